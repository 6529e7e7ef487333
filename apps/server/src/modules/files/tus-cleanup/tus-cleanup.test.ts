import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Client } from '../../../test/http'
import { useTestServer } from '../../../test/test-server'
import { headOf } from '../tus/tus.fixtures'
import { createTusStore } from '../tus/tus.stores'
import {
  expectCleaned,
  expectOutcome,
  leaveUploads,
  recordingLog,
  runThroughQueue,
  type TusStorageProbe,
  UNREADABLE_ID,
} from './tus-cleanup.fixtures'
import { TusCleanup } from './tus-cleanup.service'
import { DiskTusUploads } from './tus-uploads.disk'

describe('the cleanup of abandoned uploads on local disk', () => {
  const env = useTestServer()
  let api: Client
  beforeAll(async () => {
    api = env.as(await env.newUser())
  })
  const root = () => join(env.t.config.DATA_DIR, 'files')
  const folder = () => join(root(), 'tus')

  /** The file store's folder as it is: `<uuid>` holds the bytes, `<uuid>.json` the record. */
  const disk: TusStorageProbe = {
    backdate: async (date) => {
      for (const name of await readdir(folder())) await utimes(join(folder(), name), date, date)
    },
    plantUnreadable: async () => {
      await mkdir(folder(), { recursive: true })
      await writeFile(join(folder(), UNREADABLE_ID), 'bytes')
      await writeFile(join(folder(), `${UNREADABLE_ID}.json`), 'not a record')
    },
    leftOf: async (id) => (await readdir(folder())).filter((name) => name.startsWith(id)),
  }

  it('removes the bytes and record of an upload unfinished for a day, and nothing else', async () => {
    const now = new Date()
    const left = await leaveUploads(api, disk, now)
    const log = recordingLog()
    const location = { driver: 'disk', root: root() } as const
    const cleanup = new TusCleanup({
      store: createTusStore(location),
      uploads: new DiskTusUploads(root()),
      log,
      now: () => now,
    })

    const outcome = await cleanup.run()
    expectOutcome(outcome, left)
    await expectCleaned(api, disk, left)
    expect(log.warnings).toEqual([
      {
        message: 'abandoned upload not removed',
        details: expect.objectContaining({ id: `tus/${UNREADABLE_ID}` }),
      },
    ])
  })

  it('is sent once the app is ready, keyed by the hour', async () => {
    const { rows } = await env.t.database.executeSql(
      "select singleton_key from pgboss.job where name = 'files.cleanup'",
    )
    expect(rows).toEqual([{ singleton_key: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/) }])
  })

  it('runs as the files.cleanup job of the queue', async () => {
    const left = await leaveUploads(api, disk, new Date())
    expect(await runThroughQueue(env.t)).toBe('completed')
    await expectCleaned(api, disk, left)
    expect((await headOf(api, left.abandoned)).statusCode).toBe(404)
  })
})
