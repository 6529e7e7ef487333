import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { RecordStatus } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import type { JobQueue } from '../../../platform/jobs/job-queue'
import type { JobContext } from '../../../platform/jobs/queue-worker'
import type { Storage } from '../../../platform/storage'
import { composeRecording, NothingRecorded } from './recording.process'
import { findRecord, updateRecord } from './recording.queries'

const PROCESS = 'calls.record-process'
/** A retry helps when the machine was short of something (disk, a killed ffmpeg), not a bad file. */
const RETRIES = 2

declare module '../../../platform/jobs/job-queue' {
  interface JobMap {
    [PROCESS]: { recordId: number }
  }
}

export interface RecordingJobDeps {
  db: Db
  jobs: Pick<JobQueue, 'define' | 'send'>
  storage: Storage
  /** Where the tools write their intermediate files. */
  workDir: string
  log: FastifyBaseLogger
}

/** Where a recording's file is stored. */
export const recordKey = (id: number): string => `call-records/${id}.webm`

/**
 * A stopped recording becomes one WebM in the platform's storage, in the background (the agreed
 * design): status Finished with its type, size and duration, the raw folder removed; or Error with
 * the reason logged once the attempts are spent.
 */
export class RecordingJob {
  constructor(private readonly deps: RecordingJobDeps) {
    deps.jobs.define(PROCESS, ({ recordId }, job) => this.run(recordId, job), {
      retryLimit: RETRIES,
      oncePerKey: true,
      expireInSeconds: 60 * 60,
    })
  }

  async send(recordId: number): Promise<void> {
    await this.deps.jobs.send(PROCESS, { recordId }, { singletonKey: String(recordId) })
  }

  async run(recordId: number, job: Pick<JobContext, 'attempt'>): Promise<void> {
    const { db, storage, log } = this.deps
    const record = await findRecord(db, recordId)
    // Deleted, or made by an earlier attempt.
    if (!record || record.status !== RecordStatus.Init || record.endedAt === null) return
    await mkdir(this.deps.workDir, { recursive: true })
    const work = await mkdtemp(join(this.deps.workDir, `record-${recordId}-`))
    try {
      const composed = await composeRecording(record.recDir, work, join(work, 'record.webm'))
      const key = recordKey(recordId)
      await storage.put(key, createReadStream(composed.file), composed.mime)
      const { size } = await stat(composed.file)
      await updateRecord(
        db,
        recordId,
        {
          status: RecordStatus.Finished,
          storageKey: key,
          mime: composed.mime,
          size,
          durationSec: composed.durationSec,
          error: null,
        },
        RecordStatus.Init,
      )
      await rm(record.recDir, { recursive: true, force: true })
    } catch (err) {
      const final = err instanceof NothingRecorded || job.attempt > RETRIES
      log.error({ err, recordId, attempt: job.attempt, final }, 'call recording not made a file')
      if (!final) throw err
      await updateRecord(
        db,
        recordId,
        {
          status: RecordStatus.Error,
          error: err instanceof Error ? err.message.slice(0, 2000) : String(err),
        },
        RecordStatus.Init,
      )
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  }
}
