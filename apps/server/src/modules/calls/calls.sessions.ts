import {
  AnswerStatus,
  CallExit,
  type CallInfo,
  type CallMedia,
  type CallMediaState,
  CallPermit,
  CallPhase,
  type CallRole,
  type CallSignal,
  CallType,
  callSessionRoom,
  GeneralErrorCode,
  MessageType,
  type CallPermit as Permit,
  ROLE_PERMITS,
} from '@nauka/contracts'
import { isUniqueViolation } from '../../db/errors'
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { CallCore } from './calls.core'
import { CallChange, stateOf } from './calls.ending'
import {
  callIsFull,
  entersDirectly,
  join,
  leave,
  roleOf,
  toLobby,
  withinPermits,
  withRole,
} from './calls.model'
import { passOrganiser } from './calls.permits'
import { forViewer } from './calls.present'
import {
  activateCall,
  findLiveSessions,
  findOpenCall,
  findParticipants,
  findSessions,
  insertCall,
  insertSession,
  type SessionRow,
} from './calls.queries'

/** The call as the joiner sees it, and their media session (none while they wait in the lobby). */
export interface Joined {
  call: CallInfo
  mediaSessionId: string | null
}

/**
 * What a socket does in a call (the agreed design): start, join (or wait in the lobby), resume,
 * leave, lose its session, and signal another session of the same call.
 */
export class CallSessions {
  constructor(private readonly core: CallCore) {}

  /** Starts a call in the dialog (the caller's socket becomes their session); an open call is joined instead. */
  async start(
    userId: number,
    dialogId: number,
    type: CallType,
    state: Partial<CallMediaState> = {},
  ): Promise<Joined> {
    const { deps } = this.core
    const dialog = await deps.chat.dialogOf(dialogId, userId, true)
    if (!dialog.members.some((m) => m.userId !== userId)) throw new BadRequestError('calls.nobodyToCall')
    const now = new Date()
    const ringUntil = new Date(now.getTime() + deps.ringSeconds * 1000)
    let started: { change: CallChange; session: SessionRow } | null
    try {
      started = await deps.db.transaction(async (tx) => {
        if (await findOpenCall(tx, dialogId, true)) return null
        const call = await insertCall(tx, { dialogId, ownerId: userId, type })
        const change = new CallChange(tx, deps.chat, call, dialog.personal, now)
        const participants = await change.addParticipants(
          dialog.members.map((m) => {
            const caller = m.userId === userId
            const role = roleOf(dialog.personal, caller, m.groupAdmin)
            return {
              callId: call.id,
              userId: m.userId,
              ...withRole(role),
              status: caller ? AnswerStatus.Connected : AnswerStatus.Dialing,
              answered: caller,
              joinedAt: caller ? now : null,
              ringUntil: caller ? null : ringUntil,
            }
          }),
        )
        const mine = participants.find((p) => p.userId === userId)
        if (!mine) throw new Error('the caller is no participant')
        const session = await insertSession(tx, {
          callId: call.id,
          participantId: mine.id,
          userId,
          ...mediaStateOf(type, state, mine.permits as Permit[]),
        })
        const callees = participants.filter((p) => p.userId !== userId).map((p) => p.userId)
        const started = type === CallType.Video ? MessageType.VideoCallStarted : MessageType.AudioCallStarted
        await change.note(started, userId, callees)
        return { change, session }
      })
    } catch (err) {
      // Two people calling each other at once: the second joins the first one's call.
      if (!isUniqueViolation(err)) throw err
      started = null
    }
    if (!started) return this.join(userId, dialogId, state)
    if (!dialog.personal) await this.core.openRoom(started.change.call)
    deps.onRinging?.(ringUntil)
    const call = await this.core.after(started.change)
    return { call: forViewer(call, userId), mediaSessionId: started.session.id }
  }

  /**
   * Answers or joins the dialog's call: the first answer makes it active (2001); a second tab of
   * someone already in the call takes over their session. Who comes late and unasked waits in the
   * lobby (2002, no session) until a manager lets them in. Refused when the call is full (409) or
   * the joiner's 82:606 was taken away (403).
   */
  async join(userId: number, dialogId: number, state: Partial<CallMediaState> = {}): Promise<Joined> {
    const { deps } = this.core
    const dialog = await deps.chat.dialogOf(dialogId, userId)
    const member = dialog.members.find((m) => m.userId === userId)
    const done = await this.core.inCall(dialog, async (change) => {
      const { call, now } = change
      const participants = await findParticipants(change.tx, call.id)
      let mine = participants.find((p) => p.userId === userId)
      const role = (mine?.role ??
        roleOf(dialog.personal, call.ownerId === userId, member?.groupAdmin ?? false)) as CallRole
      const permits = (mine?.permits ?? ROLE_PERMITS[role]) as Permit[]
      if (!permits.includes(CallPermit.Join)) throw new ForbiddenError('calls.noJoinPermit')
      const lobby = {
        personal: dialog.personal,
        now,
        startedAt: call.startedAt,
        ringSeconds: deps.ringSeconds,
      }
      if (!entersDirectly(mine ? { ...stateOf(mine), role } : { role }, lobby)) {
        await this.toLobby(change, mine, { callId: call.id, userId, ...withRole(role) })
        return null
      }
      const connected = participants.filter((p) => p.status === AnswerStatus.Connected)
      if (callIsFull(call.media as CallMedia, connected.filter((p) => p.userId !== userId).length))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.full' })
      if (!mine) {
        ;[mine] = await change.addParticipants([
          {
            callId: call.id,
            userId,
            ...withRole(role),
            status: AnswerStatus.Connected,
            answered: true,
            joinedAt: now,
          },
        ])
        if (!mine) throw new Error('insert returned no participant')
      } else {
        await change.updateParticipant(mine, { ...join(stateOf(mine)), joinedAt: now, leftAt: null })
        await change.endSessions({ participantId: mine.id })
      }
      const session = await insertSession(change.tx, {
        callId: call.id,
        participantId: mine.id,
        userId,
        ...mediaStateOf(call.type as CallType, state, permits),
      })
      const answered = new Set([...connected.map((p) => p.userId), userId])
      if (
        call.status === CallPhase.Init &&
        answered.size > 1 &&
        (await activateCall(change.tx, call.id, now))
      )
        await change.note(MessageType.CallActivated, userId, [userId])
      return session
    })
    return { call: forViewer(done.call, userId), mediaSessionId: done.result?.id ?? null }
  }

