import { createHash } from 'node:crypto'
import { type PublicationDraft, publicationCoverUrl } from '@nauka/contracts'
import { ACCESS } from './publications.access'

/**
 * Where an item's cover comes from: the image its author picked (a file), else the first page of
 * its content PDF as the extraction job drew it (a WebP in storage); null while there is neither.
 */
export type CoverSource = { kind: 'picked'; fileId: string } | { kind: 'rendered'; key: string }

export function coverSourceOf(
  metadata: PublicationDraft,
  coverKey: string | null,
  /** The picked file still exists: its author may delete it after publishing, the page stays. */
  pickedExists: boolean,
): CoverSource | null {
  if (metadata.cover && pickedExists) return { kind: 'picked', fileId: metadata.cover }
  return coverKey ? { kind: 'rendered', key: coverKey } : null
}

/**
 * A short name of the cover's bytes. A picked file and a drawn page are each written once under
 * their id or key (a new PDF is a new file, a new key), so the name changes whenever the cover does.
 */
export const coverVersion = (source: CoverSource): string =>
  createHash('sha256')
    .update(source.kind === 'picked' ? `file:${source.fileId}` : `key:${source.key}`)
    .digest('base64url')
    .slice(0, 16)

/** The item's `coverUrl`: its cover route with the cover's version, or null without a cover. */
export const coverUrlOf = (id: string, source: CoverSource | null): string | null =>
  source ? publicationCoverUrl(id, coverVersion(source)) : null

/**
 * An open item's cover is the same for everyone: shared caches may keep it an hour (its address
 * changes with the cover). Any other is the reader's alone and asked again each time (ETag).
 */
export const coverCacheControl = (accessLevel: number): string =>
  accessLevel === ACCESS.open ? 'public, max-age=3600' : 'private, no-cache'
