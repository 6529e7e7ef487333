import {
  AnswerStatus,
  type CallInfo,
  type CallParticipant,
  CallPhase,
  CallRole,
  CallStatus,
  type CallType,
  type Dialog,
  MessageType,
} from '@nauka/contracts'

/**
 * SPEC 3 Call, SPEC 4 Call status, Call participants, Incoming call message types: what this tab's
 * call screen shows, as pure transitions driven by the server's `call` events and the user.
 */
export type CallView = {
  status: CallStatus
  /** The dialog whose call this tab shows (rings, calls or is in); null when idle. */
  dialogId: number | null
  /** The call as the server last described it (null until the first answer of a start). */
  call: CallInfo | null
  /** Audio or video: what the user chose or what rings. */
  type: CallType | null
}

export const idleCall: CallView = { status: CallStatus.Finish, dialogId: null, call: null, type: null }

export type CallViewEvent =
  /** The user starts a call from a dialog. */
  | { kind: 'start'; dialogId: number; type: CallType }
  /** The user answers the ringing call or joins a group's active call. */
  | { kind: 'join'; dialogId: number; type: CallType }
  /** The server answered a start, join or resume with the call. */
  | { kind: 'joined'; call: CallInfo }
  /** The server's `call` event: the call of a dialog changed. */
  | { kind: 'server'; call: CallInfo; me: number; mySessionId: string | null }
  /** Hang up, decline, a refusal, a lost session: back to idle. */
  | { kind: 'end' }

const mine = (call: CallInfo, me: number): CallParticipant | undefined =>
  call.participants.find((p) => p.user === me)

const over = (call: CallInfo) => call.status === CallPhase.Finished || call.status === CallPhase.Error

/** Whether the call rings for the user in a tab that carries no session of theirs. */
export const ringsFor = (call: CallInfo, me: number, now = Date.now()): boolean => {
  const own = mine(call, me)
  if (over(call) || !own || own.status !== AnswerStatus.Dialing || own.states.length > 0) return false
  return own.ringUntil === null || Date.parse(own.ringUntil) > now
}

/** Someone other than the user is connected: the other side joined. */
const othersJoined = (call: CallInfo, me: number) =>
  call.participants.some((p) => p.user !== me && p.status === AnswerStatus.Connected)

/** Whether this tab's own session is still in the call. */
const holdsSession = (call: CallInfo, me: number, sessionId: string | null) =>
  sessionId !== null &&
  mine(call, me)?.status === AnswerStatus.Connected &&
  (mine(call, me)?.states.some((s) => s.mediaSessionId === sessionId) ?? false)

/** Issue 17: the user asked to join and waits in the lobby (a join answered without a session). */
export const inLobby = (view: CallView, me: number): boolean =>
  view.status === CallStatus.Received &&
  view.call !== null &&
  mine(view.call, me)?.status === AnswerStatus.Lobby

/**
 * Out of the lobby: an admin let the user in, so the call rings (accepting joins, now straight in);
 * withdrawn or joined on another tab, or the call over, this tab has nothing left to show.
 */
const leaveLobby = (view: CallView, call: CallInfo, me: number): CallView => {
  if (mine(call, me)?.status === AnswerStatus.Lobby) return { ...view, call }
  return ringsFor(call, me)
    ? { status: CallStatus.Ring, dialogId: call.dialogId, call, type: call.type }
    : idleCall
}

const fromServer = (view: CallView, call: CallInfo, me: number, sessionId: string | null): CallView => {
  const same = view.dialogId === call.dialogId
  if (view.status === CallStatus.Finish)
    return ringsFor(call, me)
      ? { status: CallStatus.Ring, dialogId: call.dialogId, call, type: call.type }
      : view
  // Another dialog's call never changes this one (a busy user's second ring is declined elsewhere).
  if (!same) return view
  if (over(call)) return idleCall
  if (inLobby(view, me)) return leaveLobby(view, call, me)
  if (view.status === CallStatus.Ring)
    // Answered on another tab, declined, or the ringing ran out: this tab stops ringing.
    return ringsFor(call, me) ? { ...view, call } : idleCall
  // A call in progress whose server copy no longer has this tab's session (kicked, lost): it ended.
  if (sessionId !== null && !holdsSession(call, me, sessionId)) return idleCall
  if (view.status === CallStatus.Calling && othersJoined(call, me))
    return { ...view, status: CallStatus.Received, call }
  return { ...view, call }
}

/** SPEC 4 Call status: finish → calling on a start, ring on an incoming call, received once joined. */
export const nextCallView = (view: CallView, event: CallViewEvent): CallView => {
  switch (event.kind) {
    case 'start':
      return view.status === CallStatus.Finish
        ? { status: CallStatus.Calling, dialogId: event.dialogId, call: null, type: event.type }
        : view
    case 'join':
      return view.status === CallStatus.Finish || view.status === CallStatus.Ring
        ? { status: CallStatus.Received, dialogId: event.dialogId, call: view.call, type: event.type }
        : view
    case 'joined':
      if (view.dialogId !== event.call.dialogId) return view
      // A caller whose start was answered by joining a group's call already going on is in it.
      return view.status === CallStatus.Calling && event.call.status === CallPhase.Active
        ? { ...view, status: CallStatus.Received, call: event.call }
        : { ...view, call: event.call }
    case 'server':
      return fromServer(view, event.call, event.me, event.mySessionId)
    case 'end':
      return idleCall
  }
}

/** SPEC 4 Call participants: what the user or the server did to one person of the call. */
export type ParticipantEvent =
  | { kind: 'add'; user: number }
  | { kind: 'join'; user: number }
  | { kind: 'leave'; user: number }
  | { kind: 'decline'; user: number }
  | { kind: 'redial'; user: number }
  | { kind: 'remove'; user: number }

