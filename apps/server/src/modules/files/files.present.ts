import { type FileDescriptor, fileUrl } from '@nauka/contracts'
import type { FileRow } from './files.queries'

export const presentFile = (file: FileRow): FileDescriptor => ({
  id: file.id,
  name: file.name,
  mime: file.mime,
  size: file.size,
  url: fileUrl(file.id),
})
