import { ERROR_CATALOGUE } from '@nauka/contracts'
import type { TFunction } from 'i18next'
import { ApiError } from './ApiError'

/** HTTP 429: the server's rate limit answered. */
const TOO_MANY_REQUESTS = 429

/**
 * A message to show, kept as an i18n key (with its values) so it follows a change of language
 * while it is on screen; `text` is for what has no translation (an unknown code's textCode).
 * `requestId` rides along for a failure to report (issue 19), so a flow that keeps the message in
 * its state (sign-in, a chat message not sent) can still show the id under it.
 */
export type ErrorMessage = ({ key: string; values?: Record<string, string | number> } | { text: string }) & {
  requestId?: string
}

const isCatalogued = (code: number): boolean => Object.hasOwn(ERROR_CATALOGUE, code)

/**
 * SPEC 8: the message a person reads for a failed call. A rate-limited call names the wait when
 * the server gave one ("try again in N s"). A catalogued code has its own translation
 * ('errors.1101'); an unknown code falls back to the error's textCode, then to the access-denied
 * text for 401/403, then to the given default ('Unhandled Error' unless a flow names its own,
 * e.g. 'verifying error').
 */
export const errorMessage = (error: ApiError, fallbackKey = 'errors.unhandled'): ErrorMessage => {
  const words = wordsOf(error, fallbackKey)
  const requestId = reportableRequestId(error)
  return requestId ? { ...words, requestId } : words
}

const wordsOf = (error: ApiError, fallbackKey: string): ErrorMessage => {
  if (error.kind === 'network') return { key: 'errors.network' }
  if (error.status === TOO_MANY_REQUESTS && error.retryAfter !== undefined) {
    return { key: 'errors.tooManyAttempts', values: { seconds: Math.max(1, error.retryAfter) } }
  }
  if (error.code !== undefined && isCatalogued(error.code)) return { key: `errors.${error.code}` }
  if (error.textCode) return { text: error.textCode }
  if (error.kind === 'access') return { key: 'errors.accessDenied' }
  return { key: fallbackKey }
}

/** errorMessage for anything a flow can throw: an ApiError by the catalogue, anything else by the default. */
export const failureMessage = (cause: unknown, fallbackKey = 'errors.unhandled'): ErrorMessage =>
  cause instanceof ApiError ? errorMessage(cause, fallbackKey) : { key: fallbackKey }

/**
 * A refusal (403) the server explained, in the request's language, is shown as it is: the client has
 * no text of its own for each reason (the person limited who may write to them, a block). Anything
 * else reads as `failureMessage` does.
 */
export const refusalMessage = (cause: unknown, fallbackKey = 'errors.unhandled'): ErrorMessage =>
  cause instanceof ApiError && cause.status === 403 && cause.code !== undefined && cause.message
    ? { text: cause.message }
    : failureMessage(cause, fallbackKey)

/**
 * Issue 19: the request's id a person quotes to the administrator, for a failure they cannot mend
 * themselves: a server fault (5xx), or an answer the catalogue does not explain (the words fall
 * back to a general text). A refusal the catalogue explains (a wrong password, a field to fix, a
 * wait) has none: the message already says what to do.
 */
export const reportableRequestId = (cause: unknown): string | undefined => {
  if (!(cause instanceof ApiError) || !cause.requestId) return undefined
  const explained = cause.status < 500 && cause.code !== undefined && isCatalogued(cause.code)
  return explained ? undefined : cause.requestId
}

/** The text of a message in the current language. */
export const messageText = (t: TFunction, message: ErrorMessage): string =>
  'text' in message ? message.text : t(message.key, message.values)

/** The text of a failed call, for places that show it at once (SPEC 8 lookup and fallbacks). */
export const errorText = (t: TFunction, error: ApiError, fallbackKey = 'errors.unhandled'): string =>
  messageText(t, errorMessage(error, fallbackKey))
