import {
  type AllowedFileTypes,
  AttachmentMessage,
  Attachments,
  attachmentsAllowing,
  type FileDescriptor,
  type FileMeta,
  unsupportedFiles,
} from '@nauka/contracts'
import type { ErrorMessage } from '../../../api/errorText'

/**
 * The attachments of a post being written or edited, and their pure transitions. A file is
 * uploaded as soon as it is picked; publishing only sends the ids of uploaded files.
 */
export type AttachmentStatus = 'uploading' | 'uploaded' | 'failed' | 'attached'

export type Attachment = {
  /** Local key: the file id once known, a generated key while uploading. */
  key: string
  name: string
  /** Mime type as judged for the check (browser's, or catalogue 60's for the extension). */
  type: string
  size: number
  /** `attached`: already on the post (editing); `uploaded`: sent, waiting for publish. */
  status: AttachmentStatus
  /** Share uploaded, 0 to 1. */
  progress: number
  fileId: string | null
  error: ErrorMessage | null
}

/** Files already on a post, when it is opened for editing. */
export const attachedFiles = (files: readonly FileDescriptor[]): Attachment[] =>
  files.map((file) => ({
    key: file.id,
    name: file.name,
    type: file.mime,
    size: file.size,
    status: 'attached',
    progress: 1,
    fileId: file.id,
    error: null,
  }))

/** Files that count towards the limits: everything kept, except uploads that failed. */
const counted = (list: readonly Attachment[]): FileMeta[] =>
  list.filter((item) => item.status !== 'failed').map(({ name, type, size }) => ({ name, type, size }))

export type Picked<F extends FileMeta> = {
  /** Files that pass, to be uploaded. */
  accepted: F[]
  /** Validation keys (AttachmentMessage) explaining what was refused, each once. */
  errors: string[]
  /** Names of files refused for their type. */
  unsupportedNames: string[]
}

/**
 * SPEC 5, checked before anything is uploaded: files of an unsupported type are refused one by
 * one; if the rest would take the post over 10 files or 100 MB in total, none of them is taken.
 * Without the allowed lists (their catalogues failed to load) only the limits are checked here,
 * and the server judges the types.
 */
export const pickFiles = <F extends FileMeta>(
  current: readonly Attachment[],
  picked: readonly F[],
  allowed: AllowedFileTypes | null,
): Picked<F> => {
  const unsupported = allowed ? unsupportedFiles(picked, allowed) : []
  const supported = picked.filter((file) => !unsupported.includes(file))
  const errors: string[] = unsupported.length > 0 ? [AttachmentMessage.unsupported] : []
  const schema = allowed ? attachmentsAllowing(allowed) : Attachments
  const result = schema.safeParse([...counted(current), ...supported])
  const limitErrors = result.success
    ? []
    : result.error.issues.map((issue) => issue.message).filter((key) => key !== AttachmentMessage.unsupported)
  return {
    accepted: limitErrors.length > 0 ? [] : supported,
    errors: [...new Set([...errors, ...limitErrors])],
    unsupportedNames: unsupported.map((file) => file.name),
  }
}

/** A picked file, starting its upload. */
export const uploading = (key: string, file: FileMeta): Attachment => ({
  key,
  name: file.name,
  type: file.type,
  size: file.size,
  status: 'uploading',
  progress: 0,
  fileId: null,
  error: null,
})

const update = (list: readonly Attachment[], key: string, change: (item: Attachment) => Attachment) =>
  list.map((item) => (item.key === key ? change(item) : item))

export const progressed = (list: readonly Attachment[], key: string, progress: number): Attachment[] =>
  update(list, key, (item) => (item.status === 'uploading' ? { ...item, progress } : item))

export const uploaded = (list: readonly Attachment[], key: string, file: FileDescriptor): Attachment[] =>
  update(list, key, (item) => ({
    ...item,
    status: 'uploaded',
    progress: 1,
    fileId: file.id,
    type: file.mime,
  }))

export const uploadFailed = (list: readonly Attachment[], key: string, error: ErrorMessage): Attachment[] =>
  update(list, key, (item) => ({ ...item, status: 'failed', error }))

export const removed = (list: readonly Attachment[], key: string): Attachment[] =>
  list.filter((item) => item.key !== key)

/** Publishing waits while a file is still on its way. */
export const isUploading = (list: readonly Attachment[]): boolean =>
  list.some((item) => item.status === 'uploading')

/** The files a new post is published with. */
export const publishedIds = (list: readonly Attachment[]): string[] =>
  list.flatMap((item) => (item.status === 'uploaded' && item.fileId ? [item.fileId] : []))

/** Editing: files to link (new uploads) and to unlink (attached ones the author removed). */
export const attachmentChanges = (
  original: readonly FileDescriptor[],
  list: readonly Attachment[],
): { link: string[]; unlink: string[] } => {
  const kept = new Set(
    list.flatMap((item) => (item.status === 'attached' && item.fileId ? [item.fileId] : [])),
  )
  return { link: publishedIds(list), unlink: original.map((file) => file.id).filter((id) => !kept.has(id)) }
}
