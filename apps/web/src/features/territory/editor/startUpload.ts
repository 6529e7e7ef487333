import { RESUMABLE_CHUNK_BYTES, startResumableUpload } from '../../../shared/upload/resumableUpload'
import type { StartUpload } from '../../../shared/upload/useResumableUpload'
import { startDirectUpload } from '../../files/directUpload'

/**
 * How a publication file travels: one that fits in one tus request gains nothing from resuming and
 * goes in one request; a larger one (up to 2 GB) goes resumably over tus.
 */
export const startUploadOf = (file: File): StartUpload =>
  file.size > RESUMABLE_CHUNK_BYTES ? startResumableUpload : startDirectUpload
