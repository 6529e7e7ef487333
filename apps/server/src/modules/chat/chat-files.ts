import type { Db } from '../../db/client'
import type { FilesService } from '../files/files.service'
import { isGroupImageVisibleTo, isMessageFileVisibleTo } from './chat-files.queries'

/**
 * Files of chat messages, and a group's image, are readable by the dialog's active members only: a
 * member who left or was removed loses access with the dialog itself (files answer 404 to them).
 */
export function registerChatFileReader(files: FilesService, db: Db): void {
  files.registerReader(
    async (viewerId, fileId) =>
      (await isMessageFileVisibleTo(db, fileId, viewerId)) ||
      (await isGroupImageVisibleTo(db, fileId, viewerId)),
  )
}
