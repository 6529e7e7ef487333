import { AnswerStatus, CallPermit, CallPhase, GeneralErrorCode } from '@nauka/contracts'
import type { Db } from '../../../db/client'
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../../platform/errors'
import {
  type CallRow,
  findCall,
  findParticipants,
  findSessions,
  type ParticipantRow,
  type SessionRow,
} from '../calls.queries'
import type { RoomRef } from './janus-rooms'
import { roomOf } from './sfu.model'

/** A media session allowed to reach the call's room, with what that took to know. */
export interface SfuAccess {
  call: CallRow
  room: RoomRef
  session: SessionRow
  participant: ParticipantRow
}

export const mediaServerDown = () =>
  new AppError(GeneralErrorCode.Unavailable, { messageKey: 'calls.mediaServerDown' })

/**
 * Who may reach a call's room (the agreed design): only a live media session of the user, of the
 * dialog's open call through the media server, whose participant is connected; publishing also
 * needs the permit to take part (82:607).
 */
export async function sfuAccess(
  db: Db,
  userId: number,
  dialogId: number,
  mediaSessionId: string,
): Promise<SfuAccess> {
  const [session] = await findSessions(db, [mediaSessionId])
  if (!session || session.userId !== userId || session.endedAt !== null)
    throw new NotFoundError('calls.noSession')
  const call = await findCall(db, session.callId)
  const open = call?.status === CallPhase.Init || call?.status === CallPhase.Active
  if (!call || !open || call.dialogId !== dialogId) throw new NotFoundError('calls.noSession')
  const room = roomOf(call)
  if (!room) throw new BadRequestError('calls.notSfu')
  const participant = (await findParticipants(db, call.id)).find((p) => p.id === session.participantId)
  if (participant?.status !== AnswerStatus.Connected) throw new NotFoundError('calls.noSession')
  return { call, room, session, participant }
}

export function requirePublishing(access: SfuAccess): void {
  if (!access.participant.permits.includes(CallPermit.TakePart)) throw new ForbiddenError('calls.noPermit')
}
