import { AnswerStatus, CALL_LIMITS, CallExit } from '@nauka/contracts'

/**
 * SPEC 4 "Call participants" as pure transitions: each answers the participant's new fields, or null
 * when the move is not allowed from where the participant stands (the caller then refuses or does
 * nothing, so a repeated or late event changes nothing).
 */

export interface ParticipantState {
  status: AnswerStatus
  exit: CallExit | null
  ringUntil: Date | null
  answered: boolean
}

type Change = Partial<ParticipantState>

/** Answers or joins: from ringing, or back after leaving / missing it (a group call), or a second tab. */
export function join(p: ParticipantState): Change | null {
  if (p.status === AnswerStatus.Admin) return null
  return { status: AnswerStatus.Connected, exit: null, ringUntil: null, answered: true }
}

/** Declines a ringing call (SPEC 4: set to left on decline). */
export function decline(p: ParticipantState): Change | null {
  if (p.status !== AnswerStatus.Dialing) return null
  return { status: AnswerStatus.Left, exit: CallExit.Declined, ringUntil: null }
}

/** The ringing ran out unanswered. */
export function ringOut(p: ParticipantState, now: Date): Change | null {
  if (p.status !== AnswerStatus.Dialing || p.ringUntil === null || p.ringUntil > now) return null
  return { status: AnswerStatus.NoAnswer, exit: CallExit.NoAnswer, ringUntil: null }
}

/** Leaves (hang up, a lost socket): only a connected participant. */
export function leave(p: ParticipantState, exit: typeof CallExit.Left | typeof CallExit.Lost): Change | null {
  if (p.status !== AnswerStatus.Connected) return null
  return { status: AnswerStatus.Left, exit }
}

/** An admin removes someone from the call: connected or still ringing. */
export function kick(p: ParticipantState): Change | null {
  if (p.status !== AnswerStatus.Connected && p.status !== AnswerStatus.Dialing) return null
  return { status: AnswerStatus.Left, exit: CallExit.Kicked, ringUntil: null }
}

/** SPEC 4 "a redial sets dialing again": anyone not connected rings (again) until `until`. */
export function redial(p: ParticipantState, until: Date): Change | null {
  if (p.status === AnswerStatus.Connected) return null
  return { status: AnswerStatus.Dialing, exit: null, ringUntil: until }
}

/** The call ended: the connected have left, the still ringing did not answer. */
export function atEnd(p: ParticipantState): Change | null {
  if (p.status === AnswerStatus.Connected) return { status: AnswerStatus.Left, exit: CallExit.Left }
  if (p.status === AnswerStatus.Dialing)
    return { status: AnswerStatus.NoAnswer, exit: CallExit.NoAnswer, ringUntil: null }
  return null
}

export const applyChange = <P extends ParticipantState>(p: P, change: Change | null): P =>
  change ? { ...p, ...change } : p

/**
 * Whether the call is over (the agreed design): a personal call as soon as either person left,
 * declined or was not reached; a group call when nobody is connected any more, or when nobody
 * answered and nobody rings any more.
 */
export function callIsOver(
  personal: boolean,
  activated: boolean,
  participants: readonly Pick<ParticipantState, 'status'>[],
): boolean {
  const count = (status: AnswerStatus) => participants.filter((p) => p.status === status).length
  if (personal) return count(AnswerStatus.Left) + count(AnswerStatus.NoAnswer) > 0
  if (count(AnswerStatus.Connected) === 0) return true
  return !activated && count(AnswerStatus.Dialing) === 0
}

/** A peer-to-peer mesh holds `meshMax` connected people; one more is refused. */
export const meshIsFull = (connectedOthers: number): boolean => connectedOthers >= CALL_LIMITS.meshMax

/** Whole seconds from the answer to the end (the "ended" message's duration). */
export const durationSeconds = (activatedAt: Date, endedAt: Date): number =>
  Math.max(0, Math.round((endedAt.getTime() - activatedAt.getTime()) / 1000))

/** ISO 8601 duration (`PT1H2M5S`), as the reference's CallInfoDto.duration. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`
  return `PT${parts}`
}

/**
 * Who may invite, redial, remove and stop: the caller, a group's admins, both people of a personal
 * call (the agreed design).
 */
export const isCallAdmin = (personal: boolean, isCaller: boolean, groupAdmin: boolean): boolean =>
  personal || isCaller || groupAdmin
