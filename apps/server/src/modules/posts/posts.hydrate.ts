import type { FileDescriptor } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { presentFile } from '../files/files.present'
import type { FilesService } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import type { PostExtras } from './posts.present'
import { findCommentNtf, findMyReactions, findPostFileIds, type PostRow } from './posts.queries'

export interface HydrateDeps {
  db: Db
  files: FilesService
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  follows: FollowService
}

/** What a batch of posts needs to be judged and shown to one reader. */
export interface Hydrated {
  /** Authors who blocked the reader or whom the reader blocked. */
  blockedAuthors: Set<number>
  extras: Map<number, PostExtras>
}

/**
 * Loads everything a batch of posts needs for one reader: one query per kind of data for the whole
 * batch (blocks, attachments, the files themselves, reactions, notification switches, authors),
 * never one per post.
 */
export async function hydratePosts(deps: HydrateDeps, viewerId: number, rows: PostRow[]): Promise<Hydrated> {
  const postIds = rows.map((row) => row.id)
  const authorIds = [...new Set(rows.map((row) => row.authorId))]
  const [blockedAuthors, fileIds, reactions, commentNtf, authors] = await Promise.all([
    deps.follows.blockedAmong(viewerId, authorIds),
    findPostFileIds(deps.db, postIds),
    findMyReactions(deps.db, viewerId, postIds),
    findCommentNtf(deps.db, viewerId, postIds),
    deps.summaries(authorIds),
  ])
  const descriptors = await fileDescriptors(deps.files, [...fileIds.values()].flat())
  const extras = new Map<number, PostExtras>()
  for (const row of rows) {
    extras.set(row.id, {
      files: (fileIds.get(row.id) ?? []).flatMap((id) => descriptors.get(id) ?? []),
      author: authors.get(row.authorId),
      myReaction: reactions.get(row.id),
      commentNtf: commentNtf.get(row.id),
    })
  }
  return { blockedAuthors, extras }
}

async function fileDescriptors(files: FilesService, ids: string[]): Promise<Map<string, FileDescriptor>> {
  if (ids.length === 0) return new Map()
  return new Map((await files.findMany(ids)).map((file) => [file.id, presentFile(file)]))
}
