import type { FastifyBaseLogger } from 'fastify'
import Janode, { type JanodeConnection, type JanodeSession } from 'janode'
import { VideoRoomHandle } from './janus-handle'

/** Janus ends a session that sends nothing for 60 s (`session_timeout`); janode pings it this often. */
const KEEPALIVE_SECONDS = 25
const RETRY_FIRST_MS = 500
const RETRY_MAX_MS = 30_000

/** Janus could not be reached (or is backing off after failing): the request is refused at once. */
export class JanusUnavailable extends Error {}

export interface JanusClientOptions {
  url: string
  apiSecret?: string
  log: FastifyBaseLogger
}

// janode prints to the console by itself; what matters is logged here, through the app's logger.
Janode.Logger.setLevel('none')

/**
 * This process's connection to Janus (JANUS_URL, with JANUS_API_SECRET): one Janus session over one
 * WebSocket, opened at first use. When it is lost (Janus restarted, the network cut), every handle
 * of the process is gone with it: `onReset` listeners are told, and the next use connects again,
 * no sooner than a backoff that doubles with each failure (0.5 s to 30 s); until then requests fail
 * at once rather than wait.
 */
export class JanusClient {
  private session: Promise<JanodeSession> | null = null
  private connection: JanodeConnection | null = null
  private control: Promise<VideoRoomHandle> | null = null
  private failures = 0
  private retryAt = 0
  private closed = false
  private readonly resetListeners: (() => void)[] = []

  constructor(private readonly options: JanusClientOptions) {}

  /** Runs `listener` whenever the session with Janus is lost. */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener)
  }

  /** A new VideoRoom handle of this process's session (the handle of one publisher or subscriber). */
  async attach(): Promise<VideoRoomHandle> {
    const session = await this.current()
    return session.attach({ id: 'janus.plugin.videoroom', Handle: VideoRoomHandle })
  }

  /** The handle that administers rooms (create, destroy, allowed list, kick, moderate, recording). */
  admin(): Promise<VideoRoomHandle> {
    if (!this.control) {
      const control = this.attach()
      this.control = control
      control.catch(() => {
        if (this.control === control) this.control = null
      })
    }
    return this.control
  }

  async close(): Promise<void> {
    this.closed = true
    const session = this.session
    this.forget()
    const connection = this.connection
    this.connection = null
    try {
      await (await session?.catch(() => null))?.destroy()
    } catch {
      // Janus gone already: nothing to end.
    }
    await connection?.close().catch(() => {})
  }

  private current(): Promise<JanodeSession> {
    if (this.closed) return Promise.reject(new JanusUnavailable('the Janus client is closed'))
    if (this.session) return this.session
    if (Date.now() < this.retryAt)
      return Promise.reject(new JanusUnavailable('Janus did not answer: waiting before trying again'))
    const opening = this.open().catch((err: unknown) => {
      if (this.session === opening) this.session = null
      this.failures += 1
      this.retryAt = Date.now() + Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1))
      this.options.log.warn({ err, url: this.options.url }, 'janus: cannot connect')
      throw new JanusUnavailable(`Janus at ${this.options.url} does not answer`)
    })
    this.session = opening
    return opening
  }

  private async open(): Promise<JanodeSession> {
    const connection = await Janode.connect({
      address: { url: this.options.url, apisecret: this.options.apiSecret },
      max_retries: 0,
      retry_time_secs: 1,
    })
    let session: JanodeSession
    try {
      session = await connection.create(KEEPALIVE_SECONDS)
    } catch (err) {
      await connection.close().catch(() => {})
      throw err
    }
    if (this.closed) {
      await session.destroy().catch(() => {})
      await connection.close().catch(() => {})
      throw new JanusUnavailable('the Janus client is closed')
    }
    this.connection = connection
    this.failures = 0
    let lost = false
    // Which one fired tells a Janus gone (closed), the network (error) and a missed keep-alive (destroyed).
    const onLost = (how: 'closed' | 'error' | 'destroyed') => {
      if (lost) return
      lost = true
      if (this.connection === connection) {
        this.connection = null
        this.forget()
        if (!this.closed) {
          this.options.log.warn({ url: this.options.url, how }, 'janus: session lost; every handle is gone')
          void connection.close().catch(() => {})
        }
      }
      // Closed on purpose (the app stopping): nothing is left to start over, and the database may be gone.
      if (!this.closed) for (const listener of this.resetListeners) listener()
    }
    connection.once(Janode.EVENT.CONNECTION_CLOSED, () => onLost('closed'))
    connection.once(Janode.EVENT.CONNECTION_ERROR, () => onLost('error'))
    session.once(Janode.EVENT.SESSION_DESTROYED, () => onLost('destroyed'))
    this.options.log.info({ url: this.options.url }, 'janus: connected')
    return session
  }

  private forget() {
    this.session = null
    this.control = null
  }
}
