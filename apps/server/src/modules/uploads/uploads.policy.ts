/**
 * Who may act on an upload, its items and their files: only its owner, to read as to write.
 *
 * Another user is told as little as they can already know. A draft is nobody's business, so its
 * upload answers them 404, as a missing one does. But an upload with a published item they may read
 * is no secret (the item's page shows it), so they are refused outright: 403.
 */
export type UploadAccess = 'owner' | 'forbidden' | 'hidden'

export const uploadAccess = (
  viewerId: number,
  ownerId: number,
  /** Whether the viewer may read one of the upload's published items. */
  seesPublished: boolean,
): UploadAccess => (viewerId === ownerId ? 'owner' : seesPublished ? 'forbidden' : 'hidden')
