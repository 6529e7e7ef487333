import { type CallMediaAck, CallMediaClientEvent, callSessionRoom, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { AppError, ForbiddenError } from '../../../platform/errors'
import { validationIssues } from '../../../platform/i18n/zod-issues'
import type { RealtimeHub, SocketContext } from '../../../platform/realtime/hub'
import { refusalOf } from '../../chat/messages.socket'
import { requirePublishing, sfuAccess } from './sfu.rules'
import type { SfuSessions } from './sfu.sessions'

/**
 * `callMedia` over the socket (the agreed design): a session's signalling with the media server.
 * Only the socket that carries the session (it is in the session's room, calls.socket.ts) may
 * speak for it, and each event is checked against the call as it is now; refusals are worded in
 * the socket's language as the `call` events' are.
 */
export function registerSfuSocket(
  hub: RealtimeHub,
  db: Db,
  sessions: SfuSessions,
  log: FastifyBaseLogger,
): void {
  const handle = async (context: SocketContext, event: CallMediaClientEvent): Promise<CallMediaAck> => {
    if (!context.inRoom(callSessionRoom(event.mediaSessionId)))
      throw new ForbiddenError('calls.notYourSession')
    const access = await sfuAccess(db, context.user.id, event.dialogId, event.mediaSessionId)
    const done = { ok: true as const, jsep: null, streams: null }
    switch (event.action) {
      case 'publish': {
        requirePublishing(access)
        const jsep = await sessions.publish(access, context, event.jsep, event.sources)
        return { ok: true, jsep, streams: null }
      }
      case 'subscribe':
        return { ok: true, ...(await sessions.subscribe(access, context)) }
      case 'answer':
        await sessions.answer(access, context, event.jsep)
        return done
      case 'candidate':
        await sessions.candidate(access, context, event.target, event.candidate)
        return done
      case 'layer':
        await sessions.layer(access, context, event.mid, event.substream)
        return done
    }
  }

  hub.onCallMedia(async (context, payload) => {
    try {
      const parsed = CallMediaClientEvent.safeParse(payload)
      if (!parsed.success)
        throw new AppError(GeneralErrorCode.ValidationFailed, {
          validationErrors: validationIssues(context.locale, parsed.error.issues, 'callMedia'),
        })
      return await handle(context, parsed.data)
    } catch (err) {
      const refusal = refusalOf(context.locale, err)
      if (refusal && !refusal.ok) return refusal
      log.error({ err }, 'callMedia event failed')
      throw err
    }
  })
}
