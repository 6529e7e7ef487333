import type { Comment, CommentCreate, CommentFetch, CommentPage, ReactionBody } from '@nauka/contracts'
import { api } from '../../../api/api'

/** SPEC 7, 9: `POST /post/comment/fetch`: a page (10) of a post's comments, or of one comment's replies (`up`). */
export const fetchComments = (query: CommentFetch, signal?: AbortSignal): Promise<CommentPage> =>
  api.comments.fetch({ body: query, signal })

/** SPEC 7: `POST /post/comment`: a comment on the post (`rPost`), or a reply to another (`up`). */
export const createComment = (body: CommentCreate): Promise<Comment> => api.comments.create({ body })

/** SPEC 7: `DELETE /post/comment/{id}`. */
export const deleteComment = async (commentId: number): Promise<void> => {
  await api.comments.remove({ params: { id: commentId } })
}

/** SPEC 7: `PUT /post/comment/{id}/react`: `"91:1"` likes, `""` takes the like back; answers the comment. */
export const reactToComment = (commentId: number, reaction: ReactionBody): Promise<Comment> =>
  api.comments.react({ params: { id: commentId }, body: reaction })
