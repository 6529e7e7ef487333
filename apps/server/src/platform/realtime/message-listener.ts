import {
  type ClientToServerEvents,
  ERROR_CATALOGUE,
  type ErrorCode,
  GeneralErrorCode,
  type ServerToClientEvents,
} from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io'
import { AppError } from '../errors'
import { translate } from '../i18n/messages'
import type { RateLimits } from '../rate-limit'
import type { RealtimeHub, SocketContext } from './hub'
import type { SocketRateRule } from './socket-rate-rules'

export type MessageHandler = Parameters<RealtimeHub['onMessage']>[0]
export type CallHandler = Parameters<RealtimeHub['onCall']>[0]
export type CallMediaHandler = Parameters<RealtimeHub['onCallMedia']>[0]

/** A refusal as every acknowledgement carries it (`MessageSendAck`, `CallAck`, `CallMediaAck`). */
type Refusal = { ok: false; error: { code: number; message: string } }

// biome-ignore lint/suspicious/noExplicitAny: the socket data type belongs to socket-server.ts
type AnySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, any>

const refusal = (context: SocketContext, code: ErrorCode): Refusal => ({
  ok: false,
  error: { code, message: translate(context.locale, ERROR_CATALOGUE[code].textCode) },
})

/**
 * Hands each `event` (chat `message`, `call`, `callMedia`) to the registered handler and sends its answer back
 * through the acknowledgement; beyond the user's `rule` limit it answers too_many_requests instead.
 * Nothing a client sends may end the socket or the process: an event without an acknowledgement is
 * ignored, and a handler's unexpected failure answers a generic error.
 */
export function listenWithAck<A>(
  socket: AnySocket,
  event: 'message' | 'call' | 'callMedia',
  rule: SocketRateRule,
  context: SocketContext,
  handler: () => ((context: SocketContext, payload: unknown) => Promise<A>) | null,
  limits: RateLimits<SocketRateRule>,
  app: FastifyInstance,
): void {
  socket.on(event, (raw: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return
    const answer = ack as (answer: A | Refusal) => void
    const handle = () => {
      const current = handler()
      if (!current) return answer(refusal(context, GeneralErrorCode.Unavailable))
      Promise.resolve()
        .then(() => current(context, raw))
        .then(answer, (err: unknown) => {
          app.log.error({ err, event }, 'socket event handler failed')
          answer(refusal(context, GeneralErrorCode.Internal))
        })
    }
    limits.consume(rule, String(context.user.id)).then(handle, (err: unknown) => {
      if (!(err instanceof AppError)) app.log.error({ err, event }, 'socket event rate limit failed')
      answer(refusal(context, err instanceof AppError ? err.code : GeneralErrorCode.Unavailable))
    })
  })
}
