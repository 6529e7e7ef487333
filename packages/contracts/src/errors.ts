/** SPEC 8: the auth error catalogue. Codes are part of the wire format. */
export const AuthErrorCode = {
  NotAuthorized: 1100,
  InvalidGrant: 1101,
  InvalidUser: 1102,
  InvalidKey: 1103,
  UserActionRequired: 1110,
  InvalidIdentityProvider: 1120,
  SessionNotFound: 1130,
  AlreadyAuthenticated: 1131,
  UserAlreadyExists: 1201,
  PasswordPolicyNotMet: 1202,
  UnsupportedAction: 1301,
  ActionTokenExpired: 1302,
} as const
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode]

/** Codes for everything that is not an auth error; they follow the HTTP status they travel with. */
export const GeneralErrorCode = {
  ValidationFailed: 4000,
  BadRequest: 4001,
  Forbidden: 4030,
  NotFound: 4040,
  Conflict: 4090,
  PayloadTooLarge: 4130,
  UnsupportedMediaType: 4150,
  TooManyRequests: 4290,
  Internal: 5000,
  Unavailable: 5030,
} as const
export type GeneralErrorCode = (typeof GeneralErrorCode)[keyof typeof GeneralErrorCode]

export type ErrorCode = AuthErrorCode | GeneralErrorCode

export const ErrorType = {
  Auth: 'auth',
  Validation: 'validation',
  Access: 'access',
  NotFound: 'not_found',
  Conflict: 'conflict',
  Limit: 'limit',
  Internal: 'internal',
} as const
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType]

type CatalogueEntry = { textCode: string; type: ErrorType; status: number }

/** The one table that gives every error code its text code, category and HTTP status. */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  1100: { textCode: 'user_not_authorized', type: 'auth', status: 401 },
  1101: { textCode: 'invalid_grant', type: 'auth', status: 401 },
  1102: { textCode: 'invalid_user', type: 'auth', status: 401 },
  1103: { textCode: 'invalid_key', type: 'auth', status: 400 },
  1110: { textCode: 'user_action_required', type: 'auth', status: 403 },
  1120: { textCode: 'invalid_identity_provider', type: 'auth', status: 400 },
  1130: { textCode: 'session_not_found', type: 'auth', status: 401 },
  1131: { textCode: 'user_already_authenticated', type: 'auth', status: 409 },
  1201: { textCode: 'user_already_exists', type: 'auth', status: 409 },
  1202: { textCode: 'password_policy_not_met', type: 'auth', status: 400 },
  1301: { textCode: 'unsupported_action', type: 'auth', status: 400 },
  1302: { textCode: 'action_token_expired', type: 'auth', status: 400 },
  4000: { textCode: 'validation_failed', type: 'validation', status: 400 },
  4001: { textCode: 'bad_request', type: 'validation', status: 400 },
  4030: { textCode: 'access_denied', type: 'access', status: 403 },
  4040: { textCode: 'not_found', type: 'not_found', status: 404 },
  4090: { textCode: 'conflict', type: 'conflict', status: 409 },
  4130: { textCode: 'payload_too_large', type: 'limit', status: 413 },
  4150: { textCode: 'unsupported_media_type', type: 'validation', status: 415 },
  4290: { textCode: 'too_many_requests', type: 'limit', status: 429 },
  5000: { textCode: 'internal_error', type: 'internal', status: 500 },
  5030: { textCode: 'service_unavailable', type: 'internal', status: 503 },
}
