import {
  AnswerStatus,
  CALL_LIMITS,
  CallExit,
  CallMedia,
  type CallMediaState,
  type CallParticipant,
  CallPermit,
  type CallPermitsUpdate,
  CallRole,
  ROLE_PERMITS,
} from '@nauka/contracts'

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

/** Declines a ringing call (SPEC 4: set to left on decline), or withdraws from the lobby. */
export function decline(p: ParticipantState): Change | null {
  if (p.status !== AnswerStatus.Dialing && p.status !== AnswerStatus.Lobby) return null
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

/** An admin removes someone from the call: connected, still ringing or waiting in the lobby. */
export function kick(p: ParticipantState): Change | null {
  const inCall = [AnswerStatus.Connected, AnswerStatus.Dialing, AnswerStatus.Lobby] as AnswerStatus[]
  if (!inCall.includes(p.status)) return null
  return { status: AnswerStatus.Left, exit: CallExit.Kicked, ringUntil: null }
}

/** SPEC 4 "a redial sets dialing again": anyone not connected rings (again) until `until`. */
export function redial(p: ParticipantState, until: Date): Change | null {
  if (p.status === AnswerStatus.Connected) return null
  return { status: AnswerStatus.Dialing, exit: null, ringUntil: until }
}

/** Waits in the lobby (the agreed design: a late join nobody rang). */
export function toLobby(p: ParticipantState): Change | null {
  if (p.status === AnswerStatus.Connected || p.status === AnswerStatus.Lobby) return null
  return { status: AnswerStatus.Lobby, exit: null, ringUntil: null }
}

/** An admin lets someone in from the lobby: they are rung until `until`, and answering joins. */
export function admit(p: ParticipantState, until: Date): Change | null {
  if (p.status !== AnswerStatus.Lobby) return null
  return { status: AnswerStatus.Dialing, exit: null, ringUntil: until }
}

/** The call ended: the connected (and those still in the lobby) have left, the still ringing did not answer. */
export function atEnd(p: ParticipantState): Change | null {
  if (p.status === AnswerStatus.Connected || p.status === AnswerStatus.Lobby)
    return { status: AnswerStatus.Left, exit: CallExit.Left }
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

/** How many may be connected at once: the mesh's limit, or the media server's. */
export const maxParticipants = (media: CallMedia): number =>
  media === CallMedia.Sfu ? CALL_LIMITS.sfuMax : CALL_LIMITS.meshMax

/** A call holds `maxParticipants` connected people; one more is refused. */
export const callIsFull = (media: CallMedia, connectedOthers: number): boolean =>
  connectedOthers >= maxParticipants(media)

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
 * The role one gets in a call (reference table): the caller organises it; group admins and both
 * people of a personal call are its admins; everyone else is a chat user.
 */
export function roleOf(personal: boolean, isCaller: boolean, groupAdmin: boolean): CallRole {
  if (isCaller) return CallRole.Organiser
  return personal || groupAdmin ? CallRole.Admin : CallRole.User
}

/** `admin` of CallParticipant: the organiser or an admin of the call. */
export const isAdminRole = (role: CallRole): boolean => role !== CallRole.User

/** A participant's role with its permits at first (the reference's table) and the `admin` flag it means. */
export const withRole = (role: CallRole) => ({
  role,
  permits: [...ROLE_PERMITS[role]],
  admin: isAdminRole(role),
})

export interface LobbyContext {
  personal: boolean
  now: Date
  startedAt: Date
  ringSeconds: number
}

/**
 * Whether a `join` goes straight in or waits in the lobby (the agreed design): personal calls never
 * wait; one being rung, anyone within the ringing time of the start, organisers and admins, and who
 * was connected in this call before go in; one removed from it waits, unless rung again.
 */
export function entersDirectly(
  p: (ParticipantState & { role: CallRole }) | { role: CallRole; status?: undefined },
  ctx: LobbyContext,
): boolean {
  if (ctx.personal || isAdminRole(p.role) || p.status === AnswerStatus.Connected) return true
  if (p.status === AnswerStatus.Dialing && p.ringUntil !== null && p.ringUntil > ctx.now) return true
  // Removed by an admin: back only through the lobby, unless rung again, even early in the call.
  if ('exit' in p && p.exit === CallExit.Kicked) return false
  if (ctx.now.getTime() - ctx.startedAt.getTime() < ctx.ringSeconds * 1000) return true
  return p.status !== undefined && p.answered
}

const P = CallPermit

/** What each media switch needs beside taking part (82:607). */
const SWITCH_PERMIT: Readonly<Record<keyof CallMediaState, CallPermit>> = {
  micOn: P.Microphone,
  camOn: P.Camera,
  sharingScreen: P.ScreenShare,
  handUp: P.RaiseHand,
}
const SENDS_MEDIA: ReadonlySet<keyof CallMediaState> = new Set(['micOn', 'camOn', 'sharingScreen'])

/** Whether `permits` allow switching `key` on. */
export function maySwitchOn(permits: readonly CallPermit[], key: keyof CallMediaState): boolean {
  if (!permits.includes(SWITCH_PERMIT[key])) return false
  return !SENDS_MEDIA.has(key) || permits.includes(P.TakePart)
}

/** The switches of `state` that are on without the permit for them. */
export const refusedSwitches = (
  permits: readonly CallPermit[],
  state: Partial<CallMediaState>,
): (keyof CallMediaState)[] =>
  (Object.keys(state) as (keyof CallMediaState)[]).filter(
    (k) => state[k] === true && !maySwitchOn(permits, k),
  )

/** `state` with what the permits do not allow switched off (a join's wishes, a permit taken away). */
export function withinPermits<S extends Partial<CallMediaState>>(
  permits: readonly CallPermit[],
  state: S,
): S {
  const allowed = { ...state }
  for (const key of refusedSwitches(permits, state)) allowed[key] = false as S[typeof key]
  return allowed
}

/** What a session may send through the media server. */
export const allowedMedia = (permits: readonly CallPermit[]) => ({
  audio: maySwitchOn(permits, 'micOn'),
  video: maySwitchOn(permits, 'camOn'),
  screen: maySwitchOn(permits, 'sharingScreen'),
})

export interface RoleAndPermits {
  role: CallRole
  permits: CallPermit[]
}

/**
 * Why `actor` may not make `update` to a participant holding `target` (a catalogue key), or null:
 * the organiser is fixed and never given; a role needs 82:610; single permits need 82:611 and only
 * what the actor holds themself can be given.
 */
export function permitsRefusal(
  actor: readonly CallPermit[],
  target: RoleAndPermits,
  update: Omit<CallPermitsUpdate, 'user'>,
): 'calls.organiserFixed' | 'calls.noPermit' | null {
  const added = update.addPermits ?? []
  if (target.role === CallRole.Organiser || update.role === CallRole.Organiser || added.includes(P.Organiser))
    return 'calls.organiserFixed'
  if (update.role !== undefined && !actor.includes(P.AppointAdmins)) return 'calls.noPermit'
  const single = added.length + (update.delPermits?.length ?? 0) > 0
  if (single && !actor.includes(P.ManageParticipants)) return 'calls.noPermit'
  if (added.some((permit) => !actor.includes(permit))) return 'calls.noPermit'
  return null
}

/** A role change sets that role's permits first; then single permits are added and taken away. */
export function applyPermits(
  current: RoleAndPermits,
  update: Omit<CallPermitsUpdate, 'user'>,
): RoleAndPermits {
  const role = update.role ?? current.role
  const permits = new Set<CallPermit>(update.role ? ROLE_PERMITS[update.role] : current.permits)
  for (const permit of update.addPermits ?? []) permits.add(permit)
  for (const permit of update.delPermits ?? []) permits.delete(permit)
  return { role, permits: [...permits].sort() }
}

/**
 * Whom the organiser's part passes to when they leave (reference "post-processing"): the first
 * connected admin; null when there is none (the call goes on and ends by the usual rules).
 */
export const nextOrganiser = <P extends { status: number; role: string }>(
  participants: readonly P[],
): P | null =>
  participants.find((p) => p.status === AnswerStatus.Connected && p.role === CallRole.Admin) ?? null

/** A `callStatus` event's groups: each new status with the users now in it (in the order first seen). */
export function statusGroups(changes: ReadonlyMap<number, CallParticipant['status']>) {
  const groups = new Map<CallParticipant['status'], number[]>()
  for (const [user, status] of changes) groups.set(status, [...(groups.get(status) ?? []), user])
  return [...groups].map(([status, users]) => ({ status, users }))
}
