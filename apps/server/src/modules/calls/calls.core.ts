import {
  CallEventType,
  type CallInfo,
  CallMedia,
  type CallPermit,
  CallPhase,
  type CallRole,
  type IceConfig,
  CallPermit as Permit,
  ROLE_PERMITS,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { CallDialog, ChatForCalls } from '../chat/chat.calls'
import type { MessageRow } from '../chat/messages.queries'
import type { UserSummary } from '../follow/follow.present'
import { CallChange } from './calls.ending'
import type { CallMediaServer } from './calls.media'
import { roleOf, statusGroups } from './calls.model'
import { forViewer, presentCall } from './calls.present'
import {
  type CallRow,
  findCall,
  findLiveSessions,
  findOpenCall,
  findParticipants,
  findRunningRecord,
  lockCall,
  type ParticipantRow,
  setCallRoom,
} from './calls.queries'

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
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>
}

export const noCall = () => new NotFoundError('calls.noActiveCall')

/**
 * The plumbing every call operation shares: a change runs in a transaction holding the call's row,
 * so racing processes act once; after the commit its messages are pushed, every member is told of
 * the call (and of statuses and permits that changed), and the media server hears what concerns it.
 */
export class CallCore {
  constructor(readonly deps: CallsDeps) {}

  get db(): Db {
    return this.deps.db
  }

  /** The dialog's open call (404 when there is none). */
  async openCall(dialogId: number): Promise<CallRow> {
    const call = await findOpenCall(this.deps.db, dialogId)
    if (!call) throw noCall()
    return call
  }

  /** The dialog of a call, without a reader (sweeps, a lost session). */
  async dialogOfCall(callId: number): Promise<CallDialog | null> {
    const call = await findCall(this.deps.db, callId)
    return call ? this.deps.chat.dialog(call.dialogId) : null
  }

  /**
   * What `userId` may do in the call: their participant's permits, or, for a member the call has not
   * met yet, those of the role they would get.
   */
  permitsOf(
    participants: readonly ParticipantRow[],
    dialog: CallDialog,
    call: CallRow,
    userId: number,
  ): readonly CallPermit[] {
    const mine = participants.find((p) => p.userId === userId)
    if (mine) return mine.permits as CallPermit[]
    const member = dialog.members.find((m) => m.userId === userId)
    if (!member) return []
    return ROLE_PERMITS[roleOf(dialog.personal, call.ownerId === userId, member.groupAdmin) as CallRole]
  }

  /** Refuses (403) unless `userId` holds `permit` in the call. */
  async requirePermit(change: CallChange, dialog: CallDialog, userId: number, permit: CallPermit) {
    const participants = await findParticipants(change.tx, change.call.id)
    if (!this.permitsOf(participants, dialog, change.call, userId).includes(permit))
      throw new ForbiddenError('calls.noPermit')
    return participants
  }

  /**
   * Gives a new group call the media server's room; when the media server fails, the call stays a
   * mesh (logged). Runs before anyone hears of the call, so all see its media as it will stay.
   */
  async openRoom(call: CallRow): Promise<void> {
    const media = this.deps.media
    if (!media) return
    try {
      const room = await media.createRoom(call.id)
      const withRoom = await setCallRoom(this.deps.db, call.id, room)
      if (!withRoom)
        await media.callEnded({
          ...call,
          media: CallMedia.Sfu,
          janusRoom: room.room,
          janusSecret: room.secret,
        })
    } catch (err) {
      this.deps.log?.warn({ err, callId: call.id }, 'media server room not made: the call goes peer to peer')
    }
  }

  /** A change of the dialog's open call (404 when there is none). */
  async inCall<T>(
    dialog: CallDialog,
    work: (change: CallChange) => Promise<T>,
  ): Promise<{ call: CallInfo; result: T }> {
    const call = await findOpenCall(this.deps.db, dialog.id)
    if (!call) throw noCall()
    const done = await this.change(call.id, dialog, work)
    if (!done) throw noCall()
    return done
  }

  /** Runs `work` on the call with its row locked, if it is still open; then tells what it did. */
  async change<T>(
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

  /** Tells what a committed change did; answers the call with every permit in it (mask it per viewer). */
  async after(change: CallChange): Promise<CallInfo> {
    const call = await this.publish(change.call.id, change.written, (info, memberIds) => {
      this.tellPermits(change, info)
      return () => {
        if (change.statuses.size === 0) return
        this.deps.hub.toUsers(memberIds, 'callStatus', {
          cType: CallEventType.StatusSet,
          dialogId: info.dialogId,
          callId: info.id,
          statusUpdates: statusGroups(change.statuses),
        })
      }
    })
    await this.toMediaServer(change)
    return call
  }

  /**
   * Pushes the written messages and tells every current member of the dialog how the call now is
   * (one payload for all: nobody's permits). `around` tells more before and after the call event.
   */
  async publish(
    callId: number,
    written: readonly MessageRow[],
    around?: (call: CallInfo, memberIds: number[]) => () => void,
  ): Promise<CallInfo> {
    await this.deps.chat.publish(written)
    const call = await this.present(callId)
    const memberIds = await this.deps.chat.memberIds(call.dialogId)
    const afterwards = around?.(call, memberIds)
    this.deps.hub.toUsers(memberIds, 'call', { dialogId: call.dialogId, call: forViewer(call, null) })
    afterwards?.()
    return call
  }

  /** The call with everyone's permits. */
  async present(callId: number): Promise<CallInfo> {
    const { db } = this.deps
    const call = await findCall(db, callId)
    if (!call) throw noCall()
    const participants = await findParticipants(db, callId)
    const sessions = await findLiveSessions(db, callId)
    const people = await this.deps.summaries(participants.map((p) => p.userId))
    return presentCall(call, participants, sessions, people, await findRunningRecord(db, callId))
  }

  /** 2007 to whose permits changed and to those managing participants (the others see the role in `call`). */
  private tellPermits(change: CallChange, call: CallInfo): void {
    const managers = call.participants
      .filter((p) => p.permits?.includes(Permit.ManageParticipants))
      .map((p) => p.user)
    for (const user of change.permitsChanged) {
      const p = call.participants.find((x) => x.user === user)
      if (!p) continue
      this.deps.hub.toUsers([...new Set([user, ...managers])], 'callPermits', {
        cType: CallEventType.PermitsSet,
        dialogId: call.dialogId,
        callId: call.id,
        user,
        roles: p.roles,
        permits: p.permits ?? [],
      })
    }
  }

  /** The media server hears of the change after the commit; its failures never undo the change. */
  private async toMediaServer(change: CallChange): Promise<void> {
    const media = this.deps.media
    const call = change.call
    if (!media || call.media !== CallMedia.Sfu) return
    const quietly = (work: Promise<void>, what: string) =>
      work.catch((err: unknown) =>
        this.deps.log?.error({ err, callId: call.id }, `media server: ${what} failed`),
      )
    // Sessions first (their handles here let go), then the room goes with the call.
    for (const session of change.endedSessions)
      await quietly(media.sessionEnded(call, session), 'session end')
    if (change.ended) return quietly(media.callEnded(call), 'call end')
    for (const { session, allowed } of change.restricted)
      await quietly(media.restrict(call, session, allowed), 'restriction')
  }
}
