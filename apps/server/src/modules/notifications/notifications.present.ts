import {
  type CommentNotification,
  Dictionary,
  type FollowerNotification,
  formatRef,
  NotificationKind,
  type PublicationNotification,
  publicationPath,
  type SavedSearchNotification,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'

/** The longest comment excerpt a toast carries (contracts: at most 200 characters). */
export const EXCERPT_MAX = 200
const ELLIPSIS = '…'

/** A new comment, as the notifications module hears of it. */
export interface CommentAdded {
  post: { id: number; title: string; authorId: number }
  comment: { id: number; authorId: number; text: string; publishedAt: Date }
  /** The author of the comment answered; null for a comment on the post itself. */
  parentAuthorId: number | null
}

/** The start of a text, cut at a character (never inside a surrogate pair) and marked when cut. */
export function excerptOf(text: string, max = EXCERPT_MAX): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}${ELLIPSIS}`
}

export function presentCommentNotification(
  kind: CommentNotification['kind'],
  event: CommentAdded,
  commenter: UserSummary | undefined,
): CommentNotification {
  return {
    kind,
    postId: event.post.id,
    postTitle: event.post.title,
    commentId: event.comment.id,
    rAuthor: formatRef(Dictionary.user, event.comment.authorId),
    authorName: commenter?.fullName ?? null,
    authorNameEn: commenter?.fullNameEn ?? null,
    excerpt: excerptOf(event.comment.text),
    date: event.comment.publishedAt.toISOString(),
  }
}

export function presentFollowerNotification(
  followerId: number,
  follower: UserSummary | undefined,
  at: Date,
): FollowerNotification {
  return {
    kind: NotificationKind.NewFollower,
    rAuthor: formatRef(Dictionary.user, followerId),
    authorName: follower?.fullName ?? null,
    authorNameEn: follower?.fullNameEn ?? null,
    date: at.toISOString(),
  }
}

/** A first publication, as the notifications module hears of it. */
export interface PublicationPublished {
  publication: { id: string; title: string; publishedAt: Date }
  ownerId: number
}

export function presentPublicationNotification(
  event: PublicationPublished,
  owner: UserSummary | undefined,
): PublicationNotification {
  return {
    kind: NotificationKind.NewPublication,
    publicationId: event.publication.id,
    title: event.publication.title,
    link: publicationPath(event.publication.id),
    rAuthor: formatRef(Dictionary.user, event.ownerId),
    authorName: owner?.fullName ?? null,
    authorNameEn: owner?.fullNameEn ?? null,
    date: event.publication.publishedAt.toISOString(),
  }
}

/** A saved search with "notify me" that a first publication matched, as the notifications module hears of it. */
export interface SavedSearchMatched {
  savedSearchId: string
  /** Its owner, who is told. */
  userId: number
  /** Its name, or its words when it has none. */
  searchName: string
}

export function presentSavedSearchNotification(
  match: SavedSearchMatched,
  event: PublicationPublished,
): SavedSearchNotification {
  return {
    kind: NotificationKind.SavedSearchMatch,
    savedSearchId: match.savedSearchId,
    searchName: match.searchName,
    publicationId: event.publication.id,
    title: event.publication.title,
    link: publicationPath(event.publication.id),
    date: event.publication.publishedAt.toISOString(),
  }
}
