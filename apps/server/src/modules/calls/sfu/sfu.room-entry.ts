import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { JanusClient } from './janus-client'
import { JanusError, type PluginAnswer, VideoRoomError, type VideoRoomHandle } from './janus-handle'
import { type JanusRooms, roomPin } from './janus-rooms'
import { JanusPublishers, type LocalSession } from './sfu.local'
import type { JanusPublisher } from './sfu.model'
import { mediaServerDown, type SfuAccess } from './sfu.rules'

export interface RoomEntryDeps {
  janus: JanusClient
  rooms: JanusRooms
  log: FastifyBaseLogger
}

/** A session just in the room: its participant handle, its token, and what Janus answered the join. */
export interface EnteredRoom {
  participant: VideoRoomHandle
  token: string
  feed: number
  publishers: JanusPublisher[]
}

/**
 * How a session goes into its call's room and out of it: each joins as a participant with a token
 * of its own, on the room's allowed list only while it is in; a room Janus lost (it restarted) is
 * made again as the call stores it.
 */
export class RoomEntry {
  /** Rooms being made again here (Janus lost them), so sessions coming back at once make each once. */
  private readonly remaking = new Map<number, Promise<void>>()

  constructor(private readonly deps: RoomEntryDeps) {}

  /** Joins the room as the session's participant, with a token allowed for it alone. */
  async enter(access: SfuAccess): Promise<EnteredRoom> {
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
    const publishers = JanusPublishers.catch([]).parse(answer.data.publishers ?? [])
    return { participant, token, feed, publishers }
  }

  /** Detaches the participant handle (leaving the room) and takes the token off the allowed list. */
  async leave(local: Pick<LocalSession, 'id' | 'participant' | 'room' | 'token'>): Promise<void> {
    await local.participant.detach().catch(() => {})
    await this.deps.rooms.disallow(local.room, local.token).catch((err: unknown) => {
      this.deps.log.warn({ err, session: local.id }, 'janus: token not removed')
    })
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
}
