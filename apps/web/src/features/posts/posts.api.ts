import type {
  LinkedFilesAnswer,
  LinkFilesBody,
  Post,
  PostCreate,
  PostFetch,
  PostPage,
  PostUpdate,
  ReactionBody,
  UnlinkFilesAnswer,
  UnlinkFilesBody,
} from '@nauka/contracts'
import { api } from '../../api/api'

/** SPEC 7: `POST /post` (201): a new post, active from creation. */
export const createPost = (body: PostCreate): Promise<Post> => api.posts.create({ body })

/** SPEC 7: `PATCH /post`: the author changes title, text, comment permission or topics. */
export const updatePost = (body: PostUpdate): Promise<Post> => api.posts.update({ body })

/** SPEC 7: `DELETE /post/{id}`: the post becomes inactive (25:6). */
export const deletePost = async (postId: number): Promise<void> => {
  await api.posts.remove({ params: { id: postId } })
}

/** SPEC 7: `GET /post/{id}`; reading it counts a view for anyone but the author. */
export const fetchPost = (postId: number, signal?: AbortSignal): Promise<Post> =>
  api.posts.read({ params: { id: postId }, signal })

/** SPEC 7, 9: `POST /post/fetch`: a page (20) of the reader's own posts, newest first. */
export const fetchOwnPosts = (body: PostFetch, signal?: AbortSignal): Promise<PostPage> =>
  api.posts.fetchOwn({ body, signal })

/** `PUT /post/{id}/react`: `"91:1"` likes, `""` takes the like back; answers the post. */
export const reactToPost = (postId: number, reaction: ReactionBody): Promise<Post> =>
  api.posts.react({ params: { id: postId }, body: reaction })

/** SPEC 7: `POST /s/post/{id}/file_default/link`: attach uploaded files to a post. */
export const linkPostFiles = (postId: number, body: LinkFilesBody): Promise<LinkedFilesAnswer> =>
  api.posts.linkFiles({ params: { id: postId }, body })

/** SPEC 7: `DELETE /s/post/{id}/unlink`: detach files (and with `deleteFiles`, delete them). */
export const unlinkPostFiles = (postId: number, body: UnlinkFilesBody): Promise<UnlinkFilesAnswer> =>
  api.posts.unlinkFiles({ params: { id: postId }, body })
