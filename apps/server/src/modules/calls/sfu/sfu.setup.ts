import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import type { RealtimeHub } from '../../../platform/realtime/hub'
import { JanusClient } from './janus-client'
import { JanusRooms } from './janus-rooms'
import { JanusMediaServer } from './sfu.media-server'
import { SfuSessions } from './sfu.sessions'
import { registerSfuSocket } from './sfu.socket'

export interface MediaServerConfig {
  url: string
  apiSecret?: string
  adminKey?: string
}

export interface MediaServer {
  server: JanusMediaServer
  rooms: JanusRooms
  sessions: SfuSessions
  /** Runs `listener` whenever this process loses its session with Janus (restarted, crashed, cut off). */
  onLost(listener: () => void): void
}

/**
 * Group calls through Janus (JANUS_URL set): this process's Janus client, the rooms, the sessions'
 * handles and the `callMedia` socket events; the client closes with the app.
 */
export function setUpMediaServer(
  app: FastifyInstance,
  db: Db,
  hub: RealtimeHub,
  config: MediaServerConfig,
): MediaServer {
  const janus = new JanusClient({ url: config.url, apiSecret: config.apiSecret, log: app.log })
  const rooms = new JanusRooms(janus, config.adminKey)
  const sessions = new SfuSessions({ db, hub, janus, rooms, log: app.log })
  registerSfuSocket(hub, db, sessions, app.log)
  app.addHook('onClose', () => janus.close())
  return {
    server: new JanusMediaServer({ rooms, sessions, log: app.log }),
    rooms,
    sessions,
    onLost: (listener) => janus.onReset(listener),
  }
}
