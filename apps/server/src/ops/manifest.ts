import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { z } from 'zod'
import { isStorageKey } from '../platform/storage-key'

/** Bumped when a backup's layout changes; restore reads this version only. */
export const BACKUP_FORMAT_VERSION = 1

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

/** One file of the database dump: a table's rows, one JSON object per line (PostgreSQL's row_to_json). */
export const DumpFile = z.object({
  table: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  file: z.string().regex(/^database\/[a-z0-9_]+\.ndjson$/),
  rows: z.number().int().min(0),
  size: z.number().int().min(0),
  sha256: Sha256,
})
export type DumpFile = z.infer<typeof DumpFile>

export const BackupObject = z.object({
  key: z.string().refine(isStorageKey, 'not a storage key'),
  size: z.number().int().min(0),
  contentType: z.string().min(1),
  sha256: Sha256,
})
export type BackupObject = z.infer<typeof BackupObject>

/** manifest.json, written last: a backup folder without one is unfinished. */
export const Manifest = z.object({
  format: z.literal('nauka-backup'),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration applied (drizzle's `when`, also its journal's), and how many were. */
    migration: z.object({ count: z.number().int().min(0), createdAt: z.number().int().min(0) }),
    tables: z.array(DumpFile),
    /** Every sequence of the public schema and its last value (null: never used). */
    sequences: z.record(z.string(), z.number().int().nullable()),
  }),
  storage: z.object({ driver: z.enum(['disk', 's3']), objects: z.number().int(), bytes: z.number().int() }),
  objects: z.array(BackupObject),
})
export type Manifest = z.infer<typeof Manifest>

/** The sha256 and size of a file, read as a stream. */
export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}
