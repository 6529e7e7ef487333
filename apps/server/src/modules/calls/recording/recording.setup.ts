import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import type { JobQueue } from '../../../platform/jobs/job-queue'
import type { Storage } from '../../../platform/storage'
import type { MediaServer } from '../sfu/sfu.setup'
import { RecordingJob } from './recording.job'
import { recordingRoutes } from './recording.routes'
import { RecordingService } from './recording.service'

export interface RecordingSetup {
  db: Db
  jobs: JobQueue
  storage: Storage
  media: MediaServer | null
  dialogOf(dialogId: number, userId: number): Promise<unknown>
  announce(callId: number): Promise<unknown>
  /** JANUS_RECORDINGS_DIR, or under DATA_DIR. */
  recordingsDir: string | undefined
  dataDir: string
}

/**
 * Recordings of calls: the routes always (without the media server every call is a mesh, and a
 * start is refused as such), Janus's side and the file-making job when JANUS_URL is set.
 */
export async function setUpRecording(app: FastifyInstance, setup: RecordingSetup): Promise<RecordingService> {
  const job = new RecordingJob({
    db: setup.db,
    jobs: setup.jobs,
    storage: setup.storage,
    workDir: join(setup.dataDir, 'tmp', 'call-recordings'),
    log: app.log,
  })
  const recordings = new RecordingService({
    db: setup.db,
    dialogOf: setup.dialogOf,
    rooms: setup.media?.rooms ?? null,
    storage: setup.storage,
    // Janus is handed this path: it must be absolute (Janus runs elsewhere, in a folder of its own).
    recordingsDir: resolve(setup.recordingsDir ?? join(setup.dataDir, 'call-recordings')),
    announce: setup.announce,
    process: (recordId) => job.send(recordId),
    log: app.log,
  })
  setup.media?.server.beforeCallEnds((call) => recordings.callEnded(call))
  setup.media?.onLost(
    () =>
      void recordings.mediaServerLost().catch((err: unknown) => {
        app.log.error({ err }, 'recordings not stopped after the media server was lost')
      }),
  )
  await app.register(recordingRoutes(recordings))
  return recordings
}
