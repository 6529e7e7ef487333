import type { RequestUser } from '../../platform/auth-guard'
import type { FileRow } from './files.queries'

export type Viewer = Pick<RequestUser, 'id'> | null

/**
 * For now any signed-in user may read any file: files are shared by linking them to posts and chat
 * messages, and those issues will narrow this to the viewers of the objects a file is attached to.
 */
export const canReadFile = (viewer: Viewer, _file: Pick<FileRow, 'ownerId'>): boolean => viewer !== null

/** Only the uploader deletes a file. */
export const canDeleteFile = (viewer: Viewer, file: Pick<FileRow, 'ownerId'>): boolean =>
  viewer !== null && viewer.id === file.ownerId
