import {
  AnswerStatus,
  type CallInfo,
  CallPermit,
  CallRole,
  type CallStatusUpdate,
  MessageType,
} from '@nauka/contracts'
import { BadRequestError, ForbiddenError } from '../../platform/errors'
import type { CallDialog } from '../chat/chat.calls'
import type { CallCore } from './calls.core'
import { type CallChange, stateOf } from './calls.ending'
import { admit, decline, kick, redial, ringOut, roleOf, withRole } from './calls.model'
import { forViewer } from './calls.present'
import { findCallsWithExpiredRings, findOpenCall, findParticipants } from './calls.queries'

/**
 * What people do to a call over HTTP, and its ringing running out: declining or withdrawing from
 * the lobby, ending it for everyone, ringing members, letting one in from the lobby, removing one.
 */
export class CallActions {
  constructor(private readonly core: CallCore) {}

  /**
   * Declines the ringing call (6001): every tab of the user stops ringing; a personal call ends. One
   * waiting in the lobby withdraws (no message: nobody rang them).
   */
  async decline(userId: number, dialogId: number): Promise<CallInfo> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, userId)
    const done = await this.core.inCall(dialog, async (change) => {
      const mine = (await findParticipants(change.tx, change.call.id)).find((p) => p.userId === userId)
      const next = mine ? decline(stateOf(mine)) : null
      if (!mine || !next) throw new BadRequestError('calls.notRinging')
      await change.updateParticipant(mine, { ...next, leftAt: change.now })
      if (mine.status === AnswerStatus.Lobby) return
      await change.note(MessageType.CallDeclined, userId, [userId])
      await change.settle('declined')
    })
    return forViewer(done.call, userId)
  }

  /** Ends the call for everyone (82:601); false when there was none going on. */
  async stop(userId: number, dialogId: number): Promise<boolean> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, userId)
    const call = await findOpenCall(this.core.db, dialogId)
    if (!call) return false
    const done = await this.core.change(call.id, dialog, async (change) => {
      await this.core.requirePermit(change, dialog, userId, CallPermit.End)
      return change.end('stopped')
    })
    return done?.result ?? false
  }

  /** A manager of participants (82:611) removes someone (left) or lets one in from the lobby (dialing). */
  async setStatus(userId: number, dialogId: number, update: CallStatusUpdate): Promise<CallInfo> {
    return update.status === AnswerStatus.Left
      ? this.kick(userId, dialogId, update.user)
      : this.admit(userId, dialogId, update.user)
  }

  /** Removes a participant (6002; never the organiser); their sessions end and get no more signalling. */
  async kick(adminId: number, dialogId: number, targetId: number): Promise<CallInfo> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, adminId)
    if (targetId === adminId) throw new BadRequestError('calls.kickSelf')
    const done = await this.core.inCall(dialog, async (change) => {
      const participants = await this.managing(change, dialog, adminId)
      const target = participants.find((p) => p.userId === targetId)
      const next = target ? kick(stateOf(target)) : null
      if (!target || !next) throw new BadRequestError('calls.notParticipant')
      if (target.role === CallRole.Organiser) throw new ForbiddenError('calls.organiserFixed')
      await change.updateParticipant(target, { ...next, leftAt: change.now })
      await change.endSessions({ participantId: target.id })
      await change.note(MessageType.CallKicked, adminId, [targetId])
      await change.settle('kicked')
    })
    return forViewer(done.call, adminId)
  }

  /** Lets one waiting in the lobby in (2003) and rings them (2004): their answer joins the call. */
  async admit(adminId: number, dialogId: number, targetId: number): Promise<CallInfo> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, adminId)
    let ringUntil: Date | null = null
    const done = await this.core.inCall(dialog, async (change) => {
      const participants = await this.managing(change, dialog, adminId)
      const target = participants.find((p) => p.userId === targetId)
      ringUntil = this.ringUntil(change.now)
      const next = target ? admit(stateOf(target), ringUntil) : null
      if (!target || !next) throw new BadRequestError('calls.notInLobby')
      await change.updateParticipant(target, next)
      await change.note(MessageType.LeftJoinCall, adminId, [targetId])
      await change.note(MessageType.CallUsers, adminId, [targetId])
    })
    if (ringUntil) this.core.deps.onRinging?.(ringUntil)
    return forViewer(done.call, adminId)
  }

  /** A manager of participants rings members of the dialog into the call (again): 2004 with those rung. */
  async invite(adminId: number, dialogId: number, userIds: number[]): Promise<CallInfo> {
    const dialog = await this.core.deps.chat.dialogOf(dialogId, adminId)
    const members = new Map(dialog.members.map((m) => [m.userId, m]))
    if (userIds.some((id) => !members.has(id))) throw new BadRequestError('calls.notMember')
    let ringUntil: Date | null = null
    const done = await this.core.inCall(dialog, async (change) => {
      const { call } = change
      const participants = await this.managing(change, dialog, adminId)
      ringUntil = this.ringUntil(change.now)
      const rung: number[] = []
      for (const userId of new Set(userIds)) {
        const existing = participants.find((p) => p.userId === userId)
        if (!existing) {
          const role = roleOf(dialog.personal, false, members.get(userId)?.groupAdmin ?? false)
          await change.addParticipants([{ callId: call.id, userId, ...withRole(role), ringUntil }])
          rung.push(userId)
          continue
        }
        const next = redial(stateOf(existing), ringUntil)
        if (!next) continue
        await change.updateParticipant(existing, { ...next, leftAt: null })
        rung.push(userId)
      }
      if (rung.length > 0) await change.note(MessageType.CallUsers, adminId, rung)
    })
    if (ringUntil) this.core.deps.onRinging?.(ringUntil)
    return forViewer(done.call, adminId)
  }

  /**
   * Ends the ringing that ran out by `now` (6004 for each, and the end of a personal call or of a
   * call nobody answered), in every open call, once whichever process gets there first.
   */
  async ringOuts(now: Date): Promise<void> {
    for (const callId of await findCallsWithExpiredRings(this.core.db, now)) {
      const dialog = await this.core.dialogOfCall(callId)
      if (!dialog) continue
      await this.core.change(callId, dialog, async (change) => {
        const missed: number[] = []
        for (const p of await findParticipants(change.tx, callId)) {
          const next = ringOut(stateOf(p), now)
          if (!next) continue
          await change.updateParticipant(p, next)
          missed.push(p.userId)
        }
        if (missed.length === 0) return
        await change.note(MessageType.MissedCall, change.call.ownerId, missed)
        await change.settle('noAnswer')
      })
    }
  }

  /** The call's participants, once `userId` is found to manage them (82:611). */
  private managing(change: CallChange, dialog: CallDialog, userId: number) {
    return this.core.requirePermit(change, dialog, userId, CallPermit.ManageParticipants)
  }

  private ringUntil(now: Date): Date {
    return new Date(now.getTime() + this.core.deps.ringSeconds * 1000)
  }
}
