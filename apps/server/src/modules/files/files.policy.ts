import type { RequestUser } from '../../platform/auth-guard'
import type { FileRow } from './files.queries'

export type Viewer = Pick<RequestUser, 'id'> | null

/**
 * What a reader gets of an object with an access level of its own (a publication) and of its
 * files: `unauthenticated` answers 401, `forbidden` 403, `hidden` 404 (as if it did not exist).
 */
export type ReadDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'hidden'

/**
 * Whether a viewer may read a file through one of the objects it is attached to (a post today,
 * a chat message later). Each module that attaches files registers one with the files service.
 */
export type AttachmentReader = (viewerId: number, fileId: string) => Promise<boolean>

/**
 * A file is read by its owner, or by a viewer who may read an object it is attached to
 * (`attachedReadable`: one of the registered attachment readers said yes). Nobody else: an
 * uploaded file is private until it is attached.
 */
export const canReadFile = (
  viewer: Viewer,
  file: Pick<FileRow, 'ownerId'>,
  attachedReadable: boolean,
): boolean => viewer !== null && (viewer.id === file.ownerId || attachedReadable)

/** Only the uploader deletes a file. */
export const canDeleteFile = (viewer: Viewer, file: Pick<FileRow, 'ownerId'>): boolean =>
  viewer !== null && viewer.id === file.ownerId
