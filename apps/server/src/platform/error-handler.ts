import { ERROR_CATALOGUE, type ErrorBody, GeneralErrorCode } from '@nauka/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod'
import { AppError } from './errors'
import { requestLocale } from './i18n/locale'
import { translate } from './i18n/messages'
import { type IssueLike, validationIssues } from './i18n/zod-issues'
import { REQUEST_ID_HEADER } from './request-id'

/** What fastify-type-provider-zod keeps of a zod issue, turned back into one. */
const zodIssue = (issue: ZodFastifySchemaValidationError): IssueLike => ({
  ...(issue.params as Omit<IssueLike, 'code' | 'path'>),
  code: issue.keyword,
  path: issue.instancePath.split('/').filter(Boolean),
  message: issue.message,
})

/** The error format of a catalogue code, in the request's language and with its id. */
export function errorBody(
  req: FastifyRequest,
  code: keyof typeof ERROR_CATALOGUE,
  extra: { messageKey?: string; params?: Record<string, string | number> } & Partial<ErrorBody> = {},
): ErrorBody {
  const locale = requestLocale(req)
  const entry = ERROR_CATALOGUE[code]
  const body: ErrorBody = {
    error: {
      code,
      textCode: entry.textCode,
      type: entry.type,
      message: translate(locale, extra.messageKey ?? entry.textCode, extra.params),
    },
  }
  if (extra.validationErrors) body.validationErrors = extra.validationErrors
  if (extra.retryAfter !== undefined) body.retryAfter = extra.retryAfter
  body.requestId = req.id
  return body
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) by their codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: keyof typeof ERROR_CATALOGUE; messageKey?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: GeneralErrorCode.PayloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: GeneralErrorCode.UnsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: GeneralErrorCode.BadRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: GeneralErrorCode.BadRequest, messageKey: 'validation.invalidJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: GeneralErrorCode.BadRequest, messageKey: 'validation.invalidJson' },
}

/** The one place where thrown errors become the wire format; a client never sees a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const err = error
      if (err.options.retryAfter !== undefined) reply.header('retry-after', String(err.options.retryAfter))
      return reply.code(err.status).send(errorBody(req, err.code, err.options))
    }
    const err = error as FastifyError
    if (hasZodFastifySchemaValidationErrors(err)) {
      const validationErrors = validationIssues(
        requestLocale(req),
        err.validation.map(zodIssue),
        err.validationContext ?? 'request',
      )
      return reply.code(400).send(errorBody(req, GeneralErrorCode.ValidationFailed, { validationErrors }))
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined
    if (known) return reply.code(ERROR_CATALOGUE[known.code].status).send(errorBody(req, known.code, known))
    if (err.statusCode === 429) {
      return reply.code(429).send(errorBody(req, GeneralErrorCode.TooManyRequests))
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error')
      return reply.code(err.statusCode).send(errorBody(req, GeneralErrorCode.BadRequest))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send(errorBody(req, GeneralErrorCode.Internal))
  })
}

/**
 * Fastify's own router errors (a path it cannot decode, a path parameter longer than the router
 * keeps) answer in the error format too: the option `frameworkErrors` of the Fastify factory.
 */
export function frameworkErrors(_error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // Answered before any hook runs, so the id's header is set here.
  reply.header(REQUEST_ID_HEADER, req.id)
  reply.code(400).send(errorBody(req, GeneralErrorCode.BadRequest))
}
