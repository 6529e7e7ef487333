import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { uploadPdfs } from '../modules/posts/posts.fixtures'
import { purgeDeferredDeletes } from '../platform/deferred-deletes.job'
import { createStorage, type Storage } from '../platform/storage'
import { deletesHeld } from '../platform/storage-hold'
import { useTestServer } from '../test/test-server'
import { createBackup } from './backup'

const folder = mkdtempSync(join(tmpdir(), 'nauka-hold-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The storage, with its listing stopped before the first object until `go` is called. */
function pausedAtFirstObject(storage: Storage) {
  let go!: () => void
  const gate = new Promise<void>((resolve) => {
    go = resolve
  })
  let reached!: () => void
  const paused = new Promise<void>((resolve) => {
    reached = resolve
  })
  const wrapped: Storage = {
    ...storage,
    location: storage.location,
    stat: (key) => storage.stat(key),
    openRead: (key, range) => storage.openRead(key, range),
    async *list(prefix) {
      reached()
      await gate
      yield* storage.list(prefix)
    },
  }
  return { storage: wrapped, paused, go }
}

describe('storage deletes during a backup', () => {
  const env = useTestServer()

  const storedKey = async (fileId: string) => {
    const { rows } = await env.t.database.executeSql('select storage_key from files where id = $1', [fileId])
    return String(rows[0]?.storage_key)
  }

  it('are put off while a backup copies, the object is in the backup, and gone once purged', async () => {
    const owner = env.as(await env.newUser())
    const [file] = await uploadPdfs(owner, 1)
    if (!file) throw new Error('no file')
    const key = await storedKey(file.id)
    const driver = createStorage(env.t.config)
    const copying = pausedAtFirstObject(driver)
    const target = join(folder, 'held')
    const backup = createBackup({ database: env.t.database, storage: copying.storage, target })
    await copying.paused

    try {
      // The row goes after the snapshot; its file must stay until the backup has copied it.
      expect(await deletesHeld(env.t.database)).toBe(true)
      expect((await owner('DELETE', `/api/core/files/${file.id}`)).statusCode).toBe(204)
      expect(await driver.stat(key)).not.toBeNull()
    } finally {
      copying.go()
    }
    const manifest = await backup

    const copied = manifest.objects.find((o) => o.key === key)
    expect(copied?.contentType).toBe('application/pdf')
    expect(readFileSync(join(target, 'objects', key)).length).toBe(copied?.size)
    expect(manifest.database.tables.find((t) => t.table === 'files')?.rows).toBeGreaterThan(0)
    expect(await deletesHeld(env.t.database)).toBe(false)

    expect(await purgeDeferredDeletes(env.t.database, driver)).toBe(1)
    expect(await driver.stat(key)).toBeNull()
    const { rows } = await env.t.database.executeSql('select key from deferred_storage_deletes')
    expect(rows).toEqual([])
  })

  it('go ahead at once when no backup runs', async () => {
    const owner = env.as(await env.newUser())
    const [file] = await uploadPdfs(owner, 1)
    if (!file) throw new Error('no file')
    const key = await storedKey(file.id)
    expect((await owner('DELETE', `/api/core/files/${file.id}`)).statusCode).toBe(204)
    expect(await createStorage(env.t.config).stat(key)).toBeNull()
  })

  it('refuses a second backup while one holds the deletes', async () => {
    const copying = pausedAtFirstObject(createStorage(env.t.config))
    const first = createBackup({
      database: env.t.database,
      storage: copying.storage,
      target: join(folder, 'one'),
    })
    await copying.paused
    await expect(
      createBackup({
        database: env.t.database,
        storage: createStorage(env.t.config),
        target: join(folder, 'two'),
      }),
    ).rejects.toThrow(/Another backup is running/)
    copying.go()
    await first
  })
})
