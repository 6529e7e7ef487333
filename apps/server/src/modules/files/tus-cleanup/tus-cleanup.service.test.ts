import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { createTusStore, type TusStore } from '../tus/tus.stores'
import { recordingLog } from './tus-cleanup.fixtures'
import { ABANDONED_AFTER_MS } from './tus-cleanup.model'
import { TusCleanup } from './tus-cleanup.service'
import { DiskTusUploads } from './tus-uploads.disk'

let root: string
let store: TusStore
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'nauka-tus-cleanup-'))
  // One store for the file: the file store makes its folder in the background when made, which
  // would fail if the folder went away meanwhile.
  store = createTusStore({ driver: 'disk', root })
})
afterEach(() => rm(join(root, 'tus'), { recursive: true, force: true }))
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

const now = new Date()
const dayAndHourAgo = new Date(now.getTime() - ABANDONED_AFTER_MS - 60 * 60 * 1000)

/** The keys the files' rows name. */
const fileKeys = new Set<string>()
afterEach(() => fileKeys.clear())

/** Cleans the file store in `root` as of `now`. */
const cleanupOf = () =>
  new TusCleanup({
    store,
    uploads: new DiskTusUploads(root),
    isFile: async (key) => fileKeys.has(key),
    log: recordingLog(),
    now: () => now,
  })

/** The file store's record of an upload (as FileKvStore writes it), without its bytes. */
async function recordAlone(uuid: string, written: Date, offset = 0): Promise<void> {
  await mkdir(join(root, 'tus'), { recursive: true })
  const path = join(root, 'tus', `${uuid}.json`)
  const upload = {
    id: `tus/${uuid}`,
    size: 100,
    offset,
    metadata: {},
    creation_date: written.toISOString(),
  }
  await writeFile(path, JSON.stringify(upload))
  await utimes(path, written, written)
}

it('forgets a day-old record whose bytes are gone, and keeps a fresh one', async () => {
  await recordAlone('11111111-1111-4111-8111-111111111111', dayAndHourAgo)
  await recordAlone('22222222-2222-4222-8222-222222222222', now)
  expect(await cleanupOf().run()).toEqual({
    removed: ['tus/11111111-1111-4111-8111-111111111111'],
    failed: [],
  })
  expect(await readdir(join(root, 'tus'))).toEqual(['22222222-2222-4222-8222-222222222222.json'])
})

it('finds nothing to do before the first upload made the folder', async () => {
  expect(await cleanupOf().run()).toEqual({ removed: [], failed: [] })
})

it('stops when its job is told to (run past its time, or the server stopping)', async () => {
  await recordAlone('11111111-1111-4111-8111-111111111111', dayAndHourAgo)
  const controller = new AbortController()
  controller.abort(new Error('the server stopped'))
  await expect(cleanupOf().run(controller.signal)).rejects.toThrow('the server stopped')
  expect(await readdir(join(root, 'tus'))).toHaveLength(1)
})

/** An upload all of whose 100 bytes arrived, with tus's record still beside them. */
async function finished(uuid: string, written: Date): Promise<void> {
  await recordAlone(uuid, written, 100)
  const path = join(root, 'tus', uuid)
  await writeFile(path, Buffer.alloc(100, 1))
  await utimes(path, written, written)
}

it('removes a finished upload no file names a day on (killed before its row), and only the record of one that is a file', async () => {
  const lost = '33333333-3333-4333-8333-333333333333'
  const adopted = '44444444-4444-4444-8444-444444444444'
  const recent = '55555555-5555-4555-8555-555555555555'
  await finished(lost, dayAndHourAgo)
  await finished(adopted, dayAndHourAgo)
  await finished(recent, now)
  fileKeys.add(`tus/${adopted}`)
  expect(await cleanupOf().run()).toEqual({ removed: [`tus/${lost}`], failed: [] })
  expect((await readdir(join(root, 'tus'))).sort()).toEqual([adopted, recent, `${recent}.json`].sort())
})
