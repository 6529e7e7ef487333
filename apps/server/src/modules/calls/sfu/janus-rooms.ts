import { createHmac, randomBytes } from 'node:crypto'
import { CALL_LIMITS } from '@nauka/contracts'
import { z } from 'zod'
import type { JanusClient } from './janus-client'
import { JanusError, VideoRoomError } from './janus-handle'

/** A call's room as the calls store it (calls.janus_room, calls.janus_secret). */
export interface RoomRef {
  room: number
  secret: string
}

/** A participant of a room as `listparticipants` tells it; `display` is our media session's id. */
const Participant = z.object({
  id: z.number(),
  display: z.string().optional(),
  publisher: z.boolean().optional(),
})
export type RoomParticipant = z.infer<typeof Participant>

/** One stream a publisher sends, as the room knows it; `description` is its SfuSource. */
const PublisherStream = z.object({
  type: z.string(),
  mid: z.string(),
  description: z.string().optional(),
  disabled: z.boolean().optional(),
  /** Muted for everyone by `moderate`. */
  moderated: z.boolean().optional(),
})
export type PublisherStream = z.infer<typeof PublisherStream>

const RoomList = z.object({ list: z.array(z.object({ room: z.number() })) })

/** A room number JSON carries exactly (Janus's ids are 64-bit, JavaScript's integers 53). */
export const randomRoomNumber = (): number => Math.max(1, Number(randomBytes(8).readBigUInt64BE() >> 11n))

/**
 * The room's PIN, made from its secret so that any process (and a room made again after a Janus
 * restart) knows it without storing it: a join needs both the PIN and a token on the allowed list.
 */
export const roomPin = (secret: string): string =>
  createHmac('sha256', secret).update('pin').digest('base64url').slice(0, 16)

/**
 * The VideoRoom requests of room administration (the agreed design): rooms made for a call with
 * every safeguard on (secret, PIN, a list of allowed tokens, private), the tokens of media sessions
 * added and removed, feeds kicked and their streams muted, recording switched on and off.
 */
export class JanusRooms {
  constructor(
    private readonly janus: JanusClient,
    private readonly adminKey: string | undefined,
  ) {}

  /** Makes the room of a call: number and secret fresh unless given (a room made again). */
  async create(
    callId: number,
    ref: RoomRef = { room: randomRoomNumber(), secret: newSecret() },
  ): Promise<RoomRef> {
    const admin = await this.janus.admin()
    await admin.request({
      request: 'create',
      room: ref.room,
      ...(this.adminKey ? { admin_key: this.adminKey } : {}),
      description: `call ${callId}`,
      secret: ref.secret,
      pin: roomPin(ref.secret),
      is_private: true,
      permanent: false,
      publishers: CALL_LIMITS.sfuMax,
      // Simulcast needs VP8 (or H.264); Opus for everyone's voice.
      audiocodec: 'opus',
      videocodec: 'vp8',
      // A keyframe asked of each publisher every 10 s: a subscriber who just joined sees a picture soon.
      fir_freq: 10,
      bitrate: 1_024_000,
      notify_joining: false,
      record: false,
      lock_record: true,
    })
    // Only tokens our server adds for admitted media sessions may join, from then on.
    await admin.request({
      request: 'allowed',
      room: ref.room,
      secret: ref.secret,
      action: 'enable',
      allowed: [],
    })
    return ref
  }

  /** Destroys the room; one already gone (Janus restarted) is no error. */
  async destroy(ref: RoomRef): Promise<void> {
    await this.ignoringMissing(async () => {
      const admin = await this.janus.admin()
      await admin.request({ request: 'destroy', room: ref.room, secret: ref.secret, permanent: false })
    })
  }

  async allow(ref: RoomRef, token: string): Promise<void> {
    const admin = await this.janus.admin()
    await admin.request({
      request: 'allowed',
      room: ref.room,
      secret: ref.secret,
      action: 'add',
      allowed: [token],
    })
  }

