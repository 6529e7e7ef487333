import { CallMedia, type SfuSource, SfuSource as SfuSourceSchema, type SfuStream } from '@nauka/contracts'
import { z } from 'zod'
import type { AllowedMedia } from '../calls.media'
import type { CallRow } from '../calls.queries'
import type { RoomRef } from './janus-rooms'

/** The call's room, when it goes through the media server and has one. */
export const roomOf = (call: Pick<CallRow, 'media' | 'janusRoom' | 'janusSecret'>): RoomRef | null =>
  call.media === CallMedia.Sfu && call.janusRoom !== null && call.janusSecret !== null
    ? { room: call.janusRoom, secret: call.janusSecret }
    : null

/** A stream of a multistream subscriber, as Janus lists it in `attached` and `updated`. */
export const JanusSubscriberStream = z.object({
  mid: z.string(),
  type: z.string(),
  active: z.boolean().optional(),
  feed_id: z.number().optional(),
  feed_display: z.string().optional(),
  feed_description: z.string().optional(),
})
export type JanusSubscriberStream = z.infer<typeof JanusSubscriberStream>

/** A publisher as Janus announces it (`publishers` of a join answer or event). */
export const JanusPublisher = z.object({
  id: z.number(),
  display: z.string().optional(),
  dummy: z.boolean().optional(),
  streams: z
    .array(z.object({ type: z.string(), mid: z.string(), disabled: z.boolean().optional() }))
    .optional(),
})
export type JanusPublisher = z.infer<typeof JanusPublisher>

const Guid = z.guid()

/** What a track is: its description when the publisher gave one, else the usual source of its kind. */
export const sourceOf = (kind: string, description: string | undefined): SfuSource => {
  const given = SfuSourceSchema.safeParse(description)
  if (given.success) return given.data
  return kind === 'audio' ? 'microphone' : 'camera'
}

/**
 * The streams a browser receives, by mid, from Janus's list of its subscriber's streams: audio and
 * video that flow, of feeds whose display is the media session of a user of the call (a feed of
 * anything else is nobody the browser could show).
 */
export function subscriberStreams(
  streams: readonly JanusSubscriberStream[],
  userOfSession: ReadonlyMap<string, number>,
): SfuStream[] {
  const received: SfuStream[] = []
  for (const s of streams) {
    if (s.active === false || (s.type !== 'audio' && s.type !== 'video')) continue
    const session = s.feed_display
    const userId = session === undefined ? undefined : userOfSession.get(session)
    if (session === undefined || userId === undefined) continue
    received.push({
      mid: s.mid,
      kind: s.type,
      source: sourceOf(s.type, s.feed_description),
      userId,
      mediaSessionId: session,
    })
  }
  return received
}

/** The media sessions a list of subscriber streams comes from (to look their users up). */
export const sessionsOfStreams = (streams: readonly JanusSubscriberStream[]): string[] => [
  ...new Set(
    streams.flatMap((s) => (Guid.safeParse(s.feed_display).success ? [s.feed_display as string] : [])),
  ),
]

/** A stream of a publisher as a subscriber names it. */
export interface FeedStream {
  feed: number
  mid: string
}

export const streamKey = (s: FeedStream): string => `${s.feed}:${s.mid}`

/**
 * What a subscriber should add: each audio and video stream that flows from another session's
 * publisher and is not received yet (a stream added later, such as a shared screen, included).
 */
export const streamsToAdd = (
  publishers: readonly JanusPublisher[],
  ownFeed: number | null,
  subscribed: ReadonlySet<string>,
): FeedStream[] =>
  publishers
    .filter((p) => p.id !== ownFeed && !p.dummy)
    .flatMap((p) =>
      (p.streams ?? [])
        .filter((s) => !s.disabled && (s.type === 'audio' || s.type === 'video'))
        .map((s) => ({ feed: p.id, mid: s.mid })),
    )
    .filter((s) => !subscribed.has(streamKey(s)))

/** Of the streams received, those a publisher's news says no longer flow (stopped, or gone with it). */
export const streamsGone = (publisher: JanusPublisher, subscribed: ReadonlySet<string>): string[] => {
  const flowing = new Set(
    (publisher.streams ?? [])
      .filter((s) => !s.disabled)
      .map((s) => streamKey({ feed: publisher.id, mid: s.mid })),
  )
  return [...subscribed].filter((key) => key.startsWith(`${publisher.id}:`) && !flowing.has(key))
}

/** The streams a session publishes, by the sources it told (microphone audio, camera and screen video). */
export const describedSources = (sources: ReadonlyMap<string, SfuSource>) =>
  [...sources].map(([mid, source]) => ({
    mid,
    type: source === 'microphone' ? 'audio' : 'video',
    description: source,
  }))

/** A stream of a publisher and whether a session with `allowed` media may send it (`moderate`). */
export function moderation(
  streams: readonly { type: string; mid: string; description?: string }[],
  allowed: AllowedMedia,
): { mid: string; mute: boolean }[] {
  const mayFor: Record<SfuSource, boolean> = {
    microphone: allowed.audio,
    camera: allowed.video,
    screen: allowed.screen,
  }
  return streams
    .filter((s) => s.type === 'audio' || s.type === 'video')
    .map((s) => ({ mid: s.mid, mute: !mayFor[sourceOf(s.type, s.description)] }))
}
