import type { SfuSource } from '@nauka/contracts'
import { z } from 'zod'
import type { SocketContext } from '../../../platform/realtime/hub'
import type { VideoRoomHandle } from './janus-handle'
import type { RoomRef } from './janus-rooms'
import { JanusPublisher } from './sfu.model'

/** Who publishes in a room, as Janus lists them (in a join's answer and in the room's news). */
export const JanusPublishers = z.array(JanusPublisher)

/** One media session of this process in the room: its participant (publisher) and subscriber handles. */
export interface LocalSession {
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
