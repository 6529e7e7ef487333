import {
  AnswerStatus,
  type CallMediaState,
  type CallParticipant,
  CallPermit,
  CallRole,
  type CallStatusEvent,
  CallType,
} from '@nauka/contracts'
import type { DevicesWanted } from './media'

/** What each own control needs besides taking part (82:607), as the server enforces it. */
const NEEDS: Record<keyof CallMediaState, CallPermit> = {
  micOn: CallPermit.Microphone,
  camOn: CallPermit.Camera,
  sharingScreen: CallPermit.ScreenShare,
  handUp: CallPermit.RaiseHand,
}
/** Without taking part one may be in the call but publish nothing. */
const PUBLISHES: ReadonlySet<keyof CallMediaState> = new Set(['micOn', 'camOn', 'sharingScreen'])

/**
 * Whether the user may switch one of their own controls on. Unknown permits (null) hold nothing
 * back: the server refuses what is not allowed anyway, and a missing list is no reason to block.
 */
export const mayTurnOn = (permits: readonly CallPermit[] | null, key: keyof CallMediaState): boolean =>
  permits === null ||
  (permits.includes(NEEDS[key]) && (!PUBLISHES.has(key) || permits.includes(CallPermit.TakePart)))

/**
 * Issue 17: the devices a new media session asks the browser for: what the call's type wants and
 * the user's permits allow, so a camera or microphone the user may not use never lights up.
 */
export const devicesFor = (type: CallType, permits: readonly CallPermit[] | null): DevicesWanted => ({
  audio: mayTurnOn(permits, 'micOn'),
  video: type === CallType.Video && mayTurnOn(permits, 'camOn'),
})

/** Every user's permits seen so far: the broadcast hides them (null), the presentations to the user show them. */
export type KnownPermits = Readonly<Record<number, readonly CallPermit[]>>

export const mergePermits = (known: KnownPermits, participants: readonly CallParticipant[]): KnownPermits => {
  const shown = participants.filter((p) => p.permits !== null)
  if (shown.length === 0) return known
  return { ...known, ...Object.fromEntries(shown.map((p) => [p.user, p.permits])) }
}

/** The participant with the permits known for them, where the call they came with hides them. */
export const withKnownPermits = (p: CallParticipant, known: KnownPermits): CallParticipant =>
  p.permits === null && known[p.user] ? { ...p, permits: [...(known[p.user] ?? [])] } : p

export type ParticipantActions = {
  /** Let in from the lobby (82:611). */
  admit: boolean
  /** Switch their live microphone off (82:611; only off). */
  mute: boolean
  /** Give or take the call admin role (82:610). */
  makeAdmin: boolean
  removeAdmin: boolean
  /** Remove from the call (82:611), from three people on (in a call of two it is a hang-up). */
  remove: boolean
  /** Switch single permits (82:611) once theirs are known. */
  permits: boolean
}

type ActionsInput = {
  me: number
  /** The viewer's own permits (null: unknown, nothing offered). */
  permits: readonly CallPermit[] | null
  target: CallParticipant
  /** How many people the call has: removal starts at three. */
  size: number
}

/** Issue 17: what the viewer may do to one participant; never to themself or to the organiser. */
export const actionsOn = ({ me, permits, target, size }: ActionsInput): ParticipantActions => {
  const may = (permit: CallPermit) => permits?.includes(permit) ?? false
  const open = target.user !== me && !target.roles.includes(CallRole.Organiser)
  const manage = open && may(CallPermit.ManageParticipants)
  const appoint = open && may(CallPermit.AppointAdmins) && target.status !== AnswerStatus.Left
  const present = target.status === AnswerStatus.Connected || target.status === AnswerStatus.Dialing
  return {
    admit: manage && target.status === AnswerStatus.Lobby,
    mute: manage && target.status === AnswerStatus.Connected && target.states.some((s) => s.micOn),
    makeAdmin: appoint && target.roles.includes(CallRole.User),
    removeAdmin: appoint && target.roles.includes(CallRole.Admin),
    remove: manage && present && size > 2,
    permits: manage && target.status !== AnswerStatus.Left && target.permits !== null,
  }
}

/** Issue 17 (2008): who has just come to the lobby, told to those who may let them in. */
export const lobbyArrivals = (event: CallStatusEvent, permits: readonly CallPermit[] | null): number[] =>
  permits?.includes(CallPermit.ManageParticipants)
    ? event.statusUpdates.filter((u) => u.status === AnswerStatus.Lobby).flatMap((u) => u.users)
    : []
