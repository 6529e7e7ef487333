import {
  CommentPermission,
  Dictionary,
  type EntityShortInfo,
  type FeedKind,
  type FileDescriptor,
  formatRef,
  type Post,
  type PostEvent,
  type PostMeta,
  type PostPublication,
  PostStatus,
  postPath,
  Reaction,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import type { PostGroupInfo } from './posts.hydrate'
import { POST_ACTIVE, type PostCounters, type PostRow } from './posts.queries'

/** Numeric part of the like reference (91:1), as `post_reactions.reaction` stores it. */
export const LIKE = 1
/** Numeric parts of the comment permissions (108:n), as `posts.comment_permission` stores them. */
export const COMMENTS_ALLOWED = 1
export const COMMENTS_DENIED = 0

/** Everything one post needs from other tables to be shown to one reader. */
export interface PostExtras {
  files: FileDescriptor[]
  author: UserSummary | undefined
  myReaction: number | undefined
  commentNtf: boolean | undefined
  /** The publication the post announces, when the reader may read it. */
  publication: PostPublication | undefined
  /** The group the post is in, when the reader may read its posts. */
  group: PostGroupInfo | undefined
  /** The event the post announces. */
  event?: PostEvent | undefined
}

export const presentMeta = (row: PostCounters): PostMeta => ({
  view_count: row.viewCount,
  comment_count: row.commentCount,
  reaction_count: row.reactionCount,
})

export const presentAuthor = (userId: number, summary: UserSummary | undefined): EntityShortInfo => ({
  rEntity: formatRef(Dictionary.user, userId),
  fullName: summary?.fullName ?? null,
  fullNameEn: summary?.fullNameEn ?? null,
  imageUrl: summary?.imageUrl ?? null,
})

export const topicRefs = (topics: number[]): string[] =>
  topics.map((n) => formatRef(Dictionary.scienceArea, n))

/** A post row and its extras → the wire shape; no row ever reaches a client. */
export function presentPost(row: PostRow, extras: PostExtras): Post {
  return {
    id: row.id,
    uref: formatRef(Dictionary.post, row.id),
    title: row.title,
    text: row.text,
    rAuthor: formatRef(Dictionary.user, row.authorId),
    cStatus: row.status === POST_ACTIVE ? PostStatus.Active : PostStatus.Inactive,
    cCommentStatus:
      row.commentPermission === COMMENTS_DENIED ? CommentPermission.Deny : CommentPermission.Allow,
    publicationDate: row.publishedAt.toISOString(),
    editDate: row.editedAt?.toISOString() ?? null,
    feed: row.feed as FeedKind,
    topics: topicRefs(row.topics),
    files: extras.files,
    meta: presentMeta(row),
    myReaction: extras.myReaction === LIKE ? Reaction.Like : null,
    authorInfo: presentAuthor(row.authorId, extras.author),
    // No row: the reader is notified (the default of comment_notification_settings).
    commentNtfStatus: extras.commentNtf ?? true,
    link: postPath(row.id),
    ...(extras.publication && { publication: extras.publication }),
    ...(extras.group && { group: { ...extras.group, asGroup: row.asGroup } }),
    ...(extras.event && { event: extras.event }),
  }
}
