import {
  CommentPermission,
  Dictionary,
  type LinkedFilesAnswer,
  type LinkFilesBody,
  type Locale,
  localeOf,
  type Post,
  type PostCreate,
  type PostFetch,
  type PostPage,
  type PostUpdate,
  Reaction,
  type ReactionBody,
  refId,
  type UnlinkFilesAnswer,
  type UnlinkFilesBody,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { RequestUser } from '../../platform/auth-guard'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { CatalogRefs } from '../catalog/catalog.refs'
import type { FilesService } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import { attachableFiles, fileAttachedElsewhere } from './posts.attachments'
import { PostEvents } from './posts.events'
import {
  type AnnouncedReader,
  announcedAmong,
  type EventReader,
  type GroupReader,
  groupsAmong,
  type Hydrated,
  hydratePosts,
} from './posts.hydrate'
import { canEditPost, canPublishTo, canReadPost } from './posts.policy'
import { COMMENTS_ALLOWED, COMMENTS_DENIED, LIKE, presentPost } from './posts.present'
import {
  bumpCounters,
  countOwnPosts,
  deletePostFiles,
  findActivePostsWithFile,
  findOwnPostIds,
  findPost,
  findPosts,
  insertAnnouncement,
  insertEventAnnouncement,
  insertPost,
  insertPostFiles,
  insertView,
  lockPost,
  POST_ACTIVE,
  POST_INACTIVE,
  type PostRow,
  updatePost,
} from './posts.queries'
import { saveReaction } from './reactions.queries'

export interface PostsDeps {
  db: Db
  files: FilesService
  /** The catalogue references (topics are science areas, catalogue 40). */
  catalog: CatalogRefs
  /** Names and images of users, from the profile module. */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  follows: FollowService
  hub: RealtimeHub
  /** Whether the user may publish to the platform news channel (config `NEWS_AUTHOR_EMAILS`). */
  newsAuthors: (user: RequestUser) => boolean
}

/** What a post announcing an event says (the events module words it). */
export interface EventAnnouncement {
  organiserId: number
  eventId: number
  title: string
  text: string
  /** Science areas (40:n numbers). */
  topics: number[]
  /** The organising group: the post goes to its channel, as the group. */
  groupId: number | null
}

/** What a post announcing a publication says (the publications module words it). */
export interface Announcement {
  publicationId: string
  title: string
  text: string
  /** Science areas (40:n numbers): the channels that bring it. */
  topics: number[]
}

type Create = z.output<typeof PostCreate>
/** Where a new post goes: into a group, as its member or (`asGroup`) as the group itself. */
export interface GroupPlacement {
  groupId: number
  asGroup: boolean
}
type Update = z.output<typeof PostUpdate>
type Fetch = z.output<typeof PostFetch>
type Unlink = z.output<typeof UnlinkFilesBody>

const topicIds = (refs: string[]) => refs.map((ref) => refId(ref, Dictionary.scienceArea) ?? 0)
const permissionOf = (ref: CommentPermission) =>
  ref === CommentPermission.Deny ? COMMENTS_DENIED : COMMENTS_ALLOWED

/** Posts: writing, reading, paging the own ones, likes, views and attachments (SPEC 3, 4, 5, 7). */
export class PostsService {
  private readonly events: PostEvents
  private readonly publishedListeners: Array<(post: Post) => void> = []
  /** Until the publications module says otherwise, no announced publication is readable. */
  private announced: AnnouncedReader = async () => new Map()
  /** Until the groups module says otherwise, no group's posts are readable. */
  private groups: GroupReader = async () => new Map()
  /** The events module shows what a post announcing an event says of it. */
  private announcedEvents?: EventReader

  constructor(private readonly deps: PostsDeps) {
    this.events = new PostEvents(deps.hub)
  }

  /**
   * Calls `listener` with every post just published, as its author sees it (the feed delivers it
   * live; the posts module does not know the feed's channels). The listener must not throw.
   */
  onPublished(listener: (post: Post) => void): void {
    this.publishedListeners.push(listener)
  }

  /**
   * Lets the publications module decide who reads a post announcing a publication: those who may
   * read the publication (`canReadPost`).
   */
  readAnnouncedWith(reader: AnnouncedReader): void {
    this.announced = reader
  }

  /**
   * Lets the groups module decide who reads a post in a group: those who may read the group's
   * posts (`canReadPost`).
   */
  readGroupsWith(reader: GroupReader): void {
    this.groups = reader
  }

  /** Lets the events module show, on a post announcing an event, the event (Post.event). */
  readEventsWith(reader: EventReader): void {
    this.announcedEvents = reader
  }

  /**
   * The post announcing a new event (issue 18), by its organiser, or in the group's channel as the
   * group when it has one; delivered live like any new post. Once per event.
   */
  async announceEvent(announcement: EventAnnouncement): Promise<Post | null> {
    const row = await insertEventAnnouncement(this.deps.db, {
      authorId: announcement.organiserId,
      title: announcement.title,
      text: announcement.text,
      topics: announcement.topics,
      eventId: announcement.eventId,
      groupId: announcement.groupId,
      asGroup: announcement.groupId !== null,
    })
    if (!row) return null
    const post = await this.presentOne(announcement.organiserId, row.id)
    for (const listener of this.publishedListeners) listener(post)
    return post
  }

  /**
   * A post of the owner's announcing their publication (issue 14: its first publication), filed
   * under `topics` (its science area's channel, or none), delivered live like any new post. Answers
   * null when the publication was announced already: once per publication, however often asked.
   */
  async announce(ownerId: number, announcement: Announcement): Promise<Post | null> {
    const row = await insertAnnouncement(this.deps.db, {
      authorId: ownerId,
      title: announcement.title,
      text: announcement.text,
      topics: announcement.topics,
      publicationId: announcement.publicationId,
    })
    if (!row) return null
    const post = await this.presentOne(ownerId, row.id)
    for (const listener of this.publishedListeners) listener(post)
    return post
  }

  /** Whether the viewer may publish to the platform news (the writable feeds list it). */
  mayPublishNews(viewer: RequestUser): boolean {
    return this.deps.newsAuthors(viewer)
  }

  /**
   * `POST /post`: a new active post (SPEC 4) with its attachments, all or nothing. With `group`
   * (the groups module decided the viewer may post there) the post belongs to the group's channel.
   */
  async create(
    viewer: RequestUser,
    body: Create,
    locale: Locale = localeOf(viewer.lang),
    group?: GroupPlacement,
  ): Promise<Post> {
    if (body.rAuthor !== undefined && refId(body.rAuthor, Dictionary.user) !== viewer.id)
      throw new ForbiddenError('posts.otherAuthor')
    if (!canPublishTo(body.feed, this.mayPublishNews(viewer)))
      throw new ForbiddenError('posts.newsNotAllowed')
    await this.requireTopics(body.topics, locale)
    const fileIds = await attachableFiles(this.deps, viewer.id, null, body.files, locale)
    const row = await this.attachingTransaction(async (tx) => {
      const post = await insertPost(tx, {
        authorId: viewer.id,
        title: body.title,
        text: body.text,
        commentPermission: permissionOf(body.cCommentStatus),
        feed: body.feed,
        topics: topicIds(body.topics),
        groupId: group?.groupId ?? null,
        asGroup: group?.asGroup ?? false,
      })
      await insertPostFiles(tx, post.id, fileIds)
      return post
    })
    const post = await this.presentOne(viewer.id, row.id)
    for (const listener of this.publishedListeners) listener(post)
    return post
  }

  /** `PATCH /post`: the author changes some fields; readers on the post's page see the change. */
  async update(viewer: RequestUser, body: Update, locale: Locale = localeOf(viewer.lang)): Promise<Post> {
    await this.requireEditable(viewer, body.id)
    if (body.topics) await this.requireTopics(body.topics, locale)
    await updatePost(this.deps.db, body.id, {
      title: body.title,
      text: body.text,
      commentPermission: body.cCommentStatus === undefined ? undefined : permissionOf(body.cCommentStatus),
      topics: body.topics === undefined ? undefined : topicIds(body.topics),
      editedAt: new Date(),
    })
    const post = await this.presentOne(viewer.id, body.id)
    this.events.updated(post)
    return post
  }

  /** `DELETE /post/{id}`: the post becomes inactive (25:6) and disappears from every list. */
  async remove(viewer: RequestUser, postId: number): Promise<void> {
    await this.requireEditable(viewer, postId)
    await updatePost(this.deps.db, postId, { status: POST_INACTIVE })
    this.events.deleted(postId)
  }

  /** `GET /post/{id}`: reading a post counts a view (once per reader, never the author's). */
  async get(viewer: RequestUser, postId: number): Promise<Post> {
    const row = await this.requireReadable(viewer.id, postId)
    await this.countView(viewer.id, row)
    return this.presentOne(viewer.id, postId)
  }

  /** `POST /post/fetch`: the viewer's own active posts, newest first unless `asc`. */
  async fetchOwn(viewer: RequestUser, query: Fetch): Promise<PostPage> {
    const [ids, count] = await Promise.all([
      findOwnPostIds(this.deps.db, {
        authorId: viewer.id,
        asc: query.asc,
        // One more than the page tells whether another page follows.
        limit: query.pageSize + 1,
        sinceDateTime: query.sinceDateTime,
        sinceId: query.sinceId,
      }),
      countOwnPosts(this.deps.db, viewer.id),
    ])
    const elements = await this.present(viewer.id, ids.slice(0, query.pageSize))
    return { count, elements, hasMore: ids.length > query.pageSize }
  }

  /**
   * Hydrate → rules → present for ids in the given order, dropping posts the viewer may not see
   * (inactive, blocked either way). No N+1: one query per kind of data for the whole batch.
   */
  async present(viewerId: number, postIds: number[]): Promise<Post[]> {
    const rows = (await findPosts(this.deps.db, postIds)).filter((row) => row.status === POST_ACTIVE)
    const hydrated = await hydratePosts(
      { ...this.deps, announced: this.announced, groups: this.groups, events: this.announcedEvents },
      viewerId,
      rows,
    )
    const byId = new Map(rows.map((row) => [row.id, row]))
    return postIds.flatMap((id) => {
      const row = byId.get(id)
      const extra = hydrated.extras.get(id)
      if (!row || !extra || !this.readable(viewerId, row, hydrated)) return []
      return [presentPost(row, extra)]
    })
  }

  /**
   * The post if the viewer may read it, else throws NotFoundError('posts.notFound'): a missing,
   * deleted, or hidden post (its author and the viewer blocked one another) look the same.
   */
  async requireReadable(viewerId: number, postId: number): Promise<PostRow> {
    const row = await findPost(this.deps.db, postId)
    if (!row || !(await this.readableRows(viewerId, [row])).length) throw new NotFoundError('posts.notFound')
    return row
  }

  /** Of the posts, those the viewer may read: a query per kind for the whole batch (posts, blocks, announcements). */
  async readableAmong(viewerId: number, postIds: number[]): Promise<number[]> {
    const rows = await this.readableRows(viewerId, await findPosts(this.deps.db, postIds))
    return rows.map((row) => row.id)
  }

  private async readableRows(viewerId: number, rows: PostRow[]): Promise<PostRow[]> {
    const [blockedAuthors, announced, groups] = await Promise.all([
      this.deps.follows.blockedAmong(
        viewerId,
        rows.map((row) => row.authorId),
      ),
      announcedAmong(this.announced, viewerId, rows),
      groupsAmong(this.groups, viewerId, rows),
    ])
    return rows.filter((row) => this.readable(viewerId, row, { blockedAuthors, announced, groups }))
  }

  /** `canReadPost` with what the batch's hydration learnt about blocks, announcements and groups. */
  private readable(
    viewerId: number,
    row: PostRow,
    facts: Pick<Hydrated, 'blockedAuthors' | 'announced' | 'groups'>,
  ) {
    const announcedReadable = row.publicationId !== null && facts.announced.has(row.publicationId)
    const groupReadable = row.groupId !== null && facts.groups.has(row.groupId)
    return canReadPost(
      { id: viewerId },
      row,
      facts.blockedAuthors.has(row.authorId),
      announcedReadable,
      groupReadable,
    )
  }

  /** `PUT /post/{id}/react`: sets ("91:1") or takes back ("" or null) the viewer's like. */
  async react(viewer: RequestUser, postId: number, body: ReactionBody): Promise<Post> {
    // A post the viewer may not read (a blocked author's) cannot be liked either.
    await this.requireReadable(viewer.id, postId)
    const reaction = body === Reaction.Like ? LIKE : null
    const counters = await this.deps.db.transaction(async (tx) => {
      const delta = await saveReaction(tx, 'post', postId, viewer.id, reaction)
      return delta === 0 ? null : bumpCounters(tx, postId, { reactions: delta })
    })
    if (counters) this.events.stats(postId, counters)
    return this.presentOne(viewer.id, postId)
  }

  /** Counts a view of a readable post (also the socket `view` event); the author's own views never count. */
  async recordView(viewerId: number, postId: number): Promise<void> {
    await this.countView(viewerId, await this.requireReadable(viewerId, postId))
  }

  /** `POST /s/post/{id}/file_default/link`: attaches the author's files; answers all the post's files. */
  async linkFiles(
    viewer: RequestUser,
    postId: number,
    fileIds: LinkFilesBody['files'],
    locale: Locale = localeOf(viewer.lang),
  ): Promise<LinkedFilesAnswer> {
    await this.requireEditable(viewer, postId)
    await this.attachingTransaction(async (tx) => {
      // The lock makes concurrent links of one post count each other's files against the limits.
      await lockPost(tx, postId)
      const adding = await attachableFiles(
        { db: tx, files: this.deps.files },
        viewer.id,
        postId,
        fileIds,
        locale,
      )
      await insertPostFiles(tx, postId, adding)
    })
    const post = await this.presentOne(viewer.id, postId)
    this.events.updated(post)
    return { files: post.files }
  }

  /**
   * `DELETE /s/post/{id}/unlink`: detaches files of the post (others are ignored); with
   * `deleteFiles` also deletes them. Answers the ids detached.
   */
  async unlinkFiles(viewer: RequestUser, postId: number, body: Unlink): Promise<UnlinkFilesAnswer> {
    await this.requireEditable(viewer, postId)
    const detached = await deletePostFiles(this.deps.db, postId, body.files)
    if (body.deleteFiles) for (const id of detached) await this.deps.files.remove(viewer, id)
    if (detached.length > 0) this.events.updated(await this.presentOne(viewer.id, postId))
    return { deletedFiles: detached }
  }

  /** The files service's attachment reader: a file attached to a post the viewer may read. */
  async canReadAttachment(viewerId: number, fileId: string): Promise<boolean> {
    const [row] = await findActivePostsWithFile(this.deps.db, fileId)
    return row !== undefined && (await this.readableRows(viewerId, [row])).length > 0
  }

  private async presentOne(viewerId: number, postId: number): Promise<Post> {
    const [post] = await this.present(viewerId, [postId])
    if (!post) throw new NotFoundError('posts.notFound')
    return post
  }

  /** 404 for a missing or deleted post, 403 for a post of someone else. */
  private async requireEditable(viewer: RequestUser, postId: number): Promise<PostRow> {
    const row = await findPost(this.deps.db, postId)
    if (!row || row.status !== POST_ACTIVE) throw new NotFoundError('posts.notFound')
    if (!canEditPost(viewer, row)) throw new ForbiddenError('posts.notAuthor')
    return row
  }

  private async requireTopics(topics: string[], locale: Locale): Promise<void> {
    await this.deps.catalog.require(
      topics.map((ref, i) => ({ field: `topics.${i}`, ref })),
      locale,
    )
  }

  private async countView(viewerId: number, row: PostRow): Promise<void> {
    if (row.authorId === viewerId) return
    const counters = await this.deps.db.transaction(async (tx) =>
      (await insertView(tx, row.id, viewerId)) ? bumpCounters(tx, row.id, { views: 1 }) : null,
    )
    if (counters) this.events.stats(row.id, counters)
  }

  /** A transaction that links files; a file linked meanwhile by another request answers 409. */
  private async attachingTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(work)
    } catch (err) {
      if (isUniqueViolation(err)) throw fileAttachedElsewhere()
      throw err
    }
  }
}
