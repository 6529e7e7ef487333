import type { ValidationIssue } from '@nauka/contracts'

/** SPEC 8: the default texts the request helper falls back to. */
export const ACCESS_DENIED = 'access denied'
export const UNHANDLED_ERROR = 'Unhandled Error'

export type ApiErrorKind = 'access' | 'http' | 'network'

type ApiErrorInit = {
  kind: ApiErrorKind
  status: number
  message: string
  code?: number | undefined
  textCode?: string | undefined
  validationErrors?: ValidationIssue[] | undefined
  retryAfter?: number | undefined
  requestId?: string | undefined
}

/** A failed call: what the server said (DESIGN error format) or why the call could not be made. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number | undefined
  readonly textCode: string | undefined
  readonly validationErrors: ValidationIssue[]
  /** Seconds to wait before trying again (a 429 answer); undefined when the server named none. */
  readonly retryAfter: number | undefined
  /** The server's id of the request (issue 19), for a person to quote when they report the failure. */
  readonly requestId: string | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.textCode = init.textCode
    this.validationErrors = init.validationErrors ?? []
    this.retryAfter = init.retryAfter
    this.requestId = init.requestId
  }
}

/** SPEC 8: 401 and 403 are access errors, whatever their body says. */
export const isAccessStatus = (status: number): boolean => status === 401 || status === 403

/** Reads a Retry-After header given in seconds (the form our server sends); a date is ignored. */
export const parseRetryAfter = (header: string | null | undefined): number | undefined => {
  if (!header || !/^\d+$/.test(header.trim())) return undefined
  return Number(header.trim())
}

/** Reads one header of an answer (fetch's `headers.get`, an XHR's `getResponseHeader`). */
export type HeaderOf = (name: string) => string | null | undefined

/** The header the server names each request's id in (it sends the same id in an error body). */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** The fetch itself failed (no connection, DNS, CORS): status 0, the generic fetch error. */
export const networkError = (cause: unknown): ApiError => {
  const error = new ApiError({ kind: 'network', status: 0, message: 'fetch error' })
  error.cause = cause
  return error
}
