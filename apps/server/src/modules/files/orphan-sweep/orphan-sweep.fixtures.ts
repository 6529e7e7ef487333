import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { createStorage, type Storage } from '../../../platform/storage'
import type { TestServer } from '../../../test/test-server'
import { uploadPdfs } from '../../posts/posts.fixtures'
import { profileImageKey } from '../../profile/profile-images.keys'

/** Test helpers: a storage holding an object of every kind, referenced and not, and the sweep's verdict on them. */

const HOUR = 60 * 60 * 1000
const bytes = Buffer.from('stored bytes')

export interface Planted {
  /** Objects a row references, or the sweep must leave (tus's). */
  kept: string[]
  /** Objects no row references. */
  orphans: string[]
}

/** Puts an object of every kind the server stores, half of them named by a row. */
export async function plantObjects(env: TestServer, storage: Storage): Promise<Planted> {
  const user = await env.newUser()
  const [file] = await uploadPdfs(env.as(user), 1)
  if (!file) throw new Error('an upload expected')
  const { rows } = await env.t.database.executeSql('select storage_key from files where id = $1', [file.id])
  const fileKey = String(rows[0]?.storage_key)

  const avatar = profileImageKey(user.id, 'avatar', 'a1b2c3d4')
  const oldAvatar = profileImageKey(user.id, 'avatar', '0badc0de')
  await env.t.database.executeSql(
    `insert into profiles (user_id, image_version) values ($1, 'a1b2c3d4')
     on conflict (user_id) do update set image_version = excluded.image_version`,
    [user.id],
  )
  const cover = `covers/${file.id}.webp`
  await env.t.database.executeSql(
    `insert into file_extractions (file_id, status, cover_key) values ($1, 'done', $2)
     on conflict (file_id) do update set cover_key = excluded.cover_key`,
    [file.id, cover],
  )
  const tus = `tus/${randomUUID()}`
  const orphans = [
    `attachments/${user.id}/${randomUUID()}`,
    oldAvatar,
    `covers/${randomUUID()}.webp`,
    `call-records/${2_000_000_000 - user.id}.webm`,
  ]
  for (const key of [avatar, cover, tus, ...orphans])
    await storage.put(key, bytes, 'application/octet-stream')
  return { kept: [fileKey, avatar, cover, tus], orphans }
}

/** Which of the keys have an object now. */
export async function present(storage: Storage, keys: string[]): Promise<string[]> {
  const found = await Promise.all(keys.map(async (key) => ((await storage.stat(key)) ? key : null)))
  return found.filter((key) => key !== null)
}

/** The sweep at a day less an hour leaves everything; at a day and an hour, the orphans go and the rest stays. */
export async function expectSwept(env: TestServer, planted: Planted): Promise<void> {
  const storage = createStorage(env.t.config)
  const all = [...planted.kept, ...planted.orphans]
  const early = await env.t.app.orphanSweep.run(new Date(Date.now() + 23 * HOUR))
  expect(early.removed).toEqual([])
  expect(await present(storage, all)).toEqual(all)

  const late = await env.t.app.orphanSweep.run(new Date(Date.now() + 25 * HOUR))
  expect(late.removed.sort()).toEqual([...planted.orphans].sort())
  expect(late.failed).toEqual([])
  expect(await present(storage, all)).toEqual(planted.kept)
}