  async disallow(ref: RoomRef, token: string): Promise<void> {
    await this.ignoringMissing(async () => {
      const admin = await this.janus.admin()
      await admin.request({
        request: 'allowed',
        room: ref.room,
        secret: ref.secret,
        action: 'remove',
        allowed: [token],
      })
    })
  }

  /** The tokens now allowed to join (null when the room has no list, which ours always have). */
  async allowed(ref: RoomRef): Promise<string[] | null> {
    const admin = await this.janus.admin()
    // `allowed` without tokens answers the list as it is.
    const { data } = await admin.request({
      request: 'allowed',
      room: ref.room,
      secret: ref.secret,
      action: 'add',
      allowed: [],
    })
    return z
      .array(z.string())
      .nullable()
      .catch(null)
      .parse(data.allowed ?? null)
  }

  async kick(ref: RoomRef, feed: number): Promise<void> {
    await this.ignoringMissing(async () => {
      const admin = await this.janus.admin()
      await admin.request({ request: 'kick', room: ref.room, secret: ref.secret, id: feed })
    })
  }

  /** Mutes (or lets through again) one stream of a publisher, for every subscriber. */
  async moderate(ref: RoomRef, feed: number, mid: string, mute: boolean): Promise<void> {
    const admin = await this.janus.admin()
    await admin.request({ request: 'moderate', room: ref.room, secret: ref.secret, id: feed, mid, mute })
  }

  async participants(ref: RoomRef): Promise<RoomParticipant[]> {
    const admin = await this.janus.admin()
    const { data } = await admin.request({ request: 'listparticipants', room: ref.room, secret: ref.secret })
    return z.array(Participant).parse(data.participants ?? [])
  }

  /**
   * The streams a publisher sends now (empty when it sends nothing), as the room announces them to a
   * participant: `listparticipants` does not tell them, so a short-lived participant of our own joins
   * (with a token of its own) and reads the publishers its join answer lists.
   */
  async publishedStreams(ref: RoomRef, feed: number): Promise<PublisherStream[]> {
    const token = newSecret()
    await this.allow(ref, token)
    const observer = await this.janus.attach()
    try {
      const { data } = await observer.request({
        request: 'join',
        ptype: 'publisher',
        room: ref.room,
        pin: roomPin(ref.secret),
        token,
        display: 'nauka-observer',
      })
      const publishers = z
        .array(z.object({ id: z.number(), streams: z.array(PublisherStream).optional() }))
        .parse(data.publishers ?? [])
      return publishers.find((p) => p.id === feed)?.streams ?? []
    } finally {
      await observer.detach().catch(() => {})
      await this.disallow(ref, token).catch(() => {})
    }
  }

  /** The numbers of every room Janus holds (its `list`; our rooms are private, the admin key shows them). */
  async list(): Promise<number[]> {
    const admin = await this.janus.admin()
    const { data } = await admin.request({
      request: 'list',
      ...(this.adminKey ? { admin_key: this.adminKey } : {}),
    })
    return RoomList.parse(data).list.map((r) => r.room)
  }

  /** Points the room's recordings at `dir` and records every publisher, or stops recording. */
  async record(ref: RoomRef, dir: string | null): Promise<void> {
    const admin = await this.janus.admin()
    if (dir !== null)
      await admin.request({ request: 'edit', room: ref.room, secret: ref.secret, new_rec_dir: dir })
    await admin.request({
      request: 'enable_recording',
      room: ref.room,
      secret: ref.secret,
      record: dir !== null,
    })
  }

  private async ignoringMissing(work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (err) {
      const gone =
        err instanceof JanusError &&
        (err.code === VideoRoomError.NoSuchRoom || err.code === VideoRoomError.NoSuchFeed)
      if (!gone) throw err
    }
  }
}

const newSecret = () => randomBytes(24).toString('base64url')
