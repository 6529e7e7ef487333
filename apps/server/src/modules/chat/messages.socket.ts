import {
  ERROR_CATALOGUE,
  GeneralErrorCode,
  type Locale,
  MessageSend,
  type MessageSendAck,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { validationIssues } from '../../platform/i18n/zod-issues'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { MessagesService } from './messages.service'

/** A refused message as the acknowledgement carries it: the code and the reason in the user's words. */
export function refusalOf(locale: Locale, err: unknown): MessageSendAck | null {
  if (!(err instanceof AppError)) return null
  const first = err.options.validationErrors?.[0]
  const message = first
    ? `${first.field}: ${first.message}`
    : translate(locale, err.options.messageKey ?? ERROR_CATALOGUE[err.code].textCode, err.options.params)
  return { ok: false, error: { code: err.code, message } }
}

/**
 * Chat messages posted over the socket (`message` with an acknowledgement): validated with the
 * contract, sent through the service, answered `{ok:true, message}` or `{ok:false, error}`.
 */
export function registerMessageSocket(hub: RealtimeHub, messages: MessagesService, log: FastifyBaseLogger) {
  hub.onMessage(async ({ user, locale }, payload) => {
    try {
      const parsed = MessageSend.safeParse(payload)
      // Refused as a service refusal is: the acknowledgement words both alike.
      if (!parsed.success)
        throw new AppError(GeneralErrorCode.ValidationFailed, {
          validationErrors: validationIssues(locale, parsed.error.issues, 'message'),
        })
      return { ok: true, message: await messages.send(user.id, locale, parsed.data) }
    } catch (err) {
      const refusal = refusalOf(locale, err)
      if (refusal) return refusal
      log.error({ err }, 'chat message failed')
      throw err
    }
  })
}
