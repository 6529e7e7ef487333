import type { JanodeSession, JanusJsep, JanusMessage } from 'janode'
import Handle from 'janode/handle'

/** How long one request to Janus may take: it answers in milliseconds, or it is in trouble. */
export const JANUS_REQUEST_MS = 10_000

/** A refusal of the VideoRoom plugin (e.g. 426 no such room, 433 unauthorized). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`janus ${code}: ${message}`)
  }
}

export const VideoRoomError = {
  NoSuchRoom: 426,
  RoomExists: 427,
  NoSuchFeed: 428,
  Unauthorized: 433,
} as const

/** What a plugin message carries: the plugin's data, and a session description when it sends one. */
export interface PluginAnswer {
  data: Record<string, unknown>
  jsep: JanusJsep | null
}

/** The events of a handle that are not answers to its own requests (publishers came, a kick, …). */
const PLUGIN_EVENT = 'videoroom-event'

/** Events kept for a handle nobody listens to yet; one that never gets a listener keeps no more. */
const HELD_EVENTS_MAX = 100

/**
 * A handle of the VideoRoom plugin, in janode's terms: answers to its own requests close their
 * transaction (a plugin's `error_code` rejects it), and every other plugin message is emitted as
 * `PLUGIN_EVENT`. janode's own VideoRoom handle reads only some fields of some messages; the calls
 * need the raw ones (streams of a multistream subscriber, moderation, the allowed list).
 */
export class VideoRoomHandle extends Handle {
  /**
   * Events that came before anyone listened. Janus may send an event in the same packet as the answer
   * to a join (a publisher announced just after it), and one packet's messages are all handled
   * before the join's caller runs on: without this, that publisher would never be seen.
   */
  private held: PluginAnswer[] = []

  constructor(session: JanodeSession, id: number) {
    super(session, id)
    // janode's handles add a no-op error listener; events of a handle that nobody listens to are dropped.
    this.setMaxListeners(20)
  }

  override handleMessage(message: JanusMessage): unknown {
    const data = message.plugindata?.data
    if (!data) return null
    const { transaction } = message
    if (this.ownsTransaction(transaction)) {
      if (typeof data.error_code === 'number')
        this.closeTransactionWithError(transaction, new JanusError(data.error_code, String(data.error)))
      else this.closeTransactionWithSuccess(transaction, message)
      return true
    }
    const answer: PluginAnswer = { data, jsep: message.jsep ?? null }
    if (this.listenerCount(PLUGIN_EVENT) > 0) this.emit(PLUGIN_EVENT, answer)
    else if (this.held.length < HELD_EVENTS_MAX) this.held.push(answer)
    return true
  }

  /** Listens to the handle's events, first to those held since it was attached, in their order. */
  onEvent(listener: (event: PluginAnswer) => void) {
    this.on(PLUGIN_EVENT, listener)
    const held = this.held
    this.held = []
    for (const event of held) listener(event)
  }

  /** A plugin request, answered at once or after an `ack`; a plugin refusal throws `JanusError`. */
  async request(body: Record<string, unknown>, jsep?: JanusJsep): Promise<PluginAnswer> {
    const message = await this.sendRequest(
      { janus: 'message', body, ...(jsep ? { jsep } : {}) },
      JANUS_REQUEST_MS,
    )
    return { data: message.plugindata?.data ?? {}, jsep: message.jsep ?? null }
  }
}

const JANUS_UNEXPECTED_ANSWER = 469

/**
 * Janus's core refusal of an answer it did not ask for (469, JANUS_ERROR_UNEXPECTED_ANSWER), which
 * janode throws as a plain error worded "<code> <reason>".
 */
export const isUnexpectedAnswer = (err: unknown): boolean =>
  err instanceof Error && err.message.startsWith(`${JANUS_UNEXPECTED_ANSWER} `)
