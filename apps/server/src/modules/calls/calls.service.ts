import {
  AnswerStatus,
  CallExit,
  type CallInfo,
  type CallMediaState,
  type CallParticipant,
  CallPhase,
  type CallSignal,
  CallType,
  callSessionRoom,
  GeneralErrorCode,
  type IceConfig,
  MessageType,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { CallDialog, ChatForCalls } from '../chat/chat.calls'
import type { MessageRow } from '../chat/messages.queries'
import type { UserSummary } from '../follow/follow.present'
import { CallChange, stateOf } from './calls.ending'
import type { CallMediaServer } from './calls.media'
import { decline, isCallAdmin, join, kick, leave, meshIsFull, redial, ringOut } from './calls.model'
import { presentCall } from './calls.present'
import {
  activateCall,
  type CallRow,
  endSessions,
  findCall,
  findCallsWithExpiredRings,
  findLiveSessions,
  findOpenCall,
  findParticipants,
  findRunningRecord,
  findSessions,
  insertCall,
  insertParticipants,
  insertSession,
  lockCall,
  type SessionRow,
  updateParticipant,
  updateSessionState,
} from './calls.queries'
import { iceConfigFor } from './calls.turn'

export interface CallsDeps {
  db: Db
  chat: ChatForCalls
  hub: RealtimeHub
  summaries(userIds: number[]): Promise<Map<number, UserSummary>>
  ringSeconds: number
  ice: { servers: IceConfig['iceServers']; turnSecret?: string }
  /** Told of each ringing end to come (a precise timer of this process). */
  onRinging?(until: Date): void
  /** The media server for group calls (JANUS_URL set); without it every call is a mesh. */
  media?: CallMediaServer
}

export interface Joined {
  call: CallInfo
  mediaSessionId: string
}

const noCall = () => new NotFoundError('calls.noActiveCall')

/**
 * SPEC 3, 4, 7 and the agreed design: calls of dialogs, their participants and media sessions.
 * Every change runs in a transaction holding the call's row, so racing processes act once; its
 * messages are pushed and every member told of the call after the commit.
 */
export class CallsService {
  constructor(private readonly deps: CallsDeps) {}

  /** Starts a call in the dialog (the caller's socket becomes their session); an open call is joined instead. */
  async start(
    userId: number,
    dialogId: number,
    type: CallType,
    state: Partial<CallMediaState> = {},
  ): Promise<Joined> {
    const dialog = await this.deps.chat.dialogOf(dialogId, userId, true)
    if (!dialog.members.some((m) => m.userId !== userId)) throw new BadRequestError('calls.nobodyToCall')
    const now = new Date()
    const ringUntil = new Date(now.getTime() + this.deps.ringSeconds * 1000)
    let started: { change: CallChange; session: SessionRow } | null
    try {
      started = await this.deps.db.transaction(async (tx) => {
        if (await findOpenCall(tx, dialogId, true)) return null
        const call = await insertCall(tx, { dialogId, ownerId: userId, type })
        const change = new CallChange(tx, this.deps.chat, call, dialog.personal, now)
        const participants = await insertParticipants(
          tx,
          dialog.members.map((m) => {
            const caller = m.userId === userId
            return {
              callId: call.id,
              userId: m.userId,
              admin: isCallAdmin(dialog.personal, caller, m.groupAdmin),
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
          ...mediaStateOf(type, state),
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
    this.deps.onRinging?.(ringUntil)
    const call = await this.after(started.change)
    return { call, mediaSessionId: started.session.id }
  }

  /**
   * Answers or joins the dialog's call: the first answer makes it active (2001), a later one is a
   * join (2002); a second tab of someone already in the call takes over their session. Refused when
   * the mesh is full (409).
   */
  async join(userId: number, dialogId: number, state: Partial<CallMediaState> = {}): Promise<Joined> {
    const dialog = await this.deps.chat.dialogOf(dialogId, userId)
    const member = dialog.members.find((m) => m.userId === userId)
    const done = await this.inCall(dialog, async (change) => {
      const { tx, call, now } = change
      const participants = await findParticipants(tx, call.id)
      let mine = participants.find((p) => p.userId === userId)
      const connected = participants.filter((p) => p.status === AnswerStatus.Connected)
      if (meshIsFull(connected.filter((p) => p.userId !== userId).length))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'calls.full' })
      const wasConnected = mine?.status === AnswerStatus.Connected
      if (!mine) {
        const admin = isCallAdmin(dialog.personal, call.ownerId === userId, member?.groupAdmin ?? false)
        ;[mine] = await insertParticipants(tx, [
          { callId: call.id, userId, admin, status: AnswerStatus.Connected, answered: true, joinedAt: now },
        ])
        if (!mine) throw new Error('insert returned no participant')
      } else {
        await updateParticipant(tx, mine.id, { ...join(stateOf(mine)), joinedAt: now, leftAt: null })
        await endSessions(tx, { callId: call.id, participantId: mine.id }, now)
      }
      const session = await insertSession(tx, {
        callId: call.id,
        participantId: mine.id,
        userId,
        ...mediaStateOf(call.type as CallType, state),
      })
      const answered = new Set([...connected.map((p) => p.userId), userId])
      if (call.status === CallPhase.Init && answered.size > 1) {
        if (await activateCall(tx, call.id, now))
          await change.note(MessageType.CallActivated, userId, [userId])
      } else if (!wasConnected) await change.note(MessageType.JoinCall, userId, [userId])
      return session
    })
    return { call: done.call, mediaSessionId: done.result.id }
  }

  /** A reconnected socket takes up its session again (within the grace time). */
  async resume(userId: number, dialogId: number, sessionId: string): Promise<CallInfo> {
    await this.deps.chat.dialogOf(dialogId, userId)
    const session = await this.liveSession(userId, dialogId, sessionId)
    return this.present(session.callId)
  }

  /** Ends the user's session (hang up): 2003, or the end of the call when it is over. */
  async leave(userId: number, dialogId: number, sessionId: string): Promise<CallInfo | null> {
    await this.deps.chat.dialogOf(dialogId, userId)
    const [session] = await findSessions(this.deps.db, [sessionId])
    if (!session || session.userId !== userId) throw new NotFoundError('calls.noSession')
    return this.endSession(session, CallExit.Left)
  }

  /** A session whose socket is gone for good, found by the sweep or a disconnect: it has left. */
  async lose(sessionId: string): Promise<void> {
    const [session] = await findSessions(this.deps.db, [sessionId])
    if (session && session.endedAt === null) await this.endSession(session, CallExit.Lost)
  }

  /**
   * Checks a signal may go from `from` to `to`: both live sessions of the dialog's open call, `from`
   * the sender's own. Answers the call's id for the relayed event.
   */
  async relay(userId: number, dialogId: number, from: string, to: string, signal: CallSignal): Promise<void> {
    const sessions = await findSessions(this.deps.db, [from, to])
    const source = sessions.find((s) => s.id === from)
    const target = sessions.find((s) => s.id === to)
    const call = await findOpenCall(this.deps.db, dialogId)
    const valid =
      call !== null &&
      source?.userId === userId &&
      [source, target].every((s) => s !== undefined && s.endedAt === null && s.callId === call.id)
    if (!valid || !call) throw new ForbiddenError('calls.notInCall')
    this.deps.hub.toRoom(callSessionRoom(to), 'callSignal', {
      dialogId,
      callId: call.id,
      from: { userId, mediaSessionId: from },
      to,
      signal,
    })
  }

  /** The dialog's open call (404 when there is none), for its members. */
  async ofDialog(userId: number, dialogId: number): Promise<CallInfo> {
    await this.deps.chat.dialogOf(dialogId, userId)
    const call = await findOpenCall(this.deps.db, dialogId)
    if (!call) throw noCall()
    return this.present(call.id)
  }

  /** Declines the ringing call (6001): every tab of the user stops ringing; a personal call ends. */
  async decline(userId: number, dialogId: number): Promise<CallInfo> {
    const dialog = await this.deps.chat.dialogOf(dialogId, userId)
    const done = await this.inCall(dialog, async (change) => {
      const mine = (await findParticipants(change.tx, change.call.id)).find((p) => p.userId === userId)
      const next = mine ? decline(stateOf(mine)) : null
      if (!mine || !next) throw new BadRequestError('calls.notRinging')
      await updateParticipant(change.tx, mine.id, { ...next, leftAt: change.now })
      await change.note(MessageType.CallDeclined, userId, [userId])
      await change.settle('declined')
    })
    return done.call
  }

  /** Ends the call for everyone (admins of the call); false when there was none going on. */
  async stop(userId: number, dialogId: number): Promise<boolean> {
    const dialog = await this.deps.chat.dialogOf(dialogId, userId)
    const call = await findOpenCall(this.deps.db, dialogId)
    if (!call) return false
    this.requireAdmin(dialog, call, userId)
    const done = await this.change(call.id, dialog, (change) => change.end('stopped'))
    return done?.result ?? false
  }

  /** One's own mic, camera, screen share and raised hand; every member is told. */
  async setState(
    userId: number,
    dialogId: number,
    update: { mediaSessionId?: string; state: Partial<CallMediaState> },
  ): Promise<CallParticipant> {
    await this.deps.chat.dialogOf(dialogId, userId)
    const call = await findOpenCall(this.deps.db, dialogId)
    if (!call) throw noCall()
    const own = (await findLiveSessions(this.deps.db, call.id)).filter((s) => s.userId === userId)
    const session = update.mediaSessionId ? own.find((s) => s.id === update.mediaSessionId) : own[0]
    if (!session) throw new NotFoundError('calls.noSession')
    await updateSessionState(this.deps.db, session.id, update.state)
    const info = await this.publish(call.id, [])
    const participant = info.participants.find((p) => p.user === userId)
    if (!participant) throw new NotFoundError('calls.noSession')
    return participant
  }

  /** An admin removes a participant (6002); the removed sessions end and get no more signalling. */
  async kick(adminId: number, dialogId: number, targetId: number): Promise<CallInfo> {
    const dialog = await this.deps.chat.dialogOf(dialogId, adminId)
    if (targetId === adminId) throw new BadRequestError('calls.kickSelf')
    const done = await this.inCall(dialog, async (change) => {
      this.requireAdmin(dialog, change.call, adminId)
      const target = (await findParticipants(change.tx, change.call.id)).find((p) => p.userId === targetId)
      const next = target ? kick(stateOf(target)) : null
      if (!target || !next) throw new BadRequestError('calls.notParticipant')
      await updateParticipant(change.tx, target.id, { ...next, leftAt: change.now })
      await endSessions(change.tx, { callId: change.call.id, participantId: target.id }, change.now)
      await change.note(MessageType.CallKicked, adminId, [targetId])
      await change.settle('kicked')
    })
    return done.call
  }

  /** Admins ring members of the dialog into the call (again): 2004 with those rung. */
  async invite(adminId: number, dialogId: number, userIds: number[]): Promise<CallInfo> {
    const dialog = await this.deps.chat.dialogOf(dialogId, adminId)
    const members = new Map(dialog.members.map((m) => [m.userId, m]))
    if (userIds.some((id) => !members.has(id))) throw new BadRequestError('calls.notMember')
    let ringUntil: Date | null = null
    const done = await this.inCall(dialog, async (change) => {
      const { tx, call, now } = change
      this.requireAdmin(dialog, call, adminId)
      ringUntil = new Date(now.getTime() + this.deps.ringSeconds * 1000)
      const participants = await findParticipants(tx, call.id)
      const rung: number[] = []
      for (const userId of new Set(userIds)) {
        const existing = participants.find((p) => p.userId === userId)
        if (!existing) {
          const admin = isCallAdmin(dialog.personal, false, members.get(userId)?.groupAdmin ?? false)
          await insertParticipants(tx, [{ callId: call.id, userId, admin, ringUntil }])
          rung.push(userId)
          continue
        }
        const next = redial(stateOf(existing), ringUntil)
        if (!next) continue
        await updateParticipant(tx, existing.id, { ...next, leftAt: null })
        rung.push(userId)
      }
      if (rung.length > 0) await change.note(MessageType.CallUsers, adminId, rung)
    })
    if (ringUntil) this.deps.onRinging?.(ringUntil)
    return done.call
  }

  /** Tells every member of the dialog how the call now is (e.g. a recording started or stopped). */
  async announce(callId: number): Promise<CallInfo> {
    return this.publish(callId, [])
  }

  iceServers(userId: number): IceConfig {
    return iceConfigFor(this.deps.ice.servers, this.deps.ice.turnSecret, userId, new Date())
  }

  /**
   * Ends the ringing that ran out by `now` (6004 for each, and the end of a personal call or of a
   * call nobody answered), in every open call, once whichever process gets there first.
   */
  async ringOuts(now: Date): Promise<void> {
    for (const callId of await findCallsWithExpiredRings(this.deps.db, now)) {
      const dialog = await this.dialogOfCall(callId)
      if (!dialog) continue
      await this.change(callId, dialog, async (change) => {
        const missed: number[] = []
        for (const p of await findParticipants(change.tx, callId)) {
          const next = ringOut(stateOf(p), now)
          if (!next) continue
          await updateParticipant(change.tx, p.id, next)
          missed.push(p.userId)
        }
        if (missed.length === 0) return
        await change.note(MessageType.MissedCall, change.call.ownerId, missed)
        await change.settle('noAnswer')
      })
    }
  }

  private async endSession(session: SessionRow, exit: typeof CallExit.Left | typeof CallExit.Lost) {
    const dialog = await this.dialogOfCall(session.callId)
    if (!dialog) return null
    const done = await this.change(session.callId, dialog, async (change) => {
      const ended = await endSessions(change.tx, { callId: session.callId, id: session.id }, change.now)
      if (ended.length === 0) return
      const live = await findLiveSessions(change.tx, session.callId)
      if (live.some((s) => s.participantId === session.participantId)) return
      const mine = (await findParticipants(change.tx, session.callId)).find(
        (p) => p.id === session.participantId,
      )
      const next = mine ? leave(stateOf(mine), exit) : null
      if (!mine || !next) return
      await updateParticipant(change.tx, mine.id, { ...next, leftAt: change.now })
      if (!(await change.settle('left')))
        await change.note(MessageType.LeftJoinCall, mine.userId, [mine.userId])
    })
    return done?.call ?? null
  }

  private requireAdmin(dialog: CallDialog, call: CallRow, userId: number): void {
    const member = dialog.members.find((m) => m.userId === userId)
    if (!member || !isCallAdmin(dialog.personal, call.ownerId === userId, member.groupAdmin))
      throw new ForbiddenError('calls.notAdmin')
  }

  private async liveSession(userId: number, dialogId: number, sessionId: string): Promise<SessionRow> {
    const [session] = await findSessions(this.deps.db, [sessionId])
    const call = session ? await findOpenCall(this.deps.db, dialogId) : null
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

  /** The dialog of a call, without a reader (sweeps, a lost session). */
  private async dialogOfCall(callId: number): Promise<CallDialog | null> {
    const call = await findCall(this.deps.db, callId)
    return call ? this.deps.chat.dialog(call.dialogId) : null
  }

  /** A change of the dialog's open call (404 when there is none). */
  private async inCall<T>(
    dialog: CallDialog,
    work: (change: CallChange) => Promise<T>,
  ): Promise<{ call: CallInfo; result: T }> {
    const call = await findOpenCall(this.deps.db, dialog.id)
    if (!call) throw noCall()
    const done = await this.change(call.id, dialog, work)
    if (!done) throw noCall()
    return done
  }

  /** Runs `work` on the call with its row locked, if it is still open; then publishes what it wrote. */
  private async change<T>(
    callId: number,
    dialog: CallDialog,
    work: (change: CallChange) => Promise<T>,
  ): Promise<{ call: CallInfo; result: T } | null> {
    const done = await this.deps.db.transaction(async (tx) => {
      const call = await lockCall(tx, callId)
      if (!call || (call.status !== CallPhase.Init && call.status !== CallPhase.Active)) return null
      const change = new CallChange(tx, this.deps.chat, call, dialog.personal, new Date())
      return { change, result: await work(change) }
    })
    if (!done) return null
    return { call: await this.after(done.change), result: done.result }
  }

  private after(change: CallChange): Promise<CallInfo> {
    return this.publish(change.call.id, change.written)
  }

  /** Pushes the written messages and tells every current member of the dialog how the call now is. */
  private async publish(callId: number, written: readonly MessageRow[]): Promise<CallInfo> {
    await this.deps.chat.publish(written)
    const call = await this.present(callId)
    const memberIds = await this.deps.chat.memberIds(call.dialogId)
    this.deps.hub.toUsers(memberIds, 'call', { dialogId: call.dialogId, call })
    return call
  }

  private async present(callId: number): Promise<CallInfo> {
    const { db } = this.deps
    const call = await findCall(db, callId)
    if (!call) throw noCall()
    const participants = await findParticipants(db, callId)
    const sessions = await findLiveSessions(db, callId)
    const people = await this.deps.summaries(participants.map((p) => p.userId))
    const record = await findRunningRecord(db, callId)
    return presentCall(call, participants, sessions, people, record)
  }
}

/** What a new session shows at first: the microphone on, the camera on in a video call. */
const mediaStateOf = (type: CallType, state: Partial<CallMediaState>): CallMediaState => ({
  micOn: state.micOn ?? true,
  camOn: state.camOn ?? type === CallType.Video,
  handUp: state.handUp ?? false,
  sharingScreen: state.sharingScreen ?? false,
})
