import { randomBytes } from 'node:crypto'
import {
  type CallPermit,
  callSessionRoom,
  type IceCandidate,
  type SfuJsep,
  type SfuSource,
  type SfuStream,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import Janode from 'janode'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { AppError } from '../../../platform/errors'
import type { RealtimeHub, SocketContext } from '../../../platform/realtime/hub'
import { allowedMedia } from '../calls.model'
import { findSessions } from '../calls.queries'
import type { JanusClient } from './janus-client'
import { JanusError, type PluginAnswer, VideoRoomError, type VideoRoomHandle } from './janus-handle'
import { type JanusRooms, type RoomRef, roomPin } from './janus-rooms'
import {
  describedSources,
  type FeedStream,
  JanusPublisher,
  JanusSubscriberStream,
  moderation,
  sessionsOfStreams,
  streamKey,
  streamsGone,
  streamsToAdd,
  subscriberStreams,
} from './sfu.model'
import { setSessionFeed } from './sfu.queries'
import { mediaServerDown, type SfuAccess } from './sfu.rules'

/** One media session of this process in the room: its participant (publisher) and subscriber handles. */
interface Local {
  id: string
  dialogId: number
  callId: number
  room: RoomRef
  token: string
  /** The socket carrying the session here; its disconnect ends what this process holds. */
  context: SocketContext
  participant: VideoRoomHandle
  feed: number
  /** Who publishes in the room now, as Janus last told this session. */
  publishers: Map<number, JanusPublisher>
  sources: Map<string, SfuSource>
  subscriber: VideoRoomHandle | null
  /** The streams the subscriber receives (`streamKey`). */
  subscribed: Set<string>
  /** The browser asked to receive: publishers that come are added to its subscriber. */
  receiving: boolean
  queue: Promise<unknown>
  gone: boolean
}

export interface SfuSessionsDeps {
  db: Db
  hub: RealtimeHub
  janus: JanusClient
  rooms: JanusRooms
  log: FastifyBaseLogger
}

const Publishers = z.array(JanusPublisher)
const Streams = z.array(JanusSubscriberStream)

/**
 * The media sessions whose socket is in this process, and their handles in the call's room (the
 * agreed design): each joins the room as a participant once it publishes or subscribes (with a token
 * of its own, added to the room's allowed list only then), publishes through it, and receives
 * everyone else through one multistream subscriber. Janus's news of publishers coming and going
 * reaches the participant handle and becomes a new offer for the subscriber, pushed to the session's
 * socket room as `callMedia`. What one session does runs in order; sessions run side by side.
 */
export class SfuSessions {
  private readonly sessions = new Map<string, Local>()
  private readonly joining = new Map<string, Promise<Local>>()

  /** Rooms being made again here (Janus lost them), so sessions coming back at once make each once. */
  private readonly remaking = new Map<number, Promise<void>>()

  constructor(private readonly deps: SfuSessionsDeps) {
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
    return this.withSession(access, context, async (local) => {
      local.receiving = true
      if (local.subscriber) await this.dropSubscriber(local)
      const streams = streamsToAdd([...local.publishers.values()], local.feed, local.subscribed)
      if (streams.length === 0) return { jsep: null, streams: null }
      return this.openSubscriber(local, streams)
    })
  }

  /** The browser's answer to the subscriber's offer. */
  answer(access: SfuAccess, context: SocketContext, jsep: SfuJsep) {
    return this.withSession(access, context, async (local) => {
      if (!local.subscriber) return
      await local.subscriber.request({ request: 'start' }, jsep)
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
      await local.subscriber?.request({ request: 'configure', streams: [{ mid, substream }] })
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
    work: (local: Local) => Promise<T>,
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
  private joinOnce(access: SfuAccess, context: SocketContext): Promise<Local> {
    const pending = this.joining.get(access.session.id)
    if (pending) return pending
    const joined = this.join(access, context).finally(() => this.joining.delete(access.session.id))
    this.joining.set(access.session.id, joined)
    return joined
  }

  private inOrder<T>(local: Local, work: () => Promise<T>): Promise<T> {
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

  /** Joins the room as the session's participant, with a token allowed for it alone. */
  private async join(access: SfuAccess, context: SocketContext): Promise<Local> {
    const { rooms, janus } = this.deps
    const { room } = access
    const token = randomBytes(18).toString('base64url')
    let participant: VideoRoomHandle | null = null
    let answer: PluginAnswer
    try {
      await this.allow(access, token)
      participant = await janus.attach()
      answer = await participant.request({
        request: 'join',
        ptype: 'publisher',
        room: room.room,
        pin: roomPin(room.secret),
        token,
        display: access.session.id,
      })
    } catch (err) {
      this.deps.log.warn({ err, session: access.session.id }, 'janus: joining the room failed')
      await participant?.detach().catch(() => {})
      await rooms.disallow(room, token).catch(() => {})
      throw mediaServerDown()
    }
    const feed = z.number().parse(answer.data.id)
    const local: Local = {
      id: access.session.id,
      dialogId: access.call.dialogId,
      callId: access.call.id,
      room,
      token,
      context,
      participant,
      feed,
      publishers: new Map(
        Publishers.catch([])
          .parse(answer.data.publishers ?? [])
          .map((p) => [p.id, p]),
      ),
      sources: new Map(),
      subscriber: null,
      subscribed: new Set(),
      receiving: false,
      queue: Promise.resolve(),
      gone: false,
    }
    this.sessions.set(local.id, local)
    participant.onEvent((event) => this.onParticipantEvent(local, event))
    participant.once(Janode.EVENT.HANDLE_DETACHED, () => void this.release(local))
    context.onDisconnect(() => (this.sessions.get(local.id) === local ? this.release(local) : undefined))
    // The session ended while it joined (left, swept): its sessionEnded read the token it had before.
    if (!(await setSessionFeed(this.deps.db, local.id, { janusFeed: feed, janusToken: token }))) {
      await this.release(local)
      throw mediaServerDown()
    }
    return local
  }

  /**
   * Adds the token to the room's list; a room Janus lost (it restarted) is made again as the call
   * stores it (number, secret, PIN), its list empty but for the tokens of sessions that come back.
   */
  private async allow(access: SfuAccess, token: string) {
    try {
      await this.deps.rooms.allow(access.room, token)
    } catch (err) {
      if (!(err instanceof JanusError && err.code === VideoRoomError.NoSuchRoom)) throw err
      await this.remake(access)
      await this.deps.rooms.allow(access.room, token)
    }
  }

  /** Makes the room again once for this process; one another process made first is as good. */
  private remake(access: SfuAccess): Promise<void> {
    const number = access.room.room
    const pending = this.remaking.get(number)
    if (pending) return pending
    const made = this.deps.rooms
      .create(access.call.id, access.room)
      .then(
        () => undefined,
        (err: unknown) => {
          if (!(err instanceof JanusError && err.code === VideoRoomError.RoomExists)) throw err
        },
      )
      .finally(() => this.remaking.delete(number))
    this.remaking.set(number, made)
    return made
  }

  private onParticipantEvent(local: Local, { data }: PluginAnswer) {
    if (data.videoroom === 'destroyed' || (data.leaving === 'ok' && data.reason === 'kicked')) {
      void this.release(local)
      return
    }
    if (data.videoroom !== 'event') return
    const published = Publishers.safeParse(data.publishers)
    if (published.success) {
      for (const p of published.data) {
        local.publishers.set(p.id, p)
        // A stream that stopped (a screen no longer shared) is added again if it comes back.
        for (const key of streamsGone(p, local.subscribed)) local.subscribed.delete(key)
      }
      if (local.receiving) void this.inOrder(local, () => this.addStreams(local)).catch(() => {})
      return
    }
    // Someone stopped publishing or left: Janus updates the subscriber itself and sends its new offer.
    const goneFeed = typeof data.unpublished === 'number' ? data.unpublished : data.leaving
    if (typeof goneFeed === 'number') {
      local.publishers.delete(goneFeed)
      for (const key of streamsGone({ id: goneFeed }, local.subscribed)) local.subscribed.delete(key)
    }
  }

  private async addStreams(local: Local) {
    const streams = streamsToAdd([...local.publishers.values()], local.feed, local.subscribed)
    if (streams.length === 0) return
    if (!local.subscriber) {
      const offer = await this.openSubscriber(local, streams)
      this.push(local, offer.jsep, offer.streams)
      return
    }
    for (const stream of streams) local.subscribed.add(streamKey(stream))
    let answer: PluginAnswer
    try {
      answer = await local.subscriber.request({ request: 'update', subscribe: streams })
    } catch (err) {
      // Not received after all (a feed gone meanwhile refuses the whole update): the room's next news tries again.
      for (const stream of streams) local.subscribed.delete(streamKey(stream))
      throw err
    }
    // Janus may answer at once, or later in an `updated` event (while an earlier offer is unanswered).
    if (answer.jsep) this.push(local, answer.jsep, await this.streamsOf(local, answer.data.streams))
  }

  private async openSubscriber(
    local: Local,
    wanted: FeedStream[],
  ): Promise<{ jsep: SfuJsep; streams: SfuStream[] }> {
    const subscriber = await this.deps.janus.attach()
    try {
      const answer = await subscriber.request({
        request: 'join',
        ptype: 'subscriber',
        room: local.room.room,
        pin: roomPin(local.room.secret),
        token: local.token,
        streams: wanted,
      })
      if (!answer.jsep) throw new Error('janus gave a subscriber no offer')
      local.subscriber = subscriber
      for (const stream of wanted) local.subscribed.add(streamKey(stream))
      subscriber.onEvent((event) => this.onSubscriberEvent(local, subscriber, event))
      return { jsep: answer.jsep, streams: await this.streamsOf(local, answer.data.streams) }
    } catch (err) {
      await subscriber.detach().catch(() => {})
      throw err
    }
  }

  private onSubscriberEvent(local: Local, subscriber: VideoRoomHandle, { data, jsep }: PluginAnswer) {
    if (local.subscriber !== subscriber) return
    if (data.videoroom === 'destroyed') {
      void this.release(local)
      return
    }
    if (data.videoroom === 'updated' && jsep)
      void this.inOrder(local, async () =>
        this.push(local, jsep, await this.streamsOf(local, data.streams)),
      ).catch(() => {})
  }

  /** Janus's streams as the browser shows them: whose each one is, by the session of its feed. */
  private async streamsOf(local: Local, raw: unknown): Promise<SfuStream[]> {
    const streams = Streams.catch([]).parse(raw ?? [])
    const sessions = await findSessions(this.deps.db, sessionsOfStreams(streams))
    const users = new Map(sessions.filter((s) => s.callId === local.callId).map((s) => [s.id, s.userId]))
    return subscriberStreams(streams, users)
  }

  private push(local: Local, jsep: SfuJsep, streams: SfuStream[]) {
    this.deps.hub.toRoom(callSessionRoom(local.id), 'callMedia', {
      dialogId: local.dialogId,
      mediaSessionId: local.id,
      jsep,
      streams,
    })
  }

  private async dropSubscriber(local: Local) {
    const subscriber = local.subscriber
    local.subscriber = null
    local.subscribed.clear()
    await subscriber?.detach().catch(() => {})
  }

  /** Detaches both handles (leaving the room) and takes the token off the allowed list. */
  private async release(local: Local) {
    if (!this.forget(local)) return
    await this.dropSubscriber(local)
    await local.participant.detach().catch(() => {})
    await this.deps.rooms.disallow(local.room, local.token).catch((err: unknown) => {
      this.deps.log.warn({ err, session: local.id }, 'janus: token not removed')
    })
  }

  /** Forgets the session here (once): false when it already was. */
  private forget(local: Local): boolean {
    if (local.gone) return false
    local.gone = true
    if (this.sessions.get(local.id) === local) this.sessions.delete(local.id)
    return true
  }
}
