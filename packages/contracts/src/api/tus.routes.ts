import { FileIdParams } from '../files'
import { errors, route } from './route'

const tags = ['files']

/**
 * The header of the answer that finishes a resumable upload (its last PATCH, or a POST that carried
 * every byte): the id of the file it became, served at `GET /api/core/file/{id}` like any other.
 */
export const TUS_FILE_ID_HEADER = 'Nauka-File-Id'

/**
 * Resumable uploads of large publication files over the tus 1.0 protocol (tus.io): headers carry
 * the protocol, bodies are raw bytes (`application/offset+octet-stream`), answers have no JSON body
 * but refusals, which come in the error catalogue format. An upload belongs to the user who created
 * it; anyone else hears 404.
 */
export const tusRoutes = {
  /** Creates an upload from `Upload-Length` and `Upload-Metadata` (`filename`); answers its `Location`. */
  create: route({
    method: 'POST',
    path: '/api/core/files/tus',
    tags,
    responses: { 201: null, ...errors(400, 401, 403, 413, 415, 429) },
  }),
  /**
   * The upload's `Upload-Offset` and `Upload-Length`, in headers. tus asks with HEAD, which the
   * server answers through this route (a GET route answers HEAD too); GET answers the same.
   */
  status: route({
    method: 'GET',
    path: '/api/core/files/tus/:id',
    tags,
    params: FileIdParams,
    responses: { 200: null, ...errors(400, 401, 404) },
  }),
  /** Appends bytes at `Upload-Offset`; the last ones make the file (`TUS_FILE_ID_HEADER`). */
  append: route({
    method: 'PATCH',
    path: '/api/core/files/tus/:id',
    tags,
    params: FileIdParams,
    responses: { 204: null, ...errors(400, 401, 403, 404, 409, 413, 415) },
  }),
  /** Gives up an unfinished upload and removes its bytes. */
  cancel: route({
    method: 'DELETE',
    path: '/api/core/files/tus/:id',
    tags,
    params: FileIdParams,
    responses: { 204: null, ...errors(400, 401, 403, 404) },
  }),
} as const
