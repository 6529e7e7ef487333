import { Comment, CommentCreate, CommentFetch, CommentIdParams, CommentPage } from '../comments'
import { ReactionBody } from '../posts'
import { errors, route } from './route'

const tags = ['comments']
const refusals = errors(400, 401, 403, 404)

/**
 * SPEC 7 "Posts and comments". A new comment answers 201 with the comment, as a new post does;
 * deleting answers 204.
 */
export const commentsRoutes = {
  /** A comment on the post (`rPost`), or a reply to another (`up`). */
  create: route({
    method: 'POST',
    path: '/api/core/post/comment',
    tags,
    body: CommentCreate,
    responses: { 201: Comment, ...refusals },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/core/post/comment/:id',
    tags,
    params: CommentIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** A page of a post's comments, or of one comment's replies (`up`). */
  fetch: route({
    method: 'POST',
    path: '/api/core/post/comment/fetch',
    tags,
    body: CommentFetch,
    responses: { 200: CommentPage, ...refusals },
  }),
  /** `"91:1"` likes, `""` takes the like back; answers the comment. */
  react: route({
    method: 'PUT',
    path: '/api/core/post/comment/:id/react',
    tags,
    params: CommentIdParams,
    body: ReactionBody,
    responses: { 200: Comment, ...refusals },
  }),
} as const
