import { z } from 'zod'

/** The multipart field that carries attachments (`POST /api/core/files`), one part per file. */
export const FILES_FIELD = 'files'

/** A stored file as clients see it: the name it was uploaded with, its type as judged from its bytes. */
export const FileDescriptor = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
})
export type FileDescriptor = z.infer<typeof FileDescriptor>

/** The answer of an upload: one descriptor per uploaded part, in the order they were sent. */
export const FileUploadAnswer = z.array(FileDescriptor)
export type FileUploadAnswer = z.infer<typeof FileUploadAnswer>

export const FileIdParams = z.object({ id: z.string().uuid() })
export type FileIdParams = z.infer<typeof FileIdParams>
