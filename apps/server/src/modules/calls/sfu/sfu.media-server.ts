import type { FastifyBaseLogger } from 'fastify'
import type { AllowedMedia, CallMediaServer } from '../calls.media'
import type { CallRow, SessionRow } from '../calls.queries'
import type { JanusRooms } from './janus-rooms'
import { describedSources, moderation, roomOf } from './sfu.model'
import type { SfuSessions } from './sfu.sessions'

/** Told before a call's room goes (the recording of the call stops and is made a file). */
export type CallEndHook = (call: CallRow) => Promise<void>

/**
 * The calls core's media server (CallMediaServer) on Janus: a room per group call, sessions let out
 * of it when they end, their streams muted as their permits go, the room destroyed with the call.
 * Any process may be told: what concerns the room goes through Janus, which reaches the process
 * holding the session's handles (a kicked participant's handle hears it and lets go).
 */
export class JanusMediaServer implements CallMediaServer {
  private readonly endHooks: CallEndHook[] = []

  constructor(private readonly deps: { rooms: JanusRooms; sessions: SfuSessions; log: FastifyBaseLogger }) {}

  /** Runs `hook` before each call's room is destroyed; its failure is logged and the room goes anyway. */
  beforeCallEnds(hook: CallEndHook): void {
    this.endHooks.push(hook)
  }

  createRoom(callId: number): Promise<{ room: number; secret: string }> {
    return this.deps.rooms.create(callId)
  }

  async callEnded(call: CallRow): Promise<void> {
    for (const hook of this.endHooks)
      await hook(call).catch((err: unknown) =>
        this.deps.log.error({ err, callId: call.id }, 'call end hook failed'),
      )
    const room = roomOf(call)
    if (room) await this.deps.rooms.destroy(room)
  }

  async sessionEnded(call: CallRow, session: SessionRow): Promise<void> {
    await this.deps.sessions.end(session.id)
    const room = roomOf(call)
    if (!room) return
    if (session.janusToken) await this.deps.rooms.disallow(room, session.janusToken)
    if (session.janusFeed) await this.deps.rooms.kick(room, session.janusFeed)
  }

  async restrict(call: CallRow, session: SessionRow, allowed: AllowedMedia): Promise<void> {
    const room = roomOf(call)
    const feed = session.janusFeed
    if (!room || feed === null) return
    const here = this.deps.sessions.sourcesOf(session.id)
    const streams = here ? describedSources(here) : await this.deps.rooms.publishedStreams(room, feed)
    for (const { mid, mute } of moderation(streams, allowed))
      await this.deps.rooms.moderate(room, feed, mid, mute)
  }
}
