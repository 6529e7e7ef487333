import {
  type CallExit,
  type CallInfo,
  type CallMedia,
  type CallParticipant,
  CallPermit,
  type CallRecordInfo,
  type CallRole,
  type CallSession,
  type CallType,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { durationSeconds, isAdminRole, isoDuration, maxParticipants } from './calls.model'
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
    admin: isAdminRole(p.role as CallRole),
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
    maxParticipants: maxParticipants(call.media as CallMedia),
    media: call.media as CallMedia,
    participants: participants.map((p) => presentParticipant(p, sessions, people.get(p.userId))),
    record: record && presentRecord(record),
  }
}

/**
 * The call as `viewer` may see it: permits are private (reference), shown for the viewer themself
 * and, to one managing participants (82:611), for everyone; a null viewer (the `call` event all
 * members share) sees none.
 */
export function forViewer(call: CallInfo, viewer: number | null): CallInfo {
  const own = call.participants.find((p) => p.user === viewer)
  if (own?.permits?.includes(CallPermit.ManageParticipants)) return call
  return {
    ...call,
    participants: call.participants.map((p) => (p === own ? p : { ...p, permits: null })),
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
