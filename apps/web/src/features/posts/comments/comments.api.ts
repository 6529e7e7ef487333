import {
  Comment,
  type CommentCreate,
  type CommentFetch,
  CommentPage,
  type ReactionBody,
} from '@nauka/contracts'
import { apiRequest } from '../../../api/client'

const CORE = '/api/core'

/** SPEC 7, 9: `POST /post/comment/fetch`: a page (10) of a post's comments, or of one comment's replies (`up`). */
export const fetchComments = (query: CommentFetch, signal?: AbortSignal): Promise<CommentPage> =>
  apiRequest(`${CORE}/post/comment/fetch`, { method: 'POST', body: query, schema: CommentPage, signal })

/** SPEC 7: `POST /post/comment`: a comment on the post (`rPost`), or a reply to another (`up`). */
export const createComment = (body: CommentCreate): Promise<Comment> =>
  apiRequest(`${CORE}/post/comment`, { method: 'POST', body, schema: Comment })

/** SPEC 7: `DELETE /post/comment/{id}`. */
export const deleteComment = async (commentId: number): Promise<void> => {
  await apiRequest(`${CORE}/post/comment/${commentId}`, { method: 'DELETE' })
}

/** SPEC 7: `PUT /post/comment/{id}/react`: `"91:1"` likes, `""` takes the like back; answers the comment. */
export const reactToComment = (commentId: number, reaction: ReactionBody): Promise<Comment> =>
  apiRequest(`${CORE}/post/comment/${commentId}/react`, { method: 'PUT', body: reaction, schema: Comment })
