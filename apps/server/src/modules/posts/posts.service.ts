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
  type EventReader,
  type GroupReader,
  type Hydrated,
  hydratePosts,
} from './posts.hydrate'
import {
  type Announcement,
  type EventAnnouncement,
  type GroupPlacement,
  PostPlacements,
} from './posts.placements'
import { canEditPost, canPublishTo, canReadPost } from './posts.policy'
import { COMMENTS_ALLOWED, COMMENTS_DENIED, LIKE, presentMeta, presentPost } from './posts.present'
import {
  bumpCounters,
  countOwnPosts,
  countView,
  deletePostFiles,
  findActivePostsWithFile,
  findOwnPostIds,
  findPost,
  findPosts,
  insertPost,
  insertPostFiles,
  lockPost,
  POST_ACTIVE,
  POST_INACTIVE,
  type PostCounters,
  type PostRow,
  updatePost,
} from './posts.queries'
import { type ReadPostRow, readPosts } from './posts.read.queries'
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

type Create = z.output<typeof PostCreate>
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
  /** Posts in groups and announcements: their own rules of who reads them (posts.placements.ts). */
  private readonly placements: PostPlacements

  constructor(private readonly deps: PostsDeps) {
    this.events = new PostEvents(deps.hub)
    this.placements = new PostPlacements({
      db: deps.db,
      published: (authorId, postId) => this.published(authorId, postId),
    })
  }

  /**
   * Calls `listener` with every post just published, as its author sees it (the feed delivers it
   * live; the posts module does not know the feed's channels). The listener must not throw.
   */
  onPublished(listener: (post: Post) => void): void {
    this.publishedListeners.push(listener)
  }

  /** Lets the publications module decide who reads a post announcing a publication. */
  readAnnouncedWith(reader: AnnouncedReader): void {
    this.placements.readAnnouncedWith(reader)
  }

  /** Lets the groups module decide who reads a post in a group. */
  readGroupsWith(reader: GroupReader): void {
    this.placements.readGroupsWith(reader)
  }

  /** Lets the events module show, on a post announcing an event, the event (Post.event). */
  readEventsWith(reader: EventReader): void {
    this.placements.readEventsWith(reader)
  }

  /** The post announcing a new event (issue 18); null when it was announced already. */
  announceEvent(announcement: EventAnnouncement): Promise<Post | null> {
    return this.placements.announceEvent(announcement)
  }

  /** The owner's post announcing their publication (issue 14); null when it was announced already. */
  announce(ownerId: number, announcement: Announcement): Promise<Post | null> {
    return this.placements.announce(ownerId, announcement)
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
    return this.published(viewer.id, row.id)
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

  /**
   * `GET /post/{id}`: reading a post counts a view (once per reader, never the author's). The row
   * read and the hydration that judges access are also those presented: each is asked once.
   */
  async get(viewer: RequestUser, postId: number): Promise<Post> {
    const [row] = await readPosts(this.deps.db, viewer.id, [postId])
    const [post] = row ? await this.presentRows(viewer.id, [row]) : []
    if (!row || !post) throw new NotFoundError('posts.notFound')
    const counters = await this.countView(viewer.id, row)
    return counters ? { ...post, meta: presentMeta(counters) } : post
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
    const byId = new Map((await readPosts(this.deps.db, viewerId, postIds)).map((row) => [row.id, row]))
    return this.presentRows(
      viewerId,
      postIds.flatMap((id) => byId.get(id) ?? []),
    )
  }

  /** `present` of rows already read, in their order. */
  private async presentRows(viewerId: number, rows: ReadPostRow[]): Promise<Post[]> {
    const active = rows.filter((row) => row.status === POST_ACTIVE)
    const hydrated = await hydratePosts({ ...this.deps, ...this.placements.readers }, viewerId, active)
    return active.flatMap((row) => {
      const extra = hydrated.extras.get(row.id)
      if (!extra || !this.readable(viewerId, row, hydrated)) return []
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
    const [blockedAuthors, placed] = await Promise.all([
      this.deps.follows.blockedAmong(
        viewerId,
        rows.map((row) => row.authorId),
      ),
      this.placements.readableAmong(viewerId, rows),
    ])
    return rows.filter((row) => this.readable(viewerId, row, { blockedAuthors, ...placed }))
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

  /** A post just made, as its author sees it, delivered live to the listeners (the feed). */
  private async published(authorId: number, postId: number): Promise<Post> {
    const post = await this.presentOne(authorId, postId)
    for (const listener of this.publishedListeners) listener(post)
    return post
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

  /** The post's new counters when this was the reader's first view, else null. */
  private async countView(viewerId: number, row: PostRow): Promise<PostCounters | null> {
    if (row.authorId === viewerId) return null
    const counters = await countView(this.deps.db, row.id, viewerId)
    if (counters) this.events.stats(row.id, counters)
    return counters
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
