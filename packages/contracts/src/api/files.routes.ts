import { FileIdParams, FileUploadAnswer } from '../files'
import { FILE_DOWNLOAD_PATH } from './paths'
import { errors, route } from './route'

const tags = ['files']
const refusals = errors(400, 401, 403, 404, 413, 415)

/** Upload (multipart, SPEC 5 limits), download (ranges, safe headers) and delete of attachments. */
export const filesRoutes = {
  /** One part per file in the field `FILES_FIELD`; answers a descriptor per part, in order. */
  upload: route({
    method: 'POST',
    path: '/api/core/files',
    tags,
    multipart: true,
    responses: { 201: FileUploadAnswer, ...refusals },
  }),
  /**
   * The stored bytes, whole or a range: links and media elements point here. Public because a
   * visitor reads the files of open publications; any other file answers a visitor 401.
   */
  download: route({
    method: 'GET',
    path: FILE_DOWNLOAD_PATH,
    tags,
    public: true,
    params: FileIdParams,
    responses: { 200: null, 206: null, 304: null, 416: null, ...errors(401, 403, 404) },
  }),
  /** An upload that will not be published after all. */
  remove: route({
    method: 'DELETE',
    path: '/api/core/files/:id',
    tags,
    params: FileIdParams,
    responses: { 204: null, ...refusals },
  }),
} as const
