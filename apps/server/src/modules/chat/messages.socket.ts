import {
  ERROR_CATALOGUE,
  GeneralErrorCode,
  type Locale,
  MessageSend,
  type MessageSendAck,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { AppError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { RealtimeHub } from '../../platform/realtime/hub'
import type { MessagesService } from './messages.service'

const MESSAGE_KEY = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/

/** The first problem of an invalid payload, in the socket's language, naming the field. */
function issueText(locale: Locale, issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'message'
  let text: string
  if (MESSAGE_KEY.test(issue.message)) text = translate(locale, issue.message)
  else if (issue.code === 'too_big')
    text = translate(locale, issue.origin === 'number' ? 'validation.tooBig' : 'validation.tooLong', {
      maximum: Number(issue.maximum),
    })
  else if (issue.code === 'invalid_type' && issue.input === undefined)
    text = translate(locale, 'validation.required')
  else if (issue.path[0] === 'dialog' && issue.code === 'custom')
    text = translate(locale, 'chat.message.target')
  else text = translate(locale, 'validation.invalidValue')
  return `${field}: ${text}`
}

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
    const parsed = MessageSend.safeParse(payload)
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      const message = issue ? issueText(locale, issue) : translate(locale, 'validation.invalidValue')
      return { ok: false, error: { code: GeneralErrorCode.ValidationFailed, message } }
    }
    try {
      return { ok: true, message: await messages.send(user.id, locale, parsed.data) }
    } catch (err) {
      const refusal = refusalOf(locale, err)
      if (refusal) return refusal
      log.error({ err }, 'chat message failed')
      throw err
    }
  })
}
