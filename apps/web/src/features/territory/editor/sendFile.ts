import { deleteUploadedFile, type UploadOptions, uploadFile } from '../../files/upload'

/**
 * Sends one file of a publication and answers the id of the stored file. Every file goes through
 * `POST /files` with its progress until the resumable (tus) helpers of shared/upload are in.
 */
export const sendFile = async (file: File, options: UploadOptions): Promise<string> =>
  (await uploadFile(file, options)).id

/** A file that was sent but will not join the item after all (cancelled while it was being linked). */
export const forgetFile = (fileId: string) => {
  void deleteUploadedFile(fileId).catch(() => undefined)
}
