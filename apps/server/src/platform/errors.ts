import {
  AuthErrorCode,
  ERROR_CATALOGUE,
  type ErrorCode,
  GeneralErrorCode,
  type ValidationIssue,
} from '@nauka/contracts'
import type { MessageParams } from './i18n/messages'

interface AppErrorOptions {
  /** A message key (translated per request) overriding the catalogue's text for the code. */
  messageKey?: string
  params?: MessageParams
  validationErrors?: ValidationIssue[]
  retryAfter?: number
}

/** Every error a client may see. The error handler turns it into `{error:{code,textCode,type,message}}`. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly options: AppErrorOptions

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? ERROR_CATALOGUE[code].textCode)
    this.code = code
    this.status = ERROR_CATALOGUE[code].status
    this.options = options
  }
}

export class AuthError extends AppError {
  constructor(code: AuthErrorCode = AuthErrorCode.NotAuthorized, options?: AppErrorOptions) {
    super(code, options)
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey?: string, params?: MessageParams) {
    super(GeneralErrorCode.NotFound, { messageKey, params })
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey?: string) {
    super(GeneralErrorCode.Forbidden, { messageKey })
  }
}

export class BadRequestError extends AppError {
  constructor(messageKey?: string, params?: MessageParams) {
    super(GeneralErrorCode.BadRequest, { messageKey, params })
  }
}

export class ValidationError extends AppError {
  constructor(validationErrors: ValidationIssue[], messageKey?: string) {
    super(GeneralErrorCode.ValidationFailed, { validationErrors, messageKey })
  }
}
