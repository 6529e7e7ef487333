import {
  type CallPermit,
  callSessionRoom,
  type IceCandidate,
  type SfuJsep,
  type SfuSource,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import Janode from 'janode'
import type { Db } from '../../../db/client'
import { AppError } from '../../../platform/errors'
import type { RealtimeHub, SocketContext } from '../../../platform/realtime/hub'
import { allowedMedia } from '../calls.model'
import type { JanusClient } from './janus-client'
import { isUnexpectedAnswer, JanusError, VideoRoomError } from './janus-handle'
import type { JanusRooms } from './janus-rooms'
import type { LocalSession } from './sfu.local'
import { describedSources, moderation } from './sfu.model'
import { setSessionFeed } from './sfu.queries'
import { RoomEntry } from './sfu.room-entry'
import { mediaServerDown, type SfuAccess } from './sfu.rules'
import { SubscriberStreams } from './sfu.streams'

export interface SfuSessionsDeps {
  db: Db
  hub: RealtimeHub
  janus: JanusClient
  rooms: JanusRooms
  log: FastifyBaseLogger
}

/**
 * The media sessions whose socket is in this process, and their handles in the call's room (the
 * agreed design): each joins the room as a participant once it publishes or subscribes (with a token
 * of its own, added to the room's allowed list only then), publishes through it, and receives
 * everyone else through one multistream subscriber. Janus's news of publishers coming and going
 * reaches the participant handle and becomes a new offer for the subscriber, pushed to the session's
 * socket room as `callMedia`. What one session does runs in order; sessions run side by side.
 */
export class SfuSessions {
  private readonly sessions = new Map<string, LocalSession>()
  private readonly joining = new Map<string, Promise<LocalSession>>()
  private readonly entry: RoomEntry
  private readonly streams: SubscriberStreams

  constructor(private readonly deps: SfuSessionsDeps) {
    this.entry = new RoomEntry(deps)
    this.streams = new SubscriberStreams({
      ...deps,
      inOrder: (local, work) => this.inOrder(local, work),
      release: (local) => this.release(local),
    })
    // Janus lost: the handles of every session are gone there; each browser is told to start over.
    deps.janus.onReset(() => {
      for (const local of this.sessions.values()) {
        local.gone = true
        deps.hub.toRoom(callSessionRoom(local.id), 'callMediaRestart', {
          dialogId: local.dialogId,
          mediaSessionId: local.id,
        })
      }
      this.sessions.clear()
    })
  }

  /** The browser's offer, answered by Janus's; sources are described so subscribers know them. */
  publish(
    access: SfuAccess,
    context: SocketContext,
    jsep: SfuJsep,
    sources: { mid: string; source: SfuSource }[],
  ) {
    return this.withSession(access, context, async (local) => {
      const answer = await local.participant.request(
        {
          request: 'configure',
          audio: true,
          video: true,
          descriptions: sources.map((s) => ({ mid: s.mid, description: s.source })),
        },
        jsep,
      )
      if (!answer.jsep) throw new Error('janus answered a publish without a description')
      local.sources = new Map(sources.map((s) => [s.mid, s.source]))
      // What the permits forbid is muted for everyone at once (the browser should not send it anyway).
      const allowed = allowedMedia(access.participant.permits as CallPermit[])
      for (const { mid, mute } of moderation(describedSources(local.sources), allowed))
        if (mute) await this.deps.rooms.moderate(local.room, local.feed, mid, true)
      return answer.jsep
    })
  }

  /** Receives everyone else: Janus's offer and its streams, or nulls while nobody publishes. */
  subscribe(access: SfuAccess, context: SocketContext) {
    return this.withSession(access, context, (local) => this.streams.subscribe(local))
  }

  /** The browser's answer to the subscriber's offer. */
  answer(access: SfuAccess, context: SocketContext, jsep: SfuJsep) {
    return this.withSession(access, context, async (local) => {
      if (!local.subscriber) return
      await local.subscriber.request({ request: 'start' }, jsep).catch((err: unknown) => {
        // An answer to an offer Janus no longer waits for (answered already, or a newer one took
        // its place, which reaches the browser on its own). Answered as the media server being down,
        // it made the browser start both connections over; eight people at once kept doing so.
        if (!isUnexpectedAnswer(err)) throw err
      })
    })
  }

  candidate(
    access: SfuAccess,
    context: SocketContext,
    target: 'publisher' | 'subscriber',
    candidate: IceCandidate | null,
  ) {
    return this.withSession(access, context, async (local) => {
      const handle = target === 'publisher' ? local.participant : local.subscriber
      // A candidate of a connection Janus no longer has (replaced meanwhile) has nowhere to go.
      await handle?.trickle(candidate)
    })
  }

  /** A simulcast layer of one received video (0 the smallest). */
  layer(access: SfuAccess, context: SocketContext, mid: string, substream: number) {
    return this.withSession(access, context, async (local) => {
      await local.subscriber
        ?.request({ request: 'configure', streams: [{ mid, substream }] })
        .catch((err: unknown) => {
          // A stream that left meanwhile (its person hung up): there is no layer to choose. Answered
          // as the media server being down, it was logged as a failure at every hang-up of a big call.
          if (!(err instanceof JanusError && err.code === VideoRoomError.NoSuchFeed)) throw err
        })
    })
  }

  /** What the session here publishes, by mid (for muting it), or null when it is not here. */
  sourcesOf(sessionId: string): Map<string, SfuSource> | null {
    const local = this.sessions.get(sessionId)
    return local ? new Map(local.sources) : null
  }

  /** Lets go of the session's handles here and of its token (it ended, or its socket went). */
  async end(sessionId: string): Promise<void> {
    const local = this.sessions.get(sessionId)
    if (!local) return
    await this.release(local)
  }

  /** How many sessions this process holds in rooms (for tests and metrics). */
  get size(): number {
    return this.sessions.size
  }

  /** Runs `work` in the session's order, joining the room first if this process has not yet. */
  private async withSession<T>(
    access: SfuAccess,
    context: SocketContext,
    work: (local: LocalSession) => Promise<T>,
  ): Promise<T> {
    let local = this.sessions.get(access.session.id)
    // Another socket took the session up (a resumed tab starts its connections over).
    if (local && local.context !== context) {
      await this.release(local)
      local = undefined
    }
    const current = local ?? (await this.joinOnce(access, context))
    return this.inOrder(current, () => work(current))
  }

  /** One join per session however many of its events arrive at once. */
  private joinOnce(access: SfuAccess, context: SocketContext): Promise<LocalSession> {
    const pending = this.joining.get(access.session.id)
    if (pending) return pending
    const joined = this.join(access, context).finally(() => this.joining.delete(access.session.id))
    this.joining.set(access.session.id, joined)
    return joined
  }

  private inOrder<T>(local: LocalSession, work: () => Promise<T>): Promise<T> {
    const run = local.queue.then(() => {
      if (local.gone) throw mediaServerDown()
      return work()
    })
    local.queue = run.catch(() => undefined)
    return run.catch((err: unknown) => {
      if (err instanceof AppError) throw err
      this.deps.log.warn({ err, session: local.id }, 'janus: a media request failed')
      throw mediaServerDown()
    })
  }

  /** Joins the room and holds the session here until it ends, its handle goes or its socket does. */
  private async join(access: SfuAccess, context: SocketContext): Promise<LocalSession> {
    const { participant, token, feed, publishers } = await this.entry.enter(access)
    const local: LocalSession = {
      id: access.session.id,
      dialogId: access.call.dialogId,
      callId: access.call.id,
      room: access.room,
      token,
      context,
      participant,
      feed,
      publishers: new Map(publishers.map((p) => [p.id, p])),
      sources: new Map(),
      subscriber: null,
      subscribed: new Set(),
      receiving: false,
      queue: Promise.resolve(),
      gone: false,
    }
    this.sessions.set(local.id, local)
    participant.onEvent((event) => this.streams.onParticipantEvent(local, event))
    participant.once(Janode.EVENT.HANDLE_DETACHED, () => void this.release(local))
    context.onDisconnect(() => (this.sessions.get(local.id) === local ? this.release(local) : undefined))
    // The session ended while it joined (left, swept): its sessionEnded read the token it had before.
    if (!(await setSessionFeed(this.deps.db, local.id, { janusFeed: feed, janusToken: token }))) {
      await this.release(local)
      throw mediaServerDown()
    }
    return local
  }

  /** Detaches both handles (leaving the room) and takes the token off the allowed list. */
  private async release(local: LocalSession) {
    if (!this.forget(local)) return
    await this.streams.drop(local)
    await this.entry.leave(local)
  }

  /** Forgets the session here (once): false when it already was. */
  private forget(local: LocalSession): boolean {
    if (local.gone) return false
    local.gone = true
    if (this.sessions.get(local.id) === local) this.sessions.delete(local.id)
    return true
  }
}
