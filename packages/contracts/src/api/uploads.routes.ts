import {
  FileIdPathParams,
  MetadataExtraction,
  Upload,
  UploadCreate,
  UploadFind,
  UploadIdParams,
  UploadItem,
  UploadItemFilesAdd,
  UploadItemUpdate,
  UploadPage,
} from '../uploads'
import { errors, route } from './route'

const tags = ['uploads']
const refusals = errors(400, 401, 403, 404, 409)

/** SPEC 7 "Uploads": the author's uploads, their items (drafts until published) and files. */
export const uploadsRoutes = {
  /** A new upload with its draft item(s); the list shows it first. */
  create: route({
    method: 'POST',
    path: '/api/core/upload',
    tags,
    body: UploadCreate,
    responses: { 201: Upload, ...refusals },
  }),
  read: route({
    method: 'GET',
    path: '/api/core/upload/:id',
    tags,
    params: UploadIdParams,
    responses: { 200: Upload, ...refusals },
  }),
  /** Publishes every item of the upload (each must satisfy SPEC 5); answers the upload. */
  publish: route({
    method: 'POST',
    path: '/api/core/upload/:id',
    tags,
    params: UploadIdParams,
    responses: { 200: Upload, ...refusals },
  }),
  /** The upload, its items and their links to files; published items leave the catalogue (OAI: deleted). */
  remove: route({
    method: 'DELETE',
    path: '/api/core/upload/:id',
    tags,
    params: UploadIdParams,
    responses: { 204: null, ...refusals },
  }),
  /** Saves an item's metadata (a draft, or a published item's correction). */
  updateItem: route({
    method: 'PUT',
    path: '/api/core/upload/item',
    tags,
    body: UploadItemUpdate,
    responses: { 200: UploadItem, ...refusals },
  }),
  readItem: route({
    method: 'GET',
    path: '/api/core/upload/item/:id',
    tags,
    params: UploadIdParams,
    responses: { 200: UploadItem, ...refusals },
  }),
  /** Files the author uploaded join the item; a PDF starts its extraction job. */
  addItemFiles: route({
    method: 'POST',
    path: '/api/core/upload/item/:id/file',
    tags,
    params: UploadIdParams,
    body: UploadItemFilesAdd,
    responses: { 200: UploadItem, ...refusals },
  }),
  /** Takes a file off its item (the id is the link's, `UploadItemFile.id`) and deletes it. */
  removeItemFile: route({
    method: 'DELETE',
    path: '/api/core/upload/item/file/:id',
    tags,
    params: UploadIdParams,
    responses: { 200: UploadItem, ...refusals },
  }),
  /** The author's uploads, filtered and paged. */
  find: route({
    method: 'POST',
    path: '/api/core/upload/find',
    tags,
    body: UploadFind,
    responses: { 200: UploadPage, ...refusals },
  }),
  /** What a PDF of the author's suggests for the form (its extraction job's result). */
  extractMetadata: route({
    method: 'POST',
    path: '/api/core/metadata/extract/:file_id',
    tags,
    params: FileIdPathParams,
    responses: { 200: MetadataExtraction, ...refusals },
  }),
} as const
