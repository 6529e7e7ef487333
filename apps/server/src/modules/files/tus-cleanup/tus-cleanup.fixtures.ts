import { randomUUID } from 'node:crypto'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TUS_FILE_ID_HEADER } from '@nauka/contracts'
import { expect } from 'vitest'
import type { Storage } from '../../../platform/storage'
import type { Client } from '../../../test/http'
import type { TestS3 } from '../../../test/s3-server'
import type { TestApp } from '../../../test/test-app'
import { until } from '../../../test/until'
import { appendTo, createUpload, headOf, offsetOf, pdfOf, sha256 } from '../tus/tus.fixtures'
import { ABANDONED_AFTER_MS, TUS_PREFIX } from './tus-cleanup.model'
import type { CleanupOutcome } from './tus-cleanup.service'

/** Test helpers: uploads left in every state, on either driver, and what a cleanup must make of them. */

const MB = 1024 * 1024
/** The upload whose record cannot be read sorts before every other (uuids are random hex). */
export const UNREADABLE_ID = '00000000-0000-4000-8000-000000000000'

/** What a test reaches of one driver's storage, beside the app. */
export interface TusStorageProbe {
  /** Makes everything stored so far read as last written at `date`. */
  backdate(date: Date): Promise<void>
  /** Stores tus's record of upload `UNREADABLE_ID` as something that is not one. */
  plantUnreadable(): Promise<void>
  /** The names of what is stored of upload `id` (bytes, record, parts), none once it is removed. */
  leftOf(id: string): Promise<string[]>
}

export interface LeftUploads {
  /** Finished a day ago: a file. */
  finished: { id: string; bytes: Buffer }
  /** Written to a day ago (a part of 8 MB, then 1 MB, short of a part on S3), then left. */
  abandoned: string
  /** Begun a day ago, an 8 MB part written now. */
  resumed: string
  /** Begun now with 1 MB. */
  fresh: string
}

/** The file store's folder: `<uuid>` holds the bytes, `<uuid>.json` the record. */
export function diskProbe(root: string): TusStorageProbe {
  const folder = join(root, TUS_PREFIX)
  return {
    backdate: async (date) => {
      for (const name of await readdir(folder)) await utimes(join(folder, name), date, date)
    },
    plantUnreadable: async () => {
      await mkdir(folder, { recursive: true })
      await writeFile(join(folder, UNREADABLE_ID), 'bytes')
      await writeFile(join(folder, `${UNREADABLE_ID}.json`), 'not a record')
    },
    leftOf: async (id) => (await readdir(folder)).filter((name) => name.startsWith(id)),
  }
}

/** The S3 store's objects (the upload's own, its `.info`, an incomplete `.part`) and its multipart upload. */
export function s3Probe(s3: TestS3, bucket: Storage): TusStorageProbe {
  return {
    backdate: (date) => s3.backdate(date),
    plantUnreadable: () =>
      bucket.put(`${TUS_PREFIX}${UNREADABLE_ID}.info`, Buffer.from('not a record'), 'application/json'),
    leftOf: async (id) => {
      const key = `${TUS_PREFIX}${id}`
      const keys = [key, `${key}.info`, `${key}.part`]
      const stored = await Promise.all(keys.map((each) => bucket.stat(each)))
      const objects = keys.filter((_, index) => stored[index] !== null)
      return s3.pendingKeys().includes(key) ? [...objects, 'multipart upload'] : objects
    },
  }
}

/** Leaves an upload in each state of `LeftUploads` and one unreadable, as of `now`. */
export async function leaveUploads(api: Client, storage: TusStorageProbe, now: Date): Promise<LeftUploads> {
  const bytes = pdfOf(MB)
  const done = await createUpload(api, bytes.length)
  const last = await appendTo(api, done.id, 0, bytes)
  expect(last.statusCode, last.body).toBe(204)
  expect(last.headers[TUS_FILE_ID_HEADER.toLowerCase()]).toBe(done.id)

  const abandoned = await begun(api, [8 * MB, MB])
  const resumed = await begun(api, [])
  await storage.plantUnreadable()
  await storage.backdate(new Date(now.getTime() - ABANDONED_AFTER_MS - 60 * 60 * 1000))

  await append(api, resumed, 0, 8 * MB)
  const fresh = await begun(api, [MB])
  return { finished: { id: done.id, bytes }, abandoned, resumed, fresh }
}

/** A 12 MB upload with these writes sent, one after the other. */
async function begun(api: Client, writes: number[]): Promise<string> {
  const { res, id } = await createUpload(api, 12 * MB)
  expect(res.statusCode, res.body).toBe(201)
  let offset = 0
  for (const size of writes) offset = await append(api, id, offset, size)
  return id
}

async function append(api: Client, id: string, offset: number, size: number): Promise<number> {
  const res = await appendTo(api, id, offset, pdfOf(size))
  expect(res.statusCode, res.body).toBe(204)
  return offsetOf(res)
}

/**
 * The abandoned upload is gone and the rest stay: the unreadable one, the resumed and fresh ones
 * (which continue from their offsets) and the finished one (downloaded whole).
 */
export async function expectCleaned(api: Client, storage: TusStorageProbe, left: LeftUploads): Promise<void> {
  expect(await storage.leftOf(left.abandoned)).toEqual([])
  expect(await storage.leftOf(UNREADABLE_ID)).not.toEqual([])
  expect(offsetOf(await headOf(api, left.resumed))).toBe(8 * MB)
  expect(offsetOf(await headOf(api, left.fresh))).toBe(MB)
  const download = await api('GET', `/api/core/file/${left.finished.id}`)
  expect(download.statusCode).toBe(200)
  expect(sha256(download.rawPayload)).toBe(sha256(left.finished.bytes))
}

/** One run's account: the unreadable upload, listed first, failed without stopping the others. */
export function expectOutcome(outcome: CleanupOutcome, left: LeftUploads): void {
  expect(outcome.failed).toEqual([`tus/${UNREADABLE_ID}`])
  expect(outcome.removed).toContain(`tus/${left.abandoned}`)
  for (const id of [left.resumed, left.fresh, left.finished.id])
    expect(outcome.removed).not.toContain(`tus/${id}`)
}

/** The logger's calls, kept to be read. */
export function recordingLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = []
  const keep = (details: object, message: string) =>
    void warnings.push({ details: details as Record<string, unknown>, message })
  return { warnings, warn: keep, error: keep, info: () => {} }
}

/** Sends the cleanup job as the scheduler does (another key than the hour's) and waits for its end. */
export async function runThroughQueue(t: TestApp): Promise<unknown> {
  const id = await t.app.jobs.send('files.cleanup', {}, { singletonKey: `test ${randomUUID()}` })
  return until(
    async () =>
      (await t.database.executeSql('select state from pgboss.job where id = $1', [id])).rows[0]?.state,
    (state) => state === 'completed' || state === 'failed',
  )
}
