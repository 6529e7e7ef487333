import { ErrorBody, type ValidationIssue } from '@nauka/contracts'

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
}

/** A failed call: what the server said (DESIGN error format) or why the call could not be made. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: number | undefined
  readonly textCode: string | undefined
  readonly validationErrors: ValidationIssue[]

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.textCode = init.textCode
    this.validationErrors = init.validationErrors ?? []
  }
}

/** SPEC 8: 401 and 403 are access errors, whatever their body says. */
export const isAccessStatus = (status: number): boolean => status === 401 || status === 403

/**
 * Turns a non-ok answer into an ApiError. The body is read with the contracts' ErrorBody; a body
 * that is not in that format still gives an error, with the defaults of SPEC 8.
 */
export const toApiError = (status: number, body: unknown): ApiError => {
  const kind: ApiErrorKind = isAccessStatus(status) ? 'access' : 'http'
  const parsed = ErrorBody.safeParse(body)
  if (!parsed.success) {
    return new ApiError({ kind, status, message: kind === 'access' ? ACCESS_DENIED : UNHANDLED_ERROR })
  }
  const { error, validationErrors } = parsed.data
  return new ApiError({
    kind,
    status,
    code: error.code,
    textCode: error.textCode || undefined,
    message: error.message || (kind === 'access' ? ACCESS_DENIED : UNHANDLED_ERROR),
    validationErrors,
  })
}

/** The fetch itself failed (no connection, DNS, CORS): status 0, the generic fetch error. */
export const networkError = (cause: unknown): ApiError => {
  const error = new ApiError({ kind: 'network', status: 0, message: 'fetch error' })
  error.cause = cause
  return error
}
