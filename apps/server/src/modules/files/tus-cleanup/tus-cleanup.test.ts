import { describe, expect, it } from 'vitest'
import { createStorage, type Storage } from '../../../platform/storage'
import type { Client } from '../../../test/http'
import { useS3Server } from '../../../test/s3-server'
import { useTestServer } from '../../../test/test-server'
import { findReferencedAmong } from '../orphan-sweep/orphan-sweep.queries'
import { headOf } from '../tus/tus.fixtures'
import { createTusStore } from '../tus/tus.stores'
import {
  diskProbe,
  expectCleaned,
  expectOutcome,
  leaveUploads,
  recordingLog,
  runThroughQueue,
  s3Probe,
  type TusStorageProbe,
  UNREADABLE_ID,
} from './tus-cleanup.fixtures'
import { TusCleanup } from './tus-cleanup.service'
import { tusUploadsAt } from './tus-uploads'

for (const driver of ['disk', 's3'] as const)
  describe(`the cleanup of abandoned uploads (${driver})`, () => {
    const s3 = driver === 's3' ? useS3Server() : undefined
    const env = useTestServer(() => ({ env: s3?.env ?? {} }))
    let api: Client | undefined
    /** The app's storage as its configuration makes it, and what the test sees of tus's part of it. */
    const setUp = async (): Promise<{ api: Client; storage: Storage; probe: TusStorageProbe }> => {
      api ??= env.as(await env.newUser())
      const storage = createStorage(env.t.config)
      return { api, storage, probe: probeOf(storage) }
    }
    const probeOf = (storage: Storage): TusStorageProbe => {
      const { location } = storage
      if (location.driver === 'disk') return diskProbe(location.root)
      if (!s3) throw new Error('S3 storage without the test S3 server')
      return s3Probe(s3, storage)
    }

    it('is sent once the app is ready, keyed by the hour', async () => {
      const { rows } = await env.t.database.executeSql(
        "select singleton_key from pgboss.job where name = 'files.cleanup'",
      )
      expect(rows).toEqual([{ singleton_key: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/) }])
    })

    it('removes all of an upload unfinished for a day, and nothing else', async () => {
      const { api, storage, probe } = await setUp()
      const now = new Date()
      const left = await leaveUploads(api, probe, now)
      // On S3: the multipart upload with an 8 MB part, the record and the last 1 MB short of a part.
      expect(await probe.leftOf(left.abandoned)).toHaveLength(driver === 's3' ? 3 : 2)
      const log = recordingLog()
      const cleanup = new TusCleanup({
        store: createTusStore(storage.location),
        uploads: tusUploadsAt(storage.location),
        isFile: async (key) => (await findReferencedAmong(env.db, [key])).has(key),
        log,
        now: () => now,
      })

      const outcome = await cleanup.run()
      expectOutcome(outcome, left)
      await expectCleaned(api, probe, left)
      expect(log.warnings).toEqual([
        {
          message: 'abandoned upload not removed',
          details: expect.objectContaining({ id: `tus/${UNREADABLE_ID}` }),
        },
      ])
    })

    it('runs as the files.cleanup job of the queue, through the store the uploads are served from', async () => {
      const { api, probe } = await setUp()
      const left = await leaveUploads(api, probe, new Date())
      expect(await runThroughQueue(env.t)).toBe('completed')
      await expectCleaned(api, probe, left)
      // The server forgot what it had cached of the upload: a client coming back starts anew.
      expect((await headOf(api, left.abandoned)).statusCode).toBe(404)
    })
  })
