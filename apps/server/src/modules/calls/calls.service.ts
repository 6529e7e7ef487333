import type {
  CallInfo,
  CallMediaState,
  CallParticipant,
  CallPermitsUpdate,
  CallSignal,
  CallStatusUpdate,
  CallType,
  IceConfig,
} from '@nauka/contracts'
import { CallActions } from './calls.actions'
import { CallCore, type CallsDeps } from './calls.core'
import { CallPermits } from './calls.permits'
import { forViewer } from './calls.present'
import { CallSessions, type Joined } from './calls.sessions'
import { iceConfigFor } from './calls.turn'

export type { CallsDeps, Joined }

/**
 * SPEC 3, 4, 7 and the agreed design: calls of dialogs, their participants and media sessions, their
 * roles, permits and lobby. One face for the socket, the routes and the sweeps over the parts:
 * sessions (calls.sessions.ts), what people do over HTTP (calls.actions.ts), permits
 * (calls.permits.ts), and the transaction and publishing plumbing they share (calls.core.ts).
 */
export class CallsService {
  private readonly core: CallCore
  private readonly sessions: CallSessions
  private readonly actions: CallActions
  private readonly permits: CallPermits

  constructor(deps: CallsDeps) {
    this.core = new CallCore(deps)
    this.sessions = new CallSessions(this.core)
    this.actions = new CallActions(this.core)
    this.permits = new CallPermits(this.core)
  }

  start(userId: number, dialogId: number, type: CallType, state?: Partial<CallMediaState>): Promise<Joined> {
    return this.sessions.start(userId, dialogId, type, state)
  }

  join(userId: number, dialogId: number, state?: Partial<CallMediaState>): Promise<Joined> {
    return this.sessions.join(userId, dialogId, state)
  }

  resume(userId: number, dialogId: number, sessionId: string): Promise<CallInfo> {
    return this.sessions.resume(userId, dialogId, sessionId)
  }

  leave(userId: number, dialogId: number, sessionId: string): Promise<CallInfo | null> {
    return this.sessions.leave(userId, dialogId, sessionId)
  }

  lose(sessionId: string): Promise<void> {
    return this.sessions.lose(sessionId)
  }

  relay(userId: number, dialogId: number, from: string, to: string, signal: CallSignal): Promise<void> {
    return this.sessions.relay(userId, dialogId, from, to, signal)
  }

  /** The dialog's open call (404 when there is none), for its members, as the reader may see it. */
  async ofDialog(userId: number, dialogId: number): Promise<CallInfo> {
    await this.core.deps.chat.dialogOf(dialogId, userId)
    const call = await this.core.openCall(dialogId)
    return forViewer(await this.core.present(call.id), userId)
  }

  decline(userId: number, dialogId: number): Promise<CallInfo> {
    return this.actions.decline(userId, dialogId)
  }

  stop(userId: number, dialogId: number): Promise<boolean> {
    return this.actions.stop(userId, dialogId)
  }

  setStatus(userId: number, dialogId: number, update: CallStatusUpdate): Promise<CallInfo> {
    return this.actions.setStatus(userId, dialogId, update)
  }

  invite(userId: number, dialogId: number, userIds: number[]): Promise<CallInfo> {
    return this.actions.invite(userId, dialogId, userIds)
  }

  ringOuts(now: Date): Promise<void> {
    return this.actions.ringOuts(now)
  }

  setState(
    userId: number,
    dialogId: number,
    update: { mediaSessionId?: string; state: Partial<CallMediaState> },
  ): Promise<CallParticipant> {
    return this.permits.setState(userId, dialogId, update)
  }

  setPermits(userId: number, dialogId: number, update: CallPermitsUpdate): Promise<CallParticipant> {
    return this.permits.setPermits(userId, dialogId, update)
  }

  /** Tells every member of the dialog how the call now is (e.g. a recording started or stopped). */
  async announce(callId: number): Promise<CallInfo> {
    return this.core.publish(callId, [])
  }

  iceServers(userId: number): IceConfig {
    return iceConfigFor(this.core.deps.ice.servers, this.core.deps.ice.turnSecret, userId, new Date())
  }
}
