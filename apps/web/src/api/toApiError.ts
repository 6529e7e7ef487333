import { ErrorBody } from '@nauka/contracts'
import {
  ACCESS_DENIED,
  ApiError,
  type ApiErrorKind,
  type HeaderOf,
  isAccessStatus,
  parseRetryAfter,
  REQUEST_ID_HEADER,
  UNHANDLED_ERROR,
} from './ApiError'

// Its own module, apart from ApiError: reading the body takes zod, which a page that has met no
// failed answer need not load (the API client imports this on its first non-ok answer).

/**
 * Turns a non-ok answer into an ApiError. The body is read with the contracts' ErrorBody; a body
 * that is not in that format still gives an error, with the defaults of SPEC 8. The wait of a 429
 * comes from the body's `retryAfter`, else from the Retry-After header; the request's id from the
 * body's `requestId`, else from the X-Request-Id header (a proxy's own error page has no body of ours).
 */
export const toApiError = (status: number, body: unknown, headerOf: HeaderOf = () => undefined): ApiError => {
  const kind: ApiErrorKind = isAccessStatus(status) ? 'access' : 'http'
  const headerWait = parseRetryAfter(headerOf('Retry-After'))
  const headerId = headerOf(REQUEST_ID_HEADER) || undefined
  const parsed = ErrorBody.safeParse(body)
  if (!parsed.success) {
    return new ApiError({
      kind,
      status,
      message: kind === 'access' ? ACCESS_DENIED : UNHANDLED_ERROR,
      retryAfter: headerWait,
      requestId: headerId,
    })
  }
  const { error, validationErrors, retryAfter, requestId } = parsed.data
  return new ApiError({
    kind,
    status,
    code: error.code,
    textCode: error.textCode || undefined,
    message: error.message || (kind === 'access' ? ACCESS_DENIED : UNHANDLED_ERROR),
    validationErrors,
    retryAfter: retryAfter ?? headerWait,
    requestId: requestId || headerId,
  })
}
