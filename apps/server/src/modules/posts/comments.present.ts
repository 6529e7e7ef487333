import { type Comment, type CommentBase, Dictionary, formatRef, PostStatus, Reaction } from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { COMMENT_ACTIVE, type ThreadComment } from './comments.queries'
import { LIKE, presentAuthor } from './posts.present'

/** What the comments of one page need from other tables, loaded for the whole page at once. */
export interface CommentExtras {
  summaries: Map<number, UserSummary>
  /** The reader's reaction (numeric part of 91:n) per comment id. */
  myReactions: Map<number, number>
}

/** How many children a comment shows and the latest of them (SPEC 3: kept per parent). */
export interface CommentChildren {
  count: number
  last: ThreadComment | null
}

/** A comment row → the wire shape, without its children. */
export function presentCommentBase(row: ThreadComment, extras: CommentExtras): CommentBase {
  const active = row.status === COMMENT_ACTIVE
  return {
    id: row.id,
    rPost: formatRef(Dictionary.post, row.postId),
    rAuthor: formatRef(Dictionary.user, row.authorId),
    up: row.parentId,
    // A deleted comment is listed only while replies hang under it: its place shows, its text not.
    text: active ? row.text : '',
    cStatus: active ? PostStatus.Active : PostStatus.Inactive,
    publicationDate: row.publishedAt.toISOString(),
    meta: { reaction_count: row.reactionCount },
    myReaction: extras.myReactions.get(row.id) === LIKE ? Reaction.Like : null,
    authorInfo: presentAuthor(row.authorId, extras.summaries.get(row.authorId)),
    replyTo:
      row.replyToId === null ? null : presentAuthor(row.replyToId, extras.summaries.get(row.replyToId)),
  }
}

export function presentComment(
  row: ThreadComment,
  children: CommentChildren,
  extras: CommentExtras,
): Comment {
  return {
    ...presentCommentBase(row, extras),
    childCount: children.count,
    lastChild: children.last ? presentCommentBase(children.last, extras) : null,
  }
}
