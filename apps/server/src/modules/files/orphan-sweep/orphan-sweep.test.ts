import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStorage } from '../../../platform/storage'
import { useS3Server } from '../../../test/s3-server'
import { useTestServer } from '../../../test/test-server'
import { expectSwept, plantObjects } from './orphan-sweep.fixtures'

const HOUR = 60 * 60 * 1000

describe('the orphan sweep on disk', () => {
  const env = useTestServer()

  it('deletes objects no row references a day after their put, and keeps every referenced one', async () => {
    const storage = createStorage(env.t.config)
    await expectSwept(env, await plantObjects(env, storage))
  })

  it("removes a killed put's partial file and a content-type file whose object never came, once old", async () => {
    const folder = join(env.t.config.DATA_DIR, 'files', 'attachments', '999999')
    await mkdir(folder, { recursive: true })
    const leftovers = ['0f3c.5e1d2a.partial', '0f3c.type']
    for (const name of leftovers) await writeFile(join(folder, name), 'half')
    await writeFile(join(folder, 'b7a2.type'), 'application/pdf')
    await writeFile(join(folder, 'b7a2'), 'an object with its type')
    const hourAgo = new Date(Date.now() - HOUR)
    for (const name of await readdir(folder)) await utimes(join(folder, name), hourAgo, hourAgo)

    expect((await env.t.app.orphanSweep.run(new Date())).leftovers).toEqual([])
    const outcome = await env.t.app.orphanSweep.run(new Date(Date.now() + 24 * HOUR))
    expect(outcome.leftovers.sort()).toEqual(leftovers.map((name) => `attachments/999999/${name}`).sort())
    // The object itself is an orphan too (no row): the sweep deletes it with its type, as storage does.
    expect(outcome.removed).toEqual(['attachments/999999/b7a2'])
    expect(await readdir(folder)).toEqual([])
  })
})

describe("the sweep of a killed process's scratch files", () => {
  const env = useTestServer()

  it('removes staged uploads and work files nothing wrote to for a day, and keeps younger ones', async () => {
    const tmp = join(env.t.config.DATA_DIR, 'tmp')
    await mkdir(join(tmp, 'uploads', 'upload-killed'), { recursive: true })
    await writeFile(join(tmp, 'uploads', 'upload-killed', 'part'), 'staged')
    await mkdir(join(tmp, 'extraction'), { recursive: true })
    await writeFile(join(tmp, 'extraction', 'copy.pdf'), '%PDF')
    const dayAgo = new Date(Date.now() - 25 * HOUR)
    for (const path of ['uploads/upload-killed/part', 'uploads/upload-killed', 'extraction/copy.pdf'])
      await utimes(join(tmp, path), dayAgo, dayAgo)
    // Written a minute ago inside an old folder: an upload in progress.
    await mkdir(join(tmp, 'uploads', 'upload-running'), { recursive: true })
    await writeFile(join(tmp, 'uploads', 'upload-running', 'part'), 'staging')
    await utimes(join(tmp, 'uploads', 'upload-running'), dayAgo, dayAgo)

    const outcome = await env.t.app.orphanSweep.run(new Date())
    expect(outcome.scratch.sort()).toEqual(['extraction/copy.pdf', 'uploads/upload-killed'])
    expect(await readdir(join(tmp, 'uploads'))).toEqual(['upload-running'])
  })
})

describe('the orphan sweep on S3', () => {
  const s3 = useS3Server()
  const env = useTestServer(() => ({ env: s3.env }))

  it('deletes objects no row references a day after their put, and keeps every referenced one', async () => {
    const storage = createStorage(env.t.config)
    expect(storage.location.driver).toBe('s3')
    await expectSwept(env, await plantObjects(env, storage))
  })
})
