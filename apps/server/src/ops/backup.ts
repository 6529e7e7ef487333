import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Database } from '../db/client'
import type { Storage } from '../platform/storage'
import { holdDeletes } from '../platform/storage-hold'
import { dumpDatabase } from './database-dump'
import { BACKUP_FORMAT_VERSION, type BackupObject, type Manifest } from './manifest'

/** A backup not written, for a reason meant for the person at the terminal. */
export class BackupRefused extends Error {}

export interface BackupOptions {
  database: Database
  /** The driver or the app's wrapper: a backup only reads. */
  storage: Storage
  /** A folder that does not exist yet, or is empty. */
  target: string
  now?: () => Date
}

/** Copies one object into the backup, hashing the bytes on the way; null when it is gone. */
async function copyObject(storage: Storage, key: string, target: string): Promise<BackupObject | null> {
  const info = await storage.stat(key)
  const source = info && (await storage.openRead(key))
  if (!(info && source)) return null
  const path = join(target, 'objects', key)
  await mkdir(dirname(path), { recursive: true })
  const out = createWriteStream(path)
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of source) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
  return { key, size, contentType: info.contentType, sha256: hash.digest('hex') }
}

/**
 * Writes one backup folder: `database/<table>.ndjson` (one snapshot), `objects/<key>` (every stored
 * object) and `manifest.json` last (what restore checks everything against).
 *
 * Order matters: the app writes a file before its row commits and deletes it after its row is gone.
 * So the snapshot is taken first and the objects copied after: every file the snapshot names exists
 * by then, unless deleted since, which the hold prevents: from before the snapshot until the last
 * object is copied, storage deletes are put off (platform/storage-hold.ts). Objects written after the
 * snapshot are copied too; no row names them, as with any upload abandoned halfway.
 */
export async function createBackup({
  database,
  storage,
  target,
  now = () => new Date(),
}: BackupOptions): Promise<Manifest> {
  await mkdir(target, { recursive: true })
  if ((await readdir(target)).length > 0)
    throw new BackupRefused(`${target} is not empty; give a new folder.`)
  const createdAt = now().toISOString()
  const release = await holdDeletes(database)
  try {
    const dump = await database.session(async (run) => {
      // PGlite's session is a transaction already, and its only connection: a snapshot by itself.
      if (database.kind === 'postgres') await run('begin isolation level repeatable read read only')
      const written = await dumpDatabase(run, target)
      if (database.kind === 'postgres') await run('commit')
      return written
    })
    const objects: BackupObject[] = []
    for await (const { key } of storage.list()) {
      const copied = await copyObject(storage, key, target)
      if (copied) objects.push(copied)
    }
    const manifest: Manifest = {
      format: 'nauka-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt,
      database: { kind: database.kind, ...dump },
      storage: {
        driver: storage.location.driver,
        objects: objects.length,
        bytes: objects.reduce((sum, o) => sum + o.size, 0),
      },
      objects,
    }
    await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    return manifest
  } finally {
    await release()
  }
}
