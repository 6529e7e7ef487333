import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { isSweepable } from '../src/modules/files/orphan-sweep/orphan-sweep.model'
import { findReferencedAmong } from '../src/modules/files/orphan-sweep/orphan-sweep.queries'
import { OrphanSweep } from '../src/modules/files/orphan-sweep/orphan-sweep.service'
import { createStorage, type Storage } from '../src/platform/storage'
import type { ServerData } from './kill.server'
import type { Ledger } from './kill.writes'

type Rows = Record<string, unknown>[]
const quiet = { info: () => {}, warn: () => {}, error: () => {} }

/** The ids of a linked table's files per owner row, in their order. */
function filesBy(rows: Rows, owner: string): Map<number, string[]> {
  const by = new Map<number, string[]>()
  for (const row of rows)
    by.set(Number(row[owner]), [...(by.get(Number(row[owner])) ?? []), String(row.file_id)])
  return by
}

async function sha256Of(storage: Storage, key: string): Promise<string | null> {
  const stream = await storage.openRead(key)
  if (!stream) return null
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** `*.partial` files left in the disk storage's folder. */
async function partialsIn(root: string): Promise<string[]> {
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[])
  return names.filter((name) => name.endsWith('.partial'))
}

/** What the server's scratch folders hold (DATA_DIR/tmp/<purpose>/...). */
async function scratchIn(tmp: string): Promise<string[]> {
  const purposes = await readdir(tmp).catch(() => [] as string[])
  const inside = await Promise.all(
    purposes.map(async (purpose) => (await readdir(join(tmp, purpose))).map((name) => `${purpose}/${name}`)),
  )
  return inside.flat()
}

/**
 * With the server down, opens its database and storage as it left them and checks what the kill
 * test promises: every acknowledged write there with its content; no write in half (a post or a
 * message has exactly the files it was sent with, or does not exist); every file's bytes whole;
 * and, after the orphan sweep with no grace period, no object that no row references.
 */
export async function checkAfterKill(data: ServerData, ledger: Ledger): Promise<{ swept: number }> {
  const database = await openDatabase(
    data.databaseUrl ? { url: data.databaseUrl } : { dataDir: data.dataDir },
  )
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dataDir })
  const storage = createStorage(config)
  try {
    const sql = async (text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows

    const posts = await sql(`select id, title, text from posts where title like 'kill %'`)
    const postFiles = filesBy(
      await sql('select post_id, file_id from post_files order by post_id, position'),
      'post_id',
    )
    const byId = new Map(posts.map((row) => [Number(row.id), row]))
    for (const sent of ledger.posts) {
      expect(byId.get(sent.id), `acknowledged post ${sent.id}`).toMatchObject({
        title: sent.title,
        text: sent.text,
      })
      expect(postFiles.get(sent.id) ?? []).toEqual(sent.files)
    }
    for (const row of posts)
      expect(postFiles.get(Number(row.id)) ?? [], `files of post "${row.title}"`).toEqual(
        ledger.sent.get(String(row.title)),
      )

    const comments = new Map(
      (
        await sql('select id, post_id, text from comments where id = any($1)', [
          ledger.comments.map((c) => c.id),
        ])
      ).map((row) => [Number(row.id), row]),
    )
    for (const sent of ledger.comments)
      expect(comments.get(sent.id), `acknowledged comment ${sent.id}`).toMatchObject({
        post_id: sent.postId,
        text: sent.text,
      })

    const messages = await sql(`select id, text from messages where text like 'kill %'`)
    const messageFiles = filesBy(
      await sql('select message_id, file_id from message_files order by message_id, position'),
      'message_id',
    )
    const messageById = new Map(messages.map((row) => [Number(row.id), row]))
    for (const sent of ledger.messages) {
      expect(messageById.get(sent.id)?.text, `acknowledged message ${sent.id}`).toBe(sent.text)
      expect(messageFiles.get(sent.id) ?? []).toEqual(sent.files)
    }
    for (const row of messages)
      expect(messageFiles.get(Number(row.id)) ?? [], `files of message "${row.text}"`).toEqual(
        ledger.sent.get(String(row.text)),
      )

    const files = await sql('select id, storage_key, size, sha256 from files')
    const fileById = new Map(files.map((row) => [String(row.id), row]))
    for (const sent of ledger.files)
      expect(fileById.get(sent.id), `acknowledged file ${sent.id}`).toMatchObject({ sha256: sent.sha256 })
    for (const row of files) {
      const key = String(row.storage_key)
      expect((await storage.stat(key))?.size, `size of ${key}`).toBe(Number(row.size))
      expect(await sha256Of(storage, key), `bytes of ${key}`).toBe(row.sha256)
    }

    const { removed } = await new OrphanSweep({
      db: database.db,
      storage,
      log: quiet,
      scratchDir: join(data.dataDir, 'tmp'),
      graceMs: 0,
    }).run(new Date())
    const left: string[] = []
    for await (const object of storage.list()) if (isSweepable(object, new Date(), 0)) left.push(object.key)
    const referenced = await findReferencedAmong(database.db, left)
    expect(left.filter((key) => !referenced.has(key))).toEqual([])
    if (storage.location.driver === 'disk') expect(await partialsIn(storage.location.root)).toEqual([])
    // Nor a killed request's scratch files (an upload's staged parts, an extraction's copy).
    expect(await scratchIn(join(data.dataDir, 'tmp'))).toEqual([])
    return { swept: removed.length }
  } finally {
    await database.close()
  }
}
