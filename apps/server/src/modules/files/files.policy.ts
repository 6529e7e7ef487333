import { AuthErrorCode } from '@nauka/contracts'
import type { RequestUser } from '../../platform/auth-guard'
import { type AppError, AuthError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { FileRow } from './files.queries'

export type Viewer = Pick<RequestUser, 'id'> | null

/**
 * What a reader gets of an object with an access level of its own (a publication) and of its
 * files: `unauthenticated` answers 401, `forbidden` 403, `hidden` 404 (as if it did not exist).
 */
export type ReadDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'hidden'

/** Told of each read of a served file that starts at its first byte (a download, not a seek). */
export type OnFullRead = () => Promise<void>

/** A gate's answer for a file it governs; `onFullRead` hears of each download of it. */
export interface GatedRead {
  decision: ReadDecision
  onFullRead?: OnFullRead
}

/**
 * Decides reading the files of objects with an access level of their own (a publication's): null
 * for a file the gate does not govern. Each such module registers one with the files service.
 */
export type FileGate = (viewer: Viewer, fileId: string) => Promise<GatedRead | null>

/** The error a refused read answers with; null when the reader is let in. */
export function refusalOf(decision: ReadDecision): AppError | null {
  switch (decision) {
    case 'allow':
      return null
    case 'unauthenticated':
      return new AuthError(AuthErrorCode.NotAuthorized)
    case 'forbidden':
      return new ForbiddenError()
    case 'hidden':
      return new NotFoundError()
  }
}

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
