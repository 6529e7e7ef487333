import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import {
  AnswerStatus,
  CallMedia,
  CallPermit,
  type CallRecordInfo,
  type CallRecordStart,
  type DialogRecordInfo,
  GeneralErrorCode,
  RecordStatus,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { isUniqueViolation } from '../../../db/errors'
import { AppError, ForbiddenError, NotFoundError } from '../../../platform/errors'
import type { ByteRange, Storage } from '../../../platform/storage'
import { presentRecord } from '../calls.present'
import { type CallRow, findOpenCall, findRunningRecord, type RecordRow } from '../calls.queries'
import type { JanusRooms } from '../sfu/janus-rooms'
import { roomOf } from '../sfu/sfu.model'
import { mediaServerDown } from '../sfu/sfu.rules'
import { defaultRecordName } from './recording.model'
import {
  deleteRecord,
  findProcessingRecord,
  findRecord,
  findRunningRecords,
  insertRecord,
  listViewableRecords,
  participantOf,
  updateRecord,
} from './recording.queries'

export interface RecordingDeps {
  db: Db
  /** Membership of the dialog (the chat's 404 for others), as the calls check it. */
  dialogOf(dialogId: number, userId: number): Promise<unknown>
  /** The media server's rooms; null without JANUS_URL (every call is then a mesh). */
  rooms: JanusRooms | null
  storage: Storage
  /** Where Janus writes raw recordings, as this server sees the folder (JANUS_RECORDINGS_DIR). */
  recordingsDir: string
  /** Re-publishes the call (its `record` changed). */
  announce(callId: number): Promise<unknown>
  /** Queues the making of the file of a stopped recording. */
  process(recordId: number): Promise<void>
  log: FastifyBaseLogger
}

/** A stored recording to stream, with what its answer's headers need. */
export interface ServedRecording {
  name: string
  mime: string
  size: number
  open(range?: ByteRange): Promise<Readable>
}

/** The API's address of a recording's file. */
export const recordContentUrl = (id: number): string => `/api/v1/calls/record/${id}/content`

/**
 * Recordings of calls through the media server (the agreed design): started by a participant
 * holding 82:608, stopped by its owner or a manager of participants (82:611), made one WebM in the
 * background, listed and played to those who may view them (82:609), deleted by owner or manager.
 */
export class RecordingService {
  constructor(private readonly deps: RecordingDeps) {}

  async start(userId: number, dialogId: number, body: CallRecordStart): Promise<CallRecordInfo> {
    const { db } = this.deps
    await this.deps.dialogOf(dialogId, userId)
    const call = await findOpenCall(db, dialogId)
    if (!call) throw new NotFoundError('calls.noActiveCall')
    const room = roomOf(call)
    const { rooms } = this.deps
    if (call.media !== CallMedia.Sfu || !room || !rooms) throw new ForbiddenError('calls.sfuOnly')
    const mine = await participantOf(db, call.id, userId)
    if (mine?.status !== AnswerStatus.Connected || !mine.permits.includes(CallPermit.Record))
      throw new ForbiddenError('calls.noPermit')
    if (await this.running(call.id))
      throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.recording' })
    // One recording of a call at a time (call_records_running_idx), the one being made a file too.
    if (await findProcessingRecord(db, call.id))
      throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.recordingBusy' })
    const recDir = join(this.deps.recordingsDir, `call-${call.id}-${randomUUID()}`)
    const now = new Date()
    let record: RecordRow
    try {
      record = await insertRecord(db, {
        callId: call.id,
        dialogId,
        ownerId: userId,
        name: body.recordName ?? defaultRecordName(now),
        recDir,
      })
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.recording' })
      throw err
    }
    try {
      // Janus runs as a user of its own: it must be able to write there.
      await mkdir(recDir, { recursive: true, mode: 0o777 })
      await rooms.record(room, recDir)
    } catch (err) {
      this.deps.log.warn({ err, callId: call.id }, 'recording not started')
      await deleteRecord(db, record.id)
      await rm(recDir, { recursive: true, force: true })
      throw mediaServerDown()
    }
    const active = await updateRecord(db, record.id, { status: RecordStatus.Active }, RecordStatus.Init)
    await this.deps.announce(call.id)
    return presentRecord(active ?? record)
  }

  async stop(userId: number, dialogId: number): Promise<CallRecordInfo> {
    const { db } = this.deps
    await this.deps.dialogOf(dialogId, userId)
    const call = await findOpenCall(db, dialogId)
    const record = call ? await this.running(call.id) : null
    if (!call || !record) throw new NotFoundError('calls.notRecording')
    if (!(await this.ownsOrManages(record, userId))) throw new ForbiddenError('calls.noPermit')
    const stopped = await this.finish(call, record)
    await this.deps.announce(call.id)
    return presentRecord(stopped)
  }

  /**
   * Janus was lost (restarted, crashed, cut off): what it recorded stops there, so every recording
   * still running stops as the call's too, is made a file of what Janus wrote (Error if nothing),
   * and its call is told, so the indicator goes.
   */
  async mediaServerLost(): Promise<void> {
    for (const { call, record } of await findRunningRecords(this.deps.db)) {
      await this.finish(call, record)
      await this.deps.announce(call.id)
    }
  }

  /** The call ends: a recording still running stops and is made a file. */
  async callEnded(call: CallRow): Promise<void> {
    const record = await this.running(call.id)
    if (record) await this.finish(call, record)
  }

  async list(userId: number, dialogId: number): Promise<DialogRecordInfo[]> {
    await this.deps.dialogOf(dialogId, userId)
    const rows = await listViewableRecords(this.deps.db, dialogId, userId)
    return rows.map(({ record, callStartedAt }) => ({
      dialogId: record.dialogId,
      callId: record.callId,
      callStartDate: callStartedAt.toISOString(),
      recordId: record.id,
      name: record.name,
      owner: record.ownerId,
      recordStartDate: record.startedAt.toISOString(),
      recordEndDate: record.endedAt?.toISOString() ?? null,
      recordStatus: presentRecord(record).status,
      recordFile:
        record.status === RecordStatus.Finished && record.storageKey && record.mime
          ? {
              name: `${record.name}.webm`,
              mime: record.mime,
              size: record.size ?? 0,
              durationSec: record.durationSec,
              url: recordContentUrl(record.id),
            }
          : null,
    }))
  }

  async content(userId: number, recordId: number): Promise<ServedRecording> {
    const record = await this.viewable(userId, recordId)
    const { storageKey, mime } = record
    if (record.status !== RecordStatus.Finished || !storageKey || !mime)
      throw new NotFoundError('calls.noRecording')
    const stored = await this.deps.storage.stat(storageKey)
    if (!stored) throw new NotFoundError('calls.noRecording')
    return {
      name: `${record.name}.webm`,
      mime,
      size: stored.size,
      open: async (range) => {
        const stream = await this.deps.storage.openRead(storageKey, range)
        if (!stream) throw new NotFoundError('calls.noRecording')
        return stream
      },
    }
  }

  async delete(userId: number, recordId: number): Promise<boolean> {
    const record = await this.viewable(userId, recordId)
    if (!(await this.ownsOrManages(record, userId))) throw new ForbiddenError('calls.noPermit')
    if (record.status === RecordStatus.Init || record.status === RecordStatus.Active)
      throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.recordingBusy' })
    // The row goes first: a failure after it leaves bytes no row names (the orphan sweep's to
    // remove), never a row whose file is gone.
    await deleteRecord(this.deps.db, record.id)
    if (record.storageKey) await this.deps.storage.delete(record.storageKey)
    await rm(record.recDir, { recursive: true, force: true })
    return true
  }

  /** Switches Janus's recording off (what it wrote is kept even when Janus is gone) and queues the file. */
  private async finish(call: CallRow, record: RecordRow): Promise<RecordRow> {
    const room = roomOf(call)
    if (room && this.deps.rooms)
      await this.deps.rooms.record(room, null).catch((err: unknown) => {
        this.deps.log.warn({ err, recordId: record.id }, 'janus: recording not switched off')
      })
    const stopped = await updateRecord(this.deps.db, record.id, {
      status: RecordStatus.Init,
      endedAt: new Date(),
    })
    await this.deps.process(record.id)
    return stopped ?? record
  }

  /** The call's recording while it runs (one stopped and being processed is not). */
  private async running(callId: number): Promise<RecordRow | null> {
    const record = await findRunningRecord(this.deps.db, callId)
    return record && record.endedAt === null ? record : null
  }

  /** A recording of a dialog the user is a member of, which they may view (404 otherwise). */
  private async viewable(userId: number, recordId: number): Promise<RecordRow> {
    const record = await findRecord(this.deps.db, recordId)
    if (!record) throw new NotFoundError('calls.noRecording')
    await this.deps.dialogOf(record.dialogId, userId)
    const participant = await participantOf(this.deps.db, record.callId, userId)
    if (participant && !participant.permits.includes(CallPermit.ViewRecordings))
      throw new NotFoundError('calls.noRecording')
    return record
  }

  private async ownsOrManages(record: RecordRow, userId: number): Promise<boolean> {
    if (record.ownerId === userId) return true
    const participant = await participantOf(this.deps.db, record.callId, userId)
    return participant?.permits.includes(CallPermit.ManageParticipants) ?? false
  }
}