const withStatus = (p: CallParticipant, status: CallParticipant['status']): CallParticipant => ({
  ...p,
  status,
  states: status === AnswerStatus.Connected ? p.states : [],
})

/**
 * SPEC 4: added as dialing, left on leave or decline, connected on join, dialing again on a
 * redial, gone on a removal. The screen applies these at once; the server's next event confirms.
 */
export const nextParticipants = (list: CallParticipant[], event: ParticipantEvent): CallParticipant[] => {
  const change = (status: CallParticipant['status']) =>
    list.map((p) => (p.user === event.user ? withStatus(p, status) : p))
  switch (event.kind) {
    case 'add':
      if (list.some((p) => p.user === event.user)) return change(AnswerStatus.Dialing)
      return [
        ...list,
        {
          id: -event.user,
          user: event.user,
          status: AnswerStatus.Dialing,
          exit: null,
          admin: false,
          roles: [CallRole.User],
          permits: null,
          states: [],
          fullName: null,
          imageUrl: null,
          ringUntil: null,
        },
      ]
    case 'join':
      return change(AnswerStatus.Connected)
    case 'leave':
    case 'decline':
      return change(AnswerStatus.Left)
    case 'redial':
      return change(AnswerStatus.Dialing)
    case 'remove':
      return list.filter((p) => p.user !== event.user)
  }
}

/** A chat message as far as SPEC 4's incoming call message types need it. */
export type CallMessageSeen = { cType: number; ownerId: number; dialog: number }

/**
 * SPEC 4 Incoming call message types, in this app's meaning of the types (SPEC 3): a start (2, 3)
 * or a ring again (2004) from someone else while idle rings; an end (6), a "not answered" (6003) or
 * a decline (6001) of a personal call stops the call of that dialog.
 */
export const callStatusOnMessage = (
  status: CallStatus,
  message: CallMessageSeen,
  me: number,
  callDialogId: number | null,
  personal: boolean,
): CallStatus => {
  const rings: number[] = [MessageType.AudioCallStarted, MessageType.VideoCallStarted, MessageType.CallUsers]
  if (rings.includes(message.cType))
    return status === CallStatus.Finish && message.ownerId !== me ? CallStatus.Ring : status
  if (message.dialog !== callDialogId) return status
  if (message.cType === MessageType.CallEnded || message.cType === MessageType.NotAnswer)
    return CallStatus.Finish
  if (message.cType === MessageType.CallDeclined && personal && message.ownerId !== me)
    return CallStatus.Finish
  if (message.cType === MessageType.CallActivated && status === CallStatus.Calling) return CallStatus.Received
  return status
}

/** SPEC 4 Call status: a finished or failed call is no call of its dialog any more. */
export const isCallOver = (call: CallInfo): boolean =>
  call.status === CallPhase.Finished || call.status === CallPhase.Error

type WithActiveCall = Pick<Dialog, 'dialogId' | 'activeCall'>

/**
 * SPEC 3 Dialog `activeCall` after a `call` event: the call's id and type while it rings or goes
 * on, null once over. Dialogs it does not change come back as they were.
 */
export const withActiveCall = <D extends WithActiveCall>(dialogs: D[], call: CallInfo): D[] => {
  const next = isCallOver(call) ? null : { id: call.id, type: call.type }
  return dialogs.map((dialog) =>
    dialog.dialogId !== call.dialogId ||
    (dialog.activeCall?.id === next?.id && dialog.activeCall?.type === next?.type)
      ? dialog
      : { ...dialog, activeCall: next },
  )
}

/**
 * The participants a call screen shows: everyone still in it or still rung, the user first. Those
 * waiting in the lobby are not in the call yet (the participants panel lists them).
 */
export const shownParticipants = (call: CallInfo, me: number): CallParticipant[] => {
  const shown = call.participants.filter(
    (p) => p.user === me || (p.status !== AnswerStatus.Left && p.status !== AnswerStatus.Lobby),
  )
  return [...shown.filter((p) => p.user === me), ...shown.filter((p) => p.user !== me)]
}

/** Who the call is with, for its header: the others still in it or still rung. */
export const callPeers = (call: CallInfo, me: number): CallParticipant[] =>
  shownParticipants(call, me).filter((p) => p.user !== me)

/** Seconds the call has gone on since the first answer; null while it only rings. */
export const callElapsed = (call: CallInfo, now: number): number | null =>
  call.activeDate ? Math.max(0, Math.floor((now - Date.parse(call.activeDate)) / 1000)) : null

/** The live sessions of others in the call: who this tab's mesh keeps a connection with. */
export const remoteSessions = (call: CallInfo, mySessionId: string | null): string[] =>
  call.participants
    .filter((p) => p.status === AnswerStatus.Connected)
    .flatMap((p) => p.states.map((s) => s.mediaSessionId))
    .filter((id) => id !== mySessionId)

/** SPEC 4 Call participants: a dialing or unanswered person can be rung again. */
export const canRedial = (p: CallParticipant): boolean =>
  p.status === AnswerStatus.Dialing || p.status === AnswerStatus.NoAnswer

/** Whether the user may redial and remove people: the call's admins (caller, group admins). */
export const isCallAdmin = (call: CallInfo, me: number): boolean => mine(call, me)?.admin ?? false

/** The loudest session above a whisper, for the highlighted tile; null in silence. */
export const activeSpeaker = (levels: ReadonlyMap<string, number>, threshold = 0.02): string | null => {
  let best: string | null = null
  let loudest = threshold
  for (const [id, level] of levels)
    if (level > loudest) {
      best = id
      loudest = level
    }
  return best
}
