import { opendir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { latest, TUS_PREFIX } from './tus-cleanup.model'
import type { TusUploads } from './tus-uploads'

/** The file store's record of an upload, beside its bytes. */
const RECORD = '.json'

const isMissing = (err: unknown) => (err as { code?: unknown }).code === 'ENOENT'

/** The file store's uploads: `<root>/tus/<uuid>` (the bytes) and `<uuid>.json` (the record). */
export class DiskTusUploads implements TusUploads {
  private readonly folder: string

  constructor(root: string) {
    this.folder = join(root, TUS_PREFIX)
  }

  async *ids(): AsyncIterable<string> {
    // The folder is made with the first upload.
    const folder = await opendir(this.folder).catch((err: unknown) => {
      if (isMissing(err)) return null
      throw err
    })
    if (!folder) return
    // The bytes of every finished upload stay here as a file's: read past them, keep the records.
    const records: string[] = []
    for await (const entry of folder) if (entry.name.endsWith(RECORD)) records.push(entry.name)
    for (const name of records.sort()) yield `${TUS_PREFIX}${name.slice(0, -RECORD.length)}`
  }

  async lastWrite(id: string): Promise<Date> {
    const path = join(this.folder, id.slice(TUS_PREFIX.length))
    const record = await stat(`${path}${RECORD}`)
    // A record whose bytes are gone (removed half-way) counts from the record alone.
    const bytes = await stat(path).catch((err: unknown) => {
      if (isMissing(err)) return null
      throw err
    })
    return latest([record.mtime, ...(bytes ? [bytes.mtime] : [])])
  }

  /** The file store's `remove` takes the bytes and the record: nothing is left. */
  async removeLeftovers(): Promise<void> {}
}
