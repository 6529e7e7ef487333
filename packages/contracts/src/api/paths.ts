import { fillPath } from './route'

// The paths the web app builds links from, apart from the route tables: those carry every route's
// zod schemas, which a page that only links to a file or tells chat calls apart need not load.

/** SPEC 7 "Chat": the chat API's base path (the service worker tells chat calls apart by it). */
export const CHAT_BASE = '/api/chat/v1'

/** Where a stored file is downloaded from (files.routes `download`). */
export const FILE_DOWNLOAD_PATH = '/api/core/file/:id'

/** Where a stored file is downloaded from; the server writes it into every file descriptor. */
export const fileUrl = (id: string): string => fillPath(FILE_DOWNLOAD_PATH, { id })
