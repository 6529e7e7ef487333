import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Dictionary } from './dictionaries'
import { FileDescriptor } from './files'
import { LIMITS } from './limits'
import { FullNameEn } from './names'
import { CommentPermission, PostStatus, Reaction } from './post-constants'
import { DateTimeParam, IdParam } from './primitives'
import { refOf } from './references'
import { AttachmentMessage, REQUIRED } from './validation/keys'
import { required } from './validation/required'

/** SPEC 3, 7: posts. A post is active (25:1) from creation; deleting it makes it inactive (25:6). */

/** Bounds SPEC 5 leaves open; they keep rows and pages reasonable. */
export const POST_LIMITS = {
  titleMax: 300,
  textMax: 20_000,
  commentMax: 5_000,
  /** Science areas (40:n) one post is filed under; they feed the science-area channels. */
  topicsMax: 3,
} as const

export const PostIdParams = z.object({ id: IdParam })
export type PostIdParams = z.infer<typeof PostIdParams>

/** The feed a post is published to: the author's own (default) or the platform news. */
export const FeedKind = { User: 'user', News: 'news' } as const
export type FeedKind = (typeof FeedKind)[keyof typeof FeedKind]

const FileIds = z
  .array(z.guid())
  .max(LIMITS.attachmentsMaxFiles, { message: AttachmentMessage.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { message: AttachmentMessage.duplicate })

const Topics = z.array(refOf(Dictionary.scienceArea)).max(POST_LIMITS.topicsMax)

/** `POST /post` (201). `rAuthor` may be sent but must be the signed-in user. */
export const PostCreate = z.object({
  title: required(REQUIRED.postTitle).max(POST_LIMITS.titleMax),
  text: required(REQUIRED.postText).max(POST_LIMITS.textMax),
  rAuthor: refOf(Dictionary.user).optional(),
  cCommentStatus: z.enum([CommentPermission.Allow, CommentPermission.Deny]).default(CommentPermission.Allow),
  /** Uploaded files (`POST /files`) of the author: SPEC 5, at most 10 and 100 MB in total. */
  files: FileIds.default([]),
  topics: Topics.default([]),
  feed: z.enum([FeedKind.User, FeedKind.News]).default(FeedKind.User),
})
export type PostCreate = z.input<typeof PostCreate>

/** `PATCH /post`: the author changes title, text, who may comment, or the topics. */
export const PostUpdate = z.object({
  id: IdParam,
  title: required(REQUIRED.postTitle).max(POST_LIMITS.titleMax).optional(),
  text: required(REQUIRED.postText).max(POST_LIMITS.textMax).optional(),
  cCommentStatus: z.enum([CommentPermission.Allow, CommentPermission.Deny]).optional(),
  topics: Topics.optional(),
})
export type PostUpdate = z.input<typeof PostUpdate>

/** A user as a post or comment shows them. */
export const EntityShortInfo = z.object({
  rEntity: z.string(),
  fullName: z.string().nullable(),
  fullNameEn: FullNameEn,
  imageUrl: z.string().nullable(),
})
export type EntityShortInfo = z.infer<typeof EntityShortInfo>

/** Counters of a post (SPEC 3 `meta`; `postStats` carries the same numbers). */
export const PostMeta = z.object({
  view_count: z.number().int(),
  comment_count: z.number().int(),
  reaction_count: z.number().int(),
})
export type PostMeta = z.infer<typeof PostMeta>

/** A published item as a post announcing it links to it; only readers who may read the item see the post. */
export const PostPublication = z.object({
  id: z.guid(),
  title: z.string(),
  /** The web route of its public page. */
  link: z.string(),
})
export type PostPublication = z.infer<typeof PostPublication>

/** The group a post was posted in (issue 18), as the post shows it. */
export const PostGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  link: z.string(),
  /** Posted as the group by a moderator: the group is shown as its author. */
  asGroup: z.boolean(),
})
export type PostGroup = z.infer<typeof PostGroup>

/** The event a post announces (issue 18). */
export const PostEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  link: z.string(),
})
export type PostEvent = z.infer<typeof PostEvent>

/** SPEC 3: a post as every reader sees it; `myReaction` and `commentNtfStatus` are the reader's. */
export const Post = z.object({
  id: z.number().int(),
  uref: z.string(),
  title: z.string(),
  text: z.string(),
  rAuthor: z.string(),
  cStatus: z.enum([PostStatus.Active, PostStatus.Inactive]),
  cCommentStatus: z.enum([CommentPermission.Allow, CommentPermission.Deny]),
  publicationDate: z.string(),
  /** When the author last edited it; null if never. */
  editDate: z.string().nullable(),
  feed: z.enum([FeedKind.User, FeedKind.News]),
  topics: z.array(z.string()),
  files: z.array(FileDescriptor),
  meta: PostMeta,
  myReaction: z.enum([Reaction.Like]).nullable(),
  authorInfo: EntityShortInfo,
  /** Whether the reader is notified of new comments on this post (`PUT /notification/.../comment_status`). */
  commentNtfStatus: z.boolean(),
  /** The web route of the post. */
  link: z.string(),
  /** The published item the post announces (issue 14); absent on every other post. */
  publication: PostPublication.optional(),
  /** The group it was posted in; absent on posts outside groups. */
  group: PostGroup.optional(),
  /** The event it announces; absent on every other post. */
  event: PostEvent.optional(),
})
export type Post = z.infer<typeof Post>

/**
 * Keyset paging by publication date: the next page passes the last item's `publicationDate` as
 * `sinceDateTime` and its `id` as `sinceId` (ties on the date are broken by id).
 */
const Cursor = {
  sinceDateTime: DateTimeParam.optional(),
  sinceId: IdParam.optional(),
}

/** `POST /post/fetch`: the reader's own posts, newest first unless `asc`. */
export const PostFetch = z.object({
  asc: z.boolean().default(false),
  pageSize: z.number().int().min(1).max(100).default(PAGE_SIZE.posts),
  ...Cursor,
})
export type PostFetch = z.input<typeof PostFetch>

/** DESIGN: paged lists answer `{count, elements}`; `count` is the whole list's length. */
export const PostPage = z.object({ count: z.number().int(), elements: z.array(Post), hasMore: z.boolean() })
export type PostPage = z.infer<typeof PostPage>

/** `PUT /post/{id}/react` and `PUT /post/comment/{id}/react`: `"91:1"` likes, `""` or null takes it back. */
export const ReactionBody = z.union([z.enum([Reaction.Like]), z.literal(''), z.null()])
export type ReactionBody = z.infer<typeof ReactionBody>

/** `POST /s/post/{id}/file_default/link`. */
export const LinkFilesBody = z.object({ files: FileIds.min(1) })
export type LinkFilesBody = z.infer<typeof LinkFilesBody>

/** `DELETE /s/post/{id}/unlink`: detach files; `deleteFiles` also deletes them from storage. */
export const UnlinkFilesBody = z.object({ files: FileIds.min(1), deleteFiles: z.boolean().default(false) })
export type UnlinkFilesBody = z.input<typeof UnlinkFilesBody>

export const LinkedFilesAnswer = z.object({ files: z.array(FileDescriptor) })
export type LinkedFilesAnswer = z.infer<typeof LinkedFilesAnswer>

export const UnlinkFilesAnswer = z.object({ deletedFiles: z.array(z.string()) })
export type UnlinkFilesAnswer = z.infer<typeof UnlinkFilesAnswer>
