import { AnswerStatus, type CallParticipant, type CallType, MessageType } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { ChatForCalls } from '../chat/chat.calls'
import type { MessageRow } from '../chat/messages.queries'
import type { AllowedMedia } from './calls.media'
import { atEnd, callIsOver, durationSeconds, type ParticipantState } from './calls.model'
import {
  type CallRow,
  endSessions,
  findParticipants,
  finishCall,
  insertParticipants,
  type NewParticipant,
  type ParticipantChange,
  type ParticipantRow,
  type SessionRow,
  updateParticipant,
} from './calls.queries'

/**
 * One change of a call inside its transaction (the call row locked). What it does that others must
 * hear of — call messages, participants' new statuses and permits, sessions ended, the call's end —
 * is kept here, to be told once the transaction committed.
 */
export class CallChange {
  readonly written: MessageRow[] = []
  /** Each participant's (by user) newest status set by this change. */
  readonly statuses = new Map<number, CallParticipant['status']>()
  readonly endedSessions: SessionRow[] = []
  /** Users whose role or permits changed. */
  readonly permitsChanged = new Set<number>()
  /** Live sessions whose allowed media changed (the media server mutes or unmutes them). */
  readonly restricted: { session: SessionRow; allowed: AllowedMedia }[] = []
  ended = false

  constructor(
    readonly tx: Db,
    private readonly chat: ChatForCalls,
    readonly call: CallRow,
    readonly personal: boolean,
    readonly now: Date,
  ) {}

  /** Writes a call message (the agreed design's list of types) into the dialog. */
  async note(type: number, ownerId: number | null, userIds: number[], durationSec: number | null = null) {
    this.written.push(
      await this.chat.write(this.tx, {
        dialogId: this.call.dialogId,
        ownerId,
        type,
        call: { callId: this.call.id, type: this.call.type as CallType, userIds, durationSec },
      }),
    )
  }

  async addParticipants(rows: NewParticipant[]): Promise<ParticipantRow[]> {
    const added = await insertParticipants(this.tx, rows)
    for (const p of added) this.statuses.set(p.userId, p.status as CallParticipant['status'])
    return added
  }

  async updateParticipant(p: ParticipantRow, change: ParticipantChange): Promise<void> {
    await updateParticipant(this.tx, p.id, change)
    if (change.status !== undefined && change.status !== p.status)
      this.statuses.set(p.userId, change.status as CallParticipant['status'])
  }

  async endSessions(scope: { participantId?: number; id?: string }): Promise<SessionRow[]> {
    const ended = await endSessions(this.tx, { callId: this.call.id, ...scope }, this.now)
    this.endedSessions.push(...ended)
    return ended
  }

  /**
   * Ends the call if it is over now (a personal call with someone out, a group call with nobody
   * connected, or nobody answered and nobody rings). A decline already said why in its own message.
   */
  async settle(reason: EndReason): Promise<boolean> {
    const participants = await findParticipants(this.tx, this.call.id)
    if (!callIsOver(this.personal, this.call.activatedAt !== null, participants.map(stateOf))) return false
    return this.end(reason, participants)
  }

  /**
   * Ends the call for everyone, once (a racing process finds it finished and does nothing): the live
   * sessions end, the connected have left, the still ringing missed it (6004); then "ended" with its
   * duration (6), or "not answered" (6003) when nobody ever answered.
   */
  async end(reason: EndReason, known?: ParticipantRow[]): Promise<boolean> {
    const finished = await finishCall(this.tx, this.call.id, this.now)
    if (!finished) return false
    this.ended = true
    await this.endSessions({})
    const participants = known ?? (await findParticipants(this.tx, this.call.id))
    const missed: number[] = []
    for (const p of participants) {
      const change = atEnd(stateOf(p))
      if (!change) continue
      if (p.status === AnswerStatus.Dialing) missed.push(p.userId)
      await this.updateParticipant(p, { ...change, leftAt: this.now })
    }
    const owner = this.call.ownerId
    if (missed.length > 0) await this.note(MessageType.MissedCall, owner, missed)
    if (this.call.activatedAt)
      await this.note(MessageType.CallEnded, owner, [], durationSeconds(this.call.activatedAt, this.now))
    else if (reason !== 'declined') await this.note(MessageType.NotAnswer, owner, [])
    return true
  }
}

/** A stored participant as the pure transitions see it. */
export const stateOf = (p: ParticipantRow): ParticipantState => ({
  status: p.status as ParticipantState['status'],
  exit: p.exit as ParticipantState['exit'],
  ringUntil: p.ringUntil,
  answered: p.answered,
})

export type EndReason = 'left' | 'declined' | 'noAnswer' | 'stopped' | 'kicked'
