import { callSessionRoom, type SfuJsep, type SfuStream } from '@nauka/contracts'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import type { RealtimeHub } from '../../../platform/realtime/hub'
import { findSessions } from '../calls.queries'
import type { JanusClient } from './janus-client'
import type { PluginAnswer, VideoRoomHandle } from './janus-handle'
import { roomPin } from './janus-rooms'
import { JanusPublishers, type LocalSession } from './sfu.local'
import {
  type FeedStream,
  JanusSubscriberStream,
  sessionsOfStreams,
  streamKey,
  streamsGone,
  streamsToAdd,
  subscriberStreams,
} from './sfu.model'
import { retryInBackground } from './sfu.retry'

const Streams = z.array(JanusSubscriberStream)

export interface SubscriberStreamsDeps {
  db: Db
  hub: RealtimeHub
  janus: JanusClient
  /** Runs `work` in the session's order (what one session does never overlaps). */
  inOrder: <T>(local: LocalSession, work: () => Promise<T>) => Promise<T>
  /** Lets the session go here: its room was destroyed, or it was kicked out of it. */
  release: (local: LocalSession) => Promise<void>
}

/**
 * What each session here receives: everyone else through one multistream subscriber handle. Janus's
 * news of publishers coming and going reaches the session's participant handle and becomes a new
 * offer for the subscriber, pushed to the session's socket room as `callMedia`.
 */
export class SubscriberStreams {
  constructor(private readonly deps: SubscriberStreamsDeps) {}

  /** Receives everyone else: Janus's offer and its streams, or nulls while nobody publishes. */
  async subscribe(local: LocalSession) {
    local.receiving = true
    if (local.subscriber) await this.drop(local)
    const streams = streamsToAdd([...local.publishers.values()], local.feed, local.subscribed)
    if (streams.length === 0) return { jsep: null, streams: null }
    return this.open(local, streams)
  }

  /** Janus's news on the participant handle: publishers came or went, or the session is out of the room. */
  onParticipantEvent(local: LocalSession, { data }: PluginAnswer) {
    if (data.videoroom === 'destroyed' || (data.leaving === 'ok' && data.reason === 'kicked')) {
      void this.deps.release(local)
      return
    }
    if (data.videoroom !== 'event') return
    const published = JanusPublishers.safeParse(data.publishers)
    if (published.success) {
      for (const p of published.data) {
        local.publishers.set(p.id, p)
        // A stream that stopped (a screen no longer shared) is added again if it comes back.
        for (const key of streamsGone(p, local.subscribed)) local.subscribed.delete(key)
      }
      if (local.receiving) this.addInTurn(local)
      return
    }
    // Someone stopped publishing or left: Janus updates the subscriber itself and sends its new offer.
    const goneFeed = typeof data.unpublished === 'number' ? data.unpublished : data.leaving
    if (typeof goneFeed === 'number') {
      local.publishers.delete(goneFeed)
      for (const key of streamsGone({ id: goneFeed }, local.subscribed)) local.subscribed.delete(key)
      // An update Janus refused because this feed went meanwhile held the others' streams too.
      if (local.receiving) this.addInTurn(local)
    }
  }

  /** Adds, in the session's order, what it does not receive yet; tried again while it fails. */
  private addInTurn(local: LocalSession) {
    void retryInBackground(
      () => this.deps.inOrder(local, () => this.addStreams(local)),
      () => !local.gone && local.receiving,
    )
  }

  /** Detaches the subscriber handle; the session receives nothing until it subscribes again. */
  async drop(local: LocalSession) {
    const subscriber = local.subscriber
    local.subscriber = null
    local.subscribed.clear()
    await subscriber?.detach().catch(() => {})
  }

  private async addStreams(local: LocalSession) {
    const streams = streamsToAdd([...local.publishers.values()], local.feed, local.subscribed)
    if (streams.length === 0) return
    if (!local.subscriber) {
      const offer = await this.open(local, streams)
      this.push(local, offer.jsep, offer.streams)
      return
    }
    for (const stream of streams) local.subscribed.add(streamKey(stream))
    let answer: PluginAnswer
    try {
      answer = await local.subscriber.request({ request: 'update', subscribe: streams })
    } catch (err) {
      // Not received after all (a feed gone meanwhile refuses the whole update): tried again (addInTurn).
      for (const stream of streams) local.subscribed.delete(streamKey(stream))
      throw err
    }
    // Janus may answer at once, or later in an `updated` event (while an earlier offer is unanswered).
    if (answer.jsep) this.push(local, answer.jsep, await this.streamsOf(local, answer.data.streams))
  }

  private async open(
    local: LocalSession,
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

  private onSubscriberEvent(local: LocalSession, subscriber: VideoRoomHandle, { data, jsep }: PluginAnswer) {
    if (local.subscriber !== subscriber) return
    if (data.videoroom === 'destroyed') {
      void this.deps.release(local)
      return
    }
    if (data.videoroom === 'updated' && jsep)
      void this.deps
        .inOrder(local, async () => this.push(local, jsep, await this.streamsOf(local, data.streams)))
        .catch(() => {})
  }

  /** Janus's streams as the browser shows them: whose each one is, by the session of its feed. */
  private async streamsOf(local: LocalSession, raw: unknown): Promise<SfuStream[]> {
    const streams = Streams.catch([]).parse(raw ?? [])
    const sessions = await findSessions(this.deps.db, sessionsOfStreams(streams))
    const users = new Map(sessions.filter((s) => s.callId === local.callId).map((s) => [s.id, s.userId]))
    return subscriberStreams(streams, users)
  }

  private push(local: LocalSession, jsep: SfuJsep, streams: SfuStream[]) {
    this.deps.hub.toRoom(callSessionRoom(local.id), 'callMedia', {
      dialogId: local.dialogId,
      mediaSessionId: local.id,
      jsep,
      streams,
    })
  }
}
