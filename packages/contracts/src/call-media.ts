import { z } from 'zod'
import { CALL_LIMITS } from './call-constants'
import { IceCandidate } from './calls'
import { Id } from './primitives'

/**
 * Media through the media server (a call whose `media` is `sfu`), over the socket event `callMedia`.
 * The browser never talks to Janus: our server holds each session's publisher and subscriber handles
 * and relays the descriptions, so only admitted participants reach a room. Each browser publishes
 * once (simulcast for the camera) and receives everyone else over one subscriber connection.
 */

/** A session description with the media server; a subscriber offer lists every stream, so it may be long. */
export const SfuJsep = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(CALL_LIMITS.sfuSdpMax),
})
export type SfuJsep = z.infer<typeof SfuJsep>

/** What a published track is: the camera, the microphone or a shared screen. */
export const SfuSource = z.enum(['camera', 'microphone', 'screen'])
export type SfuSource = z.infer<typeof SfuSource>

/** One stream the subscriber connection receives: whose it is, and under which `mid`. */
export const SfuStream = z.object({
  mid: z.string().max(16),
  kind: z.enum(['audio', 'video']),
  source: SfuSource,
  userId: z.number().int(),
  mediaSessionId: z.guid(),
})
export type SfuStream = z.infer<typeof SfuStream>

const session = { dialogId: Id, mediaSessionId: z.guid() }

/** Client → server `callMedia` (with an acknowledgement), from the socket that carries the session. */
export const CallMediaClientEvent = z.discriminatedUnion('action', [
  /** Publishes (or renegotiates, e.g. a screen added): the browser's offer, answered by the server's. */
  z.object({
    action: z.literal('publish'),
    ...session,
    jsep: SfuJsep,
    sources: z.array(z.object({ mid: z.string().max(16), source: SfuSource })).max(8),
  }),
  /** Subscribes to everyone else: the answer carries the media server's offer and its streams. */
  z.object({ action: z.literal('subscribe'), ...session }),
  /** The browser's answer to a subscriber offer (from `subscribe` or a `callMedia` event). */
  z.object({ action: z.literal('answer'), ...session, jsep: SfuJsep }),
  z.object({
    action: z.literal('candidate'),
    ...session,
    target: z.enum(['publisher', 'subscriber']),
    candidate: IceCandidate.nullable(),
  }),
  /** Asks for a simulcast layer of a received video (0 the smallest), as its tile's size needs. */
  z.object({
    action: z.literal('layer'),
    ...session,
    mid: z.string().max(16),
    substream: z.number().int().min(0).max(2),
  }),
])
export type CallMediaClientEvent = z.infer<typeof CallMediaClientEvent>

export const CallMediaAck = z.union([
  z.object({ ok: z.literal(true), jsep: SfuJsep.nullable(), streams: z.array(SfuStream).nullable() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.number().int(), message: z.string() }) }),
])
export type CallMediaAck = z.infer<typeof CallMediaAck>

/**
 * Server → client `callMedia`: the subscriber connection changes (someone started or stopped
 * publishing): a new offer with every stream now received, to be answered with `answer`.
 */
export const CallMediaEvent = z.object({
  dialogId: z.number().int(),
  mediaSessionId: z.guid(),
  jsep: SfuJsep,
  streams: z.array(SfuStream),
})
export type CallMediaEvent = z.infer<typeof CallMediaEvent>

/**
 * Server → client `callMediaRestart`: the server lost its session with the media server (Janus
 * restarted, crashed or could not be reached), and with it this media session's handles there: the
 * browser starts both its connections over (the room is made again on the next join).
 */
export const CallMediaRestartEvent = z.object({ dialogId: z.number().int(), mediaSessionId: z.guid() })
export type CallMediaRestartEvent = z.infer<typeof CallMediaRestartEvent>
