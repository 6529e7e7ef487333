import {
  CALL_LIMITS,
  type CallExit,
  type CallInfo,
  CallMedia,
  type CallParticipant,
  type CallPermit,
  type CallRecordInfo,
  type CallRole,
  type CallSession,
  type CallType,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { durationSeconds, isoDuration } from './calls.model'
import type { CallRow, ParticipantRow, RecordRow, SessionRow } from './calls.queries'

export const presentSession = (s: SessionRow): CallSession => ({
  mediaSessionId: s.id,
  micOn: s.micOn,
  camOn: s.camOn,
  handUp: s.handUp,
  sharingScreen: s.sharingScreen,
})

export function presentParticipant(
  p: ParticipantRow,
  sessions: readonly SessionRow[],
  person: UserSummary | undefined,
): CallParticipant {
  return {
    id: p.id,
    user: p.userId,
    status: p.status as CallParticipant['status'],
    exit: (p.exit as CallExit | null) ?? null,
    admin: p.admin,
    roles: [p.role as CallRole],
    permits: p.permits as CallPermit[],
    states: sessions.filter((s) => s.participantId === p.id && s.endedAt === null).map(presentSession),
    fullName: person?.fullName ?? null,
    imageUrl: person?.imageUrl ?? null,
    ringUntil: p.ringUntil?.toISOString() ?? null,
  }
}

/** Reference CallInfoDto: the call with its participants and their live sessions. */
export function presentCall(
  call: CallRow,
  participants: readonly ParticipantRow[],
  sessions: readonly SessionRow[],
  people: ReadonlyMap<number, UserSummary>,
  record: RecordRow | null,
): CallInfo {
  const ended = call.activatedAt && call.endedAt ? durationSeconds(call.activatedAt, call.endedAt) : null
  return {
    id: call.id,
    dialogId: call.dialogId,
    owner: call.ownerId,
    type: call.type as CallType,
    status: call.status as CallInfo['status'],
    format: 1,
    startDate: call.startedAt.toISOString(),
    activeDate: call.activatedAt?.toISOString() ?? null,
    endDate: call.endedAt?.toISOString() ?? null,
    duration: ended === null ? null : isoDuration(ended),
    maxParticipants: call.media === CallMedia.Sfu ? CALL_LIMITS.sfuMax : CALL_LIMITS.meshMax,
    media: call.media as CallMedia,
    participants: participants.map((p) => presentParticipant(p, sessions, people.get(p.userId))),
    record: record && presentRecord(record),
  }
}

/** Reference CallRecordInfoDto. */
export function presentRecord(r: RecordRow): CallRecordInfo {
  return {
    id: r.id,
    call: r.callId,
    owner: r.ownerId,
    name: r.name,
    startDate: r.startedAt.toISOString(),
    endDate: r.endedAt?.toISOString() ?? null,
    duration: r.endedAt ? isoDuration(durationSeconds(r.startedAt, r.endedAt)) : null,
    status: r.status as CallRecordInfo['status'],
  }
}
