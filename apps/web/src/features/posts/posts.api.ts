import {
  LinkedFilesAnswer,
  type LinkFilesBody,
  Post,
  type PostCreate,
  type PostFetch,
  PostPage,
  type PostUpdate,
  type ReactionBody,
  UnlinkFilesAnswer,
  type UnlinkFilesBody,
} from '@nauka/contracts'
import { apiRequest } from '../../api/client'

const CORE = '/api/core'

/** SPEC 7: `POST /post` (201): a new post, active from creation. */
export const createPost = (body: PostCreate): Promise<Post> =>
  apiRequest(`${CORE}/post`, { method: 'POST', body, schema: Post })

/** SPEC 7: `PATCH /post`: the author changes title, text, comment permission or topics. */
export const updatePost = (body: PostUpdate): Promise<Post> =>
  apiRequest(`${CORE}/post`, { method: 'PATCH', body, schema: Post })

/** SPEC 7: `DELETE /post/{id}`: the post becomes inactive (25:6). */
export const deletePost = async (postId: number): Promise<void> => {
  await apiRequest(`${CORE}/post/${postId}`, { method: 'DELETE' })
}

/** SPEC 7: `GET /post/{id}`; reading it counts a view for anyone but the author. */
export const fetchPost = (postId: number, signal?: AbortSignal): Promise<Post> =>
  apiRequest(`${CORE}/post/${postId}`, { schema: Post, signal })

/** SPEC 7, 9: `POST /post/fetch`: a page (20) of the reader's own posts, newest first. */
export const fetchOwnPosts = (body: PostFetch, signal?: AbortSignal): Promise<PostPage> =>
  apiRequest(`${CORE}/post/fetch`, { method: 'POST', body, schema: PostPage, signal })

/** `PUT /post/{id}/react`: `"91:1"` likes, `""` takes the like back; answers the post. */
export const reactToPost = (postId: number, reaction: ReactionBody): Promise<Post> =>
  apiRequest(`${CORE}/post/${postId}/react`, { method: 'PUT', body: reaction, schema: Post })

/** SPEC 7: `POST /s/post/{id}/file_default/link`: attach uploaded files to a post. */
export const linkPostFiles = (postId: number, body: LinkFilesBody): Promise<LinkedFilesAnswer> =>
  apiRequest(`${CORE}/s/post/${postId}/file_default/link`, {
    method: 'POST',
    body,
    schema: LinkedFilesAnswer,
  })

/** SPEC 7: `DELETE /s/post/{id}/unlink`: detach files (and with `deleteFiles`, delete them). */
export const unlinkPostFiles = (postId: number, body: UnlinkFilesBody): Promise<UnlinkFilesAnswer> =>
  apiRequest(`${CORE}/s/post/${postId}/unlink`, { method: 'DELETE', body, schema: UnlinkFilesAnswer })
