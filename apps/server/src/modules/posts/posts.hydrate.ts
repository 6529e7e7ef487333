import type { FileDescriptor, PostEvent, PostGroup, PostPublication } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { presentFile } from '../files/files.present'
import type { FilesService } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import type { PostExtras } from './posts.present'
import type { PostRow } from './posts.queries'
import type { ReadPostRow } from './posts.read.queries'

/**
 * Of the publications among the ids, those the reader may read, as a post announcing one links to
 * it (the publications module's access rule; posts cannot know it).
 */
export type AnnouncedReader = (
  viewerId: number,
  publicationIds: string[],
) => Promise<Map<string, PostPublication>>

/** A group as a post in it shows it (its `asGroup` is the post's own). */
export type PostGroupInfo = Omit<PostGroup, 'asGroup'>

/**
 * Of the groups among the ids, those whose posts the reader may read (the groups module's rule: a
 * hidden group's posts are its members' only), as a post in one shows it.
 */
export type GroupReader = (viewerId: number, groupIds: number[]) => Promise<Map<number, PostGroupInfo>>

/** The events the posts announce, as a post shows them (the events module reads them). */
export type EventReader = (eventIds: number[]) => Promise<Map<number, PostEvent>>

export interface HydrateDeps {
  db: Db
  files: FilesService
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  follows: FollowService
  announced: AnnouncedReader
  groups: GroupReader
  events?: EventReader
}

/** What a batch of posts needs to be judged and shown to one reader. */
export interface Hydrated {
  /** Authors who blocked the reader or whom the reader blocked. */
  blockedAuthors: Set<number>
  /** The publications announced by the posts that the reader may read. */
  announced: Map<string, PostPublication>
  /** The groups of the posts whose posts the reader may read. */
  groups: Map<number, PostGroupInfo>
  extras: Map<number, PostExtras>
}

/** The readable publications the posts announce (one call for the batch; none asked when none). */
export async function announcedAmong(
  announced: AnnouncedReader,
  viewerId: number,
  rows: Pick<PostRow, 'publicationId'>[],
): Promise<Map<string, PostPublication>> {
  const ids = [...new Set(rows.flatMap((row) => row.publicationId ?? []))]
  return ids.length === 0 ? new Map() : announced(viewerId, ids)
}

/** The groups of the posts whose posts the reader may read (none asked when no post is in one). */
export async function groupsAmong(
  groups: GroupReader,
  viewerId: number,
  rows: Pick<PostRow, 'groupId'>[],
): Promise<Map<number, PostGroupInfo>> {
  const ids = [...new Set(rows.flatMap((row) => row.groupId ?? []))]
  return ids.length === 0 ? new Map() : groups(viewerId, ids)
}

/**
 * Loads everything a batch of posts needs for one reader beyond what their read brought (the
 * attachments, the reader's like and switch): one query per kind of data for the whole batch
 * (blocks, announced publications, groups, events, the files themselves, authors), never one per post.
 */
export async function hydratePosts(
  deps: HydrateDeps,
  viewerId: number,
  rows: ReadPostRow[],
): Promise<Hydrated> {
  const authorIds = [...new Set(rows.map((row) => row.authorId))]
  const [blockedAuthors, announced, groups, authors] = await Promise.all([
    deps.follows.blockedAmong(viewerId, authorIds),
    announcedAmong(deps.announced, viewerId, rows),
    groupsAmong(deps.groups, viewerId, rows),
    deps.summaries(authorIds),
  ])
  const eventIds = [...new Set(rows.flatMap((row) => row.eventId ?? []))]
  const events =
    eventIds.length > 0 && deps.events ? await deps.events(eventIds) : new Map<number, PostEvent>()
  const descriptors = await fileDescriptors(
    deps.files,
    rows.flatMap((row) => row.fileIds),
  )
  const extras = new Map<number, PostExtras>()
  for (const row of rows) {
    extras.set(row.id, {
      files: row.fileIds.flatMap((id) => descriptors.get(id) ?? []),
      author: authors.get(row.authorId),
      myReaction: row.myReaction ?? undefined,
      commentNtf: row.commentNtf ?? undefined,
      publication: row.publicationId ? announced.get(row.publicationId) : undefined,
      group: row.groupId === null ? undefined : groups.get(row.groupId),
      event: row.eventId === null ? undefined : events.get(row.eventId),
    })
  }
  return { blockedAuthors, announced, groups, extras }
}

async function fileDescriptors(files: FilesService, ids: string[]): Promise<Map<string, FileDescriptor>> {
  if (ids.length === 0) return new Map()
  return new Map((await files.findMany(ids)).map((file) => [file.id, presentFile(file)]))
}
