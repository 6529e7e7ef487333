import { z } from 'zod'
import { LIMITS } from '../limits'
import { FileMeta, fileExtension, normalizeExtension } from './file-meta'
import { AttachmentMessage } from './keys'

const totalBytes = (files: readonly FileMeta[]) => files.reduce((sum, file) => sum + file.size, 0)

/** SPEC 5: attachments of a message or post: at most 10 files, at most 100 MB in total. */
export const Attachments = z
  .array(FileMeta)
  .max(LIMITS.attachmentsMaxFiles, { message: AttachmentMessage.tooMany })
  .refine((files) => totalBytes(files) <= LIMITS.attachmentsMaxTotalBytes, {
    message: AttachmentMessage.tooLarge,
  })
export type Attachments = z.infer<typeof Attachments>

/** The allowed lists, as the upload catalogues give them (58 mime types, 60 extensions). */
export type AllowedFileTypes = {
  mimeTypes: readonly string[]
  extensions: readonly string[]
}

/**
 * SPEC 5: an unsupported mime type or extension is rejected. Answers the files whose mime type or
 * extension is not in the allowed lists (compared case-insensitively; ".pdf" and "pdf" are alike).
 */
export const unsupportedFiles = <F extends FileMeta>(files: readonly F[], allowed: AllowedFileTypes): F[] => {
  const mimeTypes = new Set(allowed.mimeTypes.map((type) => type.trim().toLowerCase()))
  const extensions = new Set(allowed.extensions.map(normalizeExtension))
  return files.filter(
    (file) => !mimeTypes.has(file.type.toLowerCase()) || !extensions.has(fileExtension(file.name)),
  )
}

/** `Attachments` that also rejects files outside the allowed lists. */
export const attachmentsAllowing = (allowed: AllowedFileTypes) =>
  Attachments.refine((files) => unsupportedFiles(files, allowed).length === 0, {
    message: AttachmentMessage.unsupported,
  })
