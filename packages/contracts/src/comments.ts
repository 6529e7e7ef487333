import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Dictionary } from './dictionaries'
import { CommentSort, CommentView, DEFAULT_COMMENT_VIEW, PostStatus, Reaction } from './post-constants'
import { EntityShortInfo, POST_LIMITS } from './posts'
import { DateTimeParam, IdParam, text } from './primitives'
import { refOf } from './references'
import { CommentMessage } from './validation/keys'

/** SPEC 3, 7: comments under posts, with replies (`up`) and likes. */

export const CommentIdParams = z.object({ id: IdParam })
export type CommentIdParams = z.infer<typeof CommentIdParams>

/**
 * `POST /post/comment`: `rPost` is `"302:{id}"`, `up` the comment replied to (same post).
 * `rAuthor` may be sent but must be the signed-in user; `cStatus` is always active on creation.
 */
export const CommentCreate = z.object({
  rPost: refOf(Dictionary.post),
  text: text().trim().min(1, { message: CommentMessage.textRequired }).max(POST_LIMITS.commentMax),
  up: IdParam.nullish(),
  rAuthor: refOf(Dictionary.user).optional(),
  cStatus: z.literal(PostStatus.Active).optional(),
})
export type CommentCreate = z.input<typeof CommentCreate>

export const CommentMeta = z.object({ reaction_count: z.number().int() })

/** A comment without its children (the `lastChild` of another comment). */
export const CommentBase = z.object({
  id: z.number().int(),
  rPost: z.string(),
  rAuthor: z.string(),
  /** The comment this one answers, or null for a comment on the post itself. */
  up: z.number().int().nullable(),
  text: z.string(),
  cStatus: z.enum([PostStatus.Active, PostStatus.Inactive]),
  publicationDate: z.string(),
  meta: CommentMeta,
  myReaction: z.enum([Reaction.Like]).nullable(),
  authorInfo: EntityShortInfo,
  /** Whom a reply answers (the author of `up`), so flat views can say "in reply to …". */
  replyTo: EntityShortInfo.nullable(),
})
export type CommentBase = z.infer<typeof CommentBase>

/**
 * SPEC 3: a comment with its children kept per parent: how many, and the latest one. In the tree
 * view the children are the direct replies; in the second-level view a first-level comment's
 * children are all replies below it, at any depth; in the linear view there are none.
 */
export const Comment = CommentBase.extend({
  childCount: z.number().int(),
  lastChild: CommentBase.nullable(),
})
export type Comment = z.infer<typeof Comment>

/**
 * `POST /post/comment/fetch`. Without `up`: the first level (tree, second_level) or every comment
 * (linear). With `up`: the children of that comment as the view defines them. `in_order` pages by
 * date (`sinceDateTime` + `sinceId` of the last item); `popular` (most liked first) pages by
 * `offset`, the number of items already loaded.
 */
export const CommentFetch = z.object({
  postId: IdParam,
  view: z.enum([CommentView.Linear, CommentView.Tree, CommentView.SecondLevel]).default(DEFAULT_COMMENT_VIEW),
  mode: z.enum([CommentSort.InOrder, CommentSort.Popular]).default(CommentSort.InOrder),
  asc: z.boolean().default(true),
  pageSize: z.number().int().min(1).max(100).default(PAGE_SIZE.comments),
  up: IdParam.nullish(),
  sinceDateTime: DateTimeParam.optional(),
  sinceId: IdParam.optional(),
  offset: z.number().int().min(0).max(1_000_000).optional(),
})
export type CommentFetch = z.input<typeof CommentFetch>

export const CommentPage = z.object({
  count: z.number().int(),
  elements: z.array(Comment),
  hasMore: z.boolean(),
})
export type CommentPage = z.infer<typeof CommentPage>
