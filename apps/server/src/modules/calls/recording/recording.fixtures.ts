import { AnswerStatus, CallPhase, CallRole, CallType, RecordStatus, ROLE_PERMITS } from '@nauka/contracts'
import type { Db } from '../../../db/client'
import { callParticipants, callRecords, calls } from '../../../db/schema'

/**
 * A finished call of the dialog through the media server, organised by `ownerId`, with a recording
 * of theirs that has no file (for tests that need one to exist, without Janus).
 */
export async function insertRecording(db: Db, dialogId: number, ownerId: number): Promise<number> {
  const ended = new Date()
  const [call] = await db
    .insert(calls)
    .values({
      dialogId,
      ownerId,
      type: CallType.Video,
      status: CallPhase.Finished,
      media: 'sfu',
      endedAt: ended,
    })
    .returning({ id: calls.id })
  if (!call) throw new Error('no call inserted')
  await db.insert(callParticipants).values({
    callId: call.id,
    userId: ownerId,
    status: AnswerStatus.Left,
    role: CallRole.Organiser,
    permits: [...ROLE_PERMITS[CallRole.Organiser]],
    admin: true,
    answered: true,
  })
  const [record] = await db
    .insert(callRecords)
    .values({
      callId: call.id,
      dialogId,
      ownerId,
      name: 'Seminar',
      status: RecordStatus.Error,
      endedAt: ended,
      recDir: '/nonexistent/recording',
      error: 'nothing was recorded',
    })
    .returning({ id: callRecords.id })
  if (!record) throw new Error('no recording inserted')
  return record.id
}
