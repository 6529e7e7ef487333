import {
  type ClientToServerEvents,
  ERROR_CATALOGUE,
  type ErrorCode,
  GeneralErrorCode,
  type MessageSendAck,
  type ServerToClientEvents,
  SocketEvent,
} from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io'
import { translate } from '../i18n/messages'
import type { RealtimeHub, SocketContext } from './hub'

export type MessageHandler = Parameters<RealtimeHub['onMessage']>[0]

/**
 * A client may post this many chat messages per window; the rest are refused through the
 * acknowledgement (each one writes to the database and fans out to every member).
 */
export const MESSAGE_EVENT_LIMIT = { events: 60, windowMs: 10_000 } as const

// biome-ignore lint/suspicious/noExplicitAny: the socket data type belongs to socket-server.ts
type AnySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, any>

const refusal = (context: SocketContext, code: ErrorCode): MessageSendAck => ({
  ok: false,
  error: { code, message: translate(context.locale, ERROR_CATALOGUE[code].textCode) },
})

/**
 * Hands each chat `message` event to the registered handler and sends its answer back through the
 * acknowledgement. Nothing a client sends may end the socket or the process: an event without an
 * acknowledgement is ignored, and a handler's unexpected failure answers a generic error.
 */
export function listenForMessages(
  socket: AnySocket,
  context: SocketContext,
  handler: () => MessageHandler | null,
  app: FastifyInstance,
): void {
  let windowStart = Date.now()
  let count = 0
  socket.on(SocketEvent.Message, (raw: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return
    const answer = ack as (answer: MessageSendAck) => void
    const now = Date.now()
    if (now - windowStart > MESSAGE_EVENT_LIMIT.windowMs) {
      windowStart = now
      count = 0
    }
    count += 1
    if (count > MESSAGE_EVENT_LIMIT.events) return answer(refusal(context, GeneralErrorCode.TooManyRequests))
    const current = handler()
    if (!current) return answer(refusal(context, GeneralErrorCode.Unavailable))
    Promise.resolve()
      .then(() => current(context, raw))
      .then(answer, (err: unknown) => {
        app.log.error({ err }, 'chat message handler failed')
        answer(refusal(context, GeneralErrorCode.Internal))
      })
  })
}
