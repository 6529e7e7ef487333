import {
  type CallAck,
  CallClientEvent,
  callSessionRoom,
  GeneralErrorCode,
  type Locale,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, ForbiddenError } from '../../platform/errors'
import { validationIssues } from '../../platform/i18n/zod-issues'
import type { RealtimeHub, SocketContext } from '../../platform/realtime/hub'
import { refusalOf } from '../chat/messages.socket'
import type { CallsService, Joined } from './calls.service'

/**
 * `call` events over the socket (the agreed design): start, join, resume, leave and signal. The
 * socket that starts, joins or resumes becomes the media session: it joins the session's room (its
 * signalling arrives there, from any process) and, when it disconnects, `onGone` is told, so a tab
 * that does not come back within the grace time has left.
 */
export function registerCallSocket(
  hub: RealtimeHub,
  calls: CallsService,
  onGone: (mediaSessionId: string) => void,
  log: FastifyBaseLogger,
): void {
  // The session each socket carries (one call at a time), by the socket's context.
  const bound = new WeakMap<SocketContext, string>()
  const bind = (context: SocketContext, joined: Joined): CallAck => {
    // Waiting in the lobby: no session yet, nothing to carry.
    if (joined.mediaSessionId === null) return { ok: true, ...joined }
    const previous = bound.get(context)
    if (previous !== joined.mediaSessionId) {
      if (previous) context.leave(callSessionRoom(previous))
      bound.set(context, joined.mediaSessionId)
      context.join(callSessionRoom(joined.mediaSessionId))
      const session = joined.mediaSessionId
      context.onDisconnect(() => {
        if (bound.get(context) === session) onGone(session)
      })
    }
    return { ok: true, ...joined }
  }

  const handle = async (context: SocketContext, event: CallClientEvent): Promise<CallAck> => {
    const userId = context.user.id
    switch (event.action) {
      case 'start':
        return bind(context, await calls.start(userId, event.dialogId, event.type, event.state))
      case 'join':
        return bind(context, await calls.join(userId, event.dialogId, event.state))
      case 'resume': {
        const call = await calls.resume(userId, event.dialogId, event.mediaSessionId)
        return bind(context, { call, mediaSessionId: event.mediaSessionId })
      }
      case 'leave': {
        const call = await calls.leave(userId, event.dialogId, event.mediaSessionId)
        if (bound.get(context) === event.mediaSessionId) {
          bound.delete(context)
          context.leave(callSessionRoom(event.mediaSessionId))
        }
        return { ok: true, call, mediaSessionId: null }
      }
      case 'signal':
        // Only the session this very socket carries may speak: another tab's id is refused.
        if (bound.get(context) !== event.from) throw new ForbiddenError('calls.notYourSession')
        await calls.relay(userId, event.dialogId, event.from, event.to, event.signal)
        return { ok: true, call: null, mediaSessionId: event.from }
    }
  }

  hub.onCall(async (context, payload) => {
    try {
      const parsed = CallClientEvent.safeParse(payload)
      if (!parsed.success) throw invalid(context.locale, parsed.error.issues)
      return await handle(context, parsed.data)
    } catch (err) {
      const refusal = refusalOf(context.locale, err)
      // Worded as the chat words its refusals (a refusal is never `ok`).
      if (refusal && !refusal.ok) return refusal
      log.error({ err }, 'call event failed')
      throw err
    }
  })
}

const invalid = (locale: Locale, issues: Parameters<typeof validationIssues>[1]) =>
  new AppError(GeneralErrorCode.ValidationFailed, {
    validationErrors: validationIssues(locale, issues, 'call'),
  })
