import {
  LinkedFilesAnswer,
  LinkFilesBody,
  Post,
  PostCreate,
  PostFetch,
  PostIdParams,
  PostPage,
  PostUpdate,
  ReactionBody,
  UnlinkFilesAnswer,
  UnlinkFilesBody,
} from '../posts'
import { errors, route } from './route'

const tags = ['posts']
const refusals = errors(400, 401, 403, 404, 409)

/** SPEC 7 "Posts and comments": posts, their likes and their attachments. */
export const postsRoutes = {
  /** A new post, active from creation. */
  create: route({
    method: 'POST',
    path: '/api/core/post',
    tags,
    body: PostCreate,
    responses: { 201: Post, ...refusals },
  }),
  /** The author changes title, text, comment permission or topics. */
  update: route({
    method: 'PATCH',
    path: '/api/core/post',
    tags,
    body: PostUpdate,
    responses: { 200: Post, ...refusals },
  }),
  /** The post becomes inactive (25:6). */
  remove: route({
    method: 'DELETE',
    path: '/api/core/post/:id',
    tags,
    params: PostIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** Reading a post counts a view for anyone but the author. */
  read: route({
    method: 'GET',
    path: '/api/core/post/:id',
    tags,
    params: PostIdParams,
    responses: { 200: Post, ...refusals },
  }),
  /** A page of the reader's own posts, newest first. */
  fetchOwn: route({
    method: 'POST',
    path: '/api/core/post/fetch',
    tags,
    body: PostFetch,
    responses: { 200: PostPage, ...refusals },
  }),
  /** `"91:1"` likes, `""` takes the like back; answers the post. */
  react: route({
    method: 'PUT',
    path: '/api/core/post/:id/react',
    tags,
    params: PostIdParams,
    body: ReactionBody,
    responses: { 200: Post, ...refusals },
  }),
  /** Attaches uploaded files to a post. */
  linkFiles: route({
    method: 'POST',
    path: '/api/core/s/post/:id/file_default/link',
    tags,
    params: PostIdParams,
    body: LinkFilesBody,
    responses: { 200: LinkedFilesAnswer, ...refusals },
  }),
  /** Detaches files (and with `deleteFiles`, deletes them). */
  unlinkFiles: route({
    method: 'DELETE',
    path: '/api/core/s/post/:id/unlink',
    tags,
    params: PostIdParams,
    body: UnlinkFilesBody,
    responses: { 200: UnlinkFilesAnswer, ...refusals },
  }),
} as const
