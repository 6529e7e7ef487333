import {
  type Comment,
  type CommentCreate,
  type CommentPage,
  Dictionary,
  Reaction,
  type ReactionBody,
  refId,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { UserSummary } from '../follow/follow.present'
import type { CommentAdded } from '../notifications/notifications.present'
import { CommentEvents } from './comments.events'
import { hydrateComments } from './comments.hydrate'
import { type CommentQuery, commentLayout, commentOrder } from './comments.layout'
import { countComments, findCommentPage, type ReadComment } from './comments.list.queries'
import { canComment, canDeleteComment, canReactToComment, isListed } from './comments.policy'
import {
  bumpChildCount,
  bumpCommentReactions,
  bumpDescendantCount,
  bumpPostComments,
  COMMENT_ACTIVE,
  type CommentRow,
  findComment,
  insertComment,
  lockComment,
  markCommentDeleted,
} from './comments.queries'
import { LIKE } from './posts.present'
import type { PostRow } from './posts.queries'
import { saveReaction } from './reactions.queries'

export interface CommentsDeps {
  db: Db
  /** The posts module's access rule: the post, or NotFoundError when the viewer may not read it. */
  posts: { requireReadable(viewerId: number, postId: number): Promise<PostRow> }
  summaries: (userIds: number[]) => Promise<Map<number, UserSummary>>
  hub: RealtimeHub
  notifications: { commentAdded(event: CommentAdded): Promise<void> }
  /** The profile module's settings: whether the author's "who can comment" (132:14) leaves the commenter out. */
  privacy: { refusesComment(commenterId: number, authorId: number): Promise<boolean> }
  log: FastifyBaseLogger
}

type CreateBody = z.output<typeof CommentCreate>
/** `depth` is a smallint: a pathological chain of replies stops counting there instead of failing. */
const MAX_STORED_DEPTH = 32_767

/** Comments under posts: writing, deleting, liking and reading them in the three views (SPEC 3, 7). */
export class CommentsService {
  private readonly events: CommentEvents

  constructor(private readonly deps: CommentsDeps) {
    this.events = new CommentEvents(deps.hub)
  }

  /**
   * `POST /post/comment`. The comment, the replied comment's counters and the post's count change
   * in one transaction; the readers of the post and the people concerned hear of it afterwards.
   */
  async create(viewer: RequestUser, body: CreateBody): Promise<Comment> {
    if (body.rAuthor !== undefined && refId(body.rAuthor, Dictionary.user) !== viewer.id)
      throw new ForbiddenError('posts.comments.notAuthor')
    const postId = refId(body.rPost, Dictionary.post) ?? 0
    const post = await this.deps.posts.requireReadable(viewer.id, postId)
    if (!canComment(viewer, post) || (await this.deps.privacy.refusesComment(viewer.id, post.authorId)))
      throw new ForbiddenError('posts.comments.denied')
    const { comment, parent, counters } = await this.deps.db.transaction(async (tx) => {
      // Locked, so the comment answered cannot be deleted between this check and the reply.
      const answered = body.up ? await lockComment(tx, body.up) : null
      if (body.up && (answered?.postId !== post.id || answered.status !== COMMENT_ACTIVE))
        throw new BadRequestError('posts.comments.parentInvalid')
      const comment = await insertComment(tx, {
        postId: post.id,
        authorId: viewer.id,
        text: body.text,
        parentId: answered?.id ?? null,
        rootId: answered ? (answered.rootId ?? answered.id) : null,
        depth: answered ? Math.min(answered.depth + 1, MAX_STORED_DEPTH) : 0,
      })
      const parent = answered ? await bumpChildCount(tx, answered.id, 1) : null
      if (comment.rootId !== null) await bumpDescendantCount(tx, comment.rootId, 1)
      return { comment, parent, counters: await bumpPostComments(tx, post.id, 1) }
    })
    if (counters) this.events.postStats(post.id, counters)
    if (parent) this.events.commentStats(parent)
    await this.notify({
      post: { id: post.id, title: post.title, authorId: post.authorId },
      comment,
      parentAuthorId: parent?.authorId ?? null,
    })
    return this.one(viewer.id, { ...comment, replyToId: parent?.authorId ?? null, myReaction: null })
  }

  /**
   * `DELETE /post/comment/{id}`: by its author or the post's author. The comment turns 25:6; while
   * replies hang under it, it stays in the lists as an empty placeholder.
   */
  async remove(viewer: RequestUser, commentId: number): Promise<void> {
    const found = await findComment(this.deps.db, commentId)
    if (!found || found.status !== COMMENT_ACTIVE) throw new NotFoundError('posts.comments.notFound')
    const post = await this.deps.posts.requireReadable(viewer.id, found.postId)
    if (!canDeleteComment(viewer, found, post)) throw new ForbiddenError('posts.comments.notOwner')
    const { counters, parent } = await this.deps.db.transaction(async (tx) => {
      const comment = await lockComment(tx, commentId)
      if (comment?.status !== COMMENT_ACTIVE) throw new NotFoundError('posts.comments.notFound')
      await markCommentDeleted(tx, comment.id)
      const parent = comment.childCount === 0 ? await this.unlist(tx, comment) : null
      return { counters: await bumpPostComments(tx, comment.postId, -1), parent }
    })
    if (counters) this.events.postStats(post.id, counters)
    if (parent) this.events.commentStats(parent)
  }

  /** `PUT /post/comment/{id}/react`: sets (`91:1`) or takes back (`""`, null) the viewer's like. */
  async react(viewer: RequestUser, commentId: number, body: ReactionBody): Promise<Comment> {
    const found = await findComment(this.deps.db, commentId)
    if (!found || !canReactToComment(found)) throw new NotFoundError('posts.comments.notFound')
    await this.deps.posts.requireReadable(viewer.id, found.postId)
    const reaction = body === Reaction.Like ? LIKE : null
    const delta = await this.deps.db.transaction(async (tx) => {
      const delta = await saveReaction(tx, 'comment', commentId, viewer.id, reaction)
      if (delta !== 0) await bumpCommentReactions(tx, commentId, delta)
      return delta
    })
    const comment = (await findComment(this.deps.db, commentId)) ?? found
    if (delta !== 0) this.events.commentStats(comment)
    return this.one(viewer.id, { ...comment, myReaction: reaction })
  }

  /** `POST /post/comment/fetch`: skeleton (one page of rows) → hydrate → present. */
  async fetch(viewer: RequestUser, query: CommentQuery): Promise<CommentPage> {
    await this.deps.posts.requireReadable(viewer.id, query.postId)
    const up = query.up ? await findComment(this.deps.db, query.up) : null
    if (query.up && (up?.postId !== query.postId || !isListed(up)))
      throw new NotFoundError('posts.comments.notFound')
    const layout = commentLayout(query.view, query.postId, up)
    if (typeof layout === 'string') throw new BadRequestError(layout)
    // One row more than the page tells whether another page follows. The page's rows carry the
    // total when no counter holds it; a page past the end (no rows) counts on its own.
    const { rows, total } = await findCommentPage(
      this.deps.db,
      viewer.id,
      layout.scope,
      commentOrder(query),
      query.pageSize + 1,
      layout.storedCount === null,
    )
    const count = layout.storedCount ?? total ?? (await countComments(this.deps.db, layout.scope))
    const page = rows.slice(0, query.pageSize)
    return {
      count,
      elements: await hydrateComments(this.deps, viewer.id, page, layout.children),
      hasMore: rows.length > query.pageSize,
    }
  }

  /**
   * A deleted comment without replies leaves the lists; a deleted parent left without replies by
   * that leaves them too, and so on up. Counters of listed replies follow (parents' `childCount`,
   * the first-level comment's `descendantCount`). Answers the direct parent as it is now.
   */
  private async unlist(tx: Db, comment: CommentRow): Promise<CommentRow | null> {
    let gone = comment.rootId === null ? 0 : 1
    let directParent: CommentRow | null = null
    let parentId = comment.parentId
    while (parentId !== null) {
      const parent = await bumpChildCount(tx, parentId, -1)
      if (!parent) break
      directParent ??= parent
      if (isListed(parent)) break
      if (parent.rootId !== null) gone += 1
      parentId = parent.parentId
    }
    if (comment.rootId !== null && gone > 0) await bumpDescendantCount(tx, comment.rootId, -gone)
    return directParent
  }

  /** The new comment's readers are told after the commit; a failed toast never undoes a comment. */
  private async notify(event: CommentAdded): Promise<void> {
    try {
      await this.deps.notifications.commentAdded(event)
    } catch (err) {
      this.deps.log.warn({ err, commentId: event.comment.id }, 'comment notification failed')
    }
  }

  /** One comment as the tree view shows it (its direct replies counted, the latest one attached). */
  private async one(viewerId: number, row: ReadComment): Promise<Comment> {
    const [comment] = await hydrateComments(this.deps, viewerId, [row], 'direct')
    if (!comment) throw new Error('hydrate lost a comment')
    return comment
  }
}