  /** A reconnected socket takes up its session again (within the grace time). */
  async resume(userId: number, dialogId: number, sessionId: string): Promise<CallInfo> {
    await this.core.deps.chat.dialogOf(dialogId, userId)
    const session = await this.liveSession(userId, dialogId, sessionId)
    return forViewer(await this.core.present(session.callId), userId)
  }

  /** Ends the user's session (hang up); the end of the call when it is over. */
  async leave(userId: number, dialogId: number, sessionId: string): Promise<CallInfo | null> {
    await this.core.deps.chat.dialogOf(dialogId, userId)
    const [session] = await findSessions(this.core.db, [sessionId])
    if (!session || session.userId !== userId) throw new NotFoundError('calls.noSession')
    const call = await this.endSession(session, CallExit.Left)
    return call && forViewer(call, userId)
  }

  /** A session whose socket is gone for good, found by the sweep or a disconnect: it has left. */
  async lose(sessionId: string): Promise<void> {
    const [session] = await findSessions(this.core.db, [sessionId])
    if (session && session.endedAt === null) await this.endSession(session, CallExit.Lost)
  }

  /**
   * Checks a signal may go from `from` to `to`: both live sessions of the dialog's open call, `from`
   * the sender's own; then relays it to the target session's room.
   */
  async relay(userId: number, dialogId: number, from: string, to: string, signal: CallSignal): Promise<void> {
    const sessions = await findSessions(this.core.db, [from, to])
    const source = sessions.find((s) => s.id === from)
    const target = sessions.find((s) => s.id === to)
    const call = await findOpenCall(this.core.db, dialogId)
    const valid =
      call !== null &&
      source?.userId === userId &&
      [source, target].every((s) => s !== undefined && s.endedAt === null && s.callId === call.id)
    if (!valid || !call) throw new ForbiddenError('calls.notInCall')
    this.core.deps.hub.toRoom(callSessionRoom(to), 'callSignal', {
      dialogId,
      callId: call.id,
      from: { userId, mediaSessionId: from },
      to,
      signal,
    })
  }

  /** Asks to join from the lobby: 2002 once, when they come to wait (a repeated join changes nothing). */
  private async toLobby(
    change: CallChange,
    mine: Awaited<ReturnType<typeof findParticipants>>[number] | undefined,
    fresh: Parameters<CallChange['addParticipants']>[0][number],
  ): Promise<void> {
    if (!mine) await change.addParticipants([{ ...fresh, status: AnswerStatus.Lobby }])
    else {
      const next = toLobby(stateOf(mine))
      if (!next) return
      await change.updateParticipant(mine, { ...next, leftAt: null })
    }
    await change.note(MessageType.JoinCall, fresh.userId, [fresh.userId])
  }

  private async endSession(session: SessionRow, exit: typeof CallExit.Left | typeof CallExit.Lost) {
    const dialog = await this.core.dialogOfCall(session.callId)
    if (!dialog) return null
    const done = await this.core.change(session.callId, dialog, async (change) => {
      const ended = await change.endSessions({ id: session.id })
      if (ended.length === 0) return
      const live = await findLiveSessions(change.tx, session.callId)
      if (live.some((s) => s.participantId === session.participantId)) return
      const mine = (await findParticipants(change.tx, session.callId)).find(
        (p) => p.id === session.participantId,
      )
      const next = mine ? leave(stateOf(mine), exit) : null
      if (!mine || !next) return
      await change.updateParticipant(mine, { ...next, leftAt: change.now })
      if (!(await change.settle('left'))) await passOrganiser(change, mine)
    })
    return done?.call ?? null
  }

  private async liveSession(userId: number, dialogId: number, sessionId: string): Promise<SessionRow> {
    const [session] = await findSessions(this.core.db, [sessionId])
    const call = session ? await findOpenCall(this.core.db, dialogId) : null
    if (
      !session ||
      !call ||
      session.userId !== userId ||
      session.endedAt !== null ||
      session.callId !== call.id
    )
      throw new NotFoundError('calls.noSession')
    return session
  }
}

/**
 * What a new session shows at first: the microphone on, the camera on in a video call; what the
 * joiner may not switch on (their permits) stays off rather than refusing the join.
 */
const mediaStateOf = (
  type: CallType,
  state: Partial<CallMediaState>,
  permits: readonly Permit[],
): CallMediaState =>
  withinPermits(permits, {
    micOn: state.micOn ?? true,
    camOn: state.camOn ?? type === CallType.Video,
    handUp: state.handUp ?? false,
    sharingScreen: state.sharingScreen ?? false,
  })
