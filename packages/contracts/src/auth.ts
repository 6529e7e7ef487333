import { z } from 'zod'
import { ActionType } from './auth-constants'
import { LIMITS } from './limits'
import { text } from './primitives'
import { Email } from './validation/email'
import { PasswordConfirmationMessage, PasswordMessage } from './validation/keys'

/**
 * On the wire a password is only bounded: sign-in answers a wrong one with 1101, and register,
 * reset and change answer a weak one with 1202 (SPEC 8), so the policy (`Password`) is applied by
 * the service, and by the forms before they send.
 */
export const WirePassword = text({ error: PasswordMessage.minLength }).min(1).max(LIMITS.passwordMax)

export const ActionTypeSchema = z.enum([ActionType.ResetCredentials, ActionType.VerifyEmail])

/** SPEC 7: sign in with e-mail (`username`) and password. */
export const LoginRequest = z.object({
  username: Email,
  password: WirePassword,
  /** Keeps a persistent cookie for 30 days; otherwise the cookie ends with the browser session. */
  rememberMe: z.boolean().default(false),
  socialLogin: z.boolean().optional(),
  userId: text().max(100).nullish(),
  /**
   * Also answer the session token in the body (`SessionAnswer.accessToken`), for a client that
   * cannot keep the httpOnly cookie (the mobile web view, which then sends `Authorization: Bearer`).
   * The web app leaves it out: a token a script can read is one an injected script can steal.
   */
  tokenInBody: z.boolean().optional(),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const UserStatus = z.object({
  id: z.number().int(),
  /** Null for an account made through a provider that gives no e-mail (ORCID). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** SPEC 9: 1 = ru, 2 = en. */
  lang: z.number().int(),
})
export type UserStatus = z.infer<typeof UserStatus>

/** SPEC 7: validate answers `userStatus.id`; sign-in answers the same so the client needs no second call. */
export const SessionAnswer = z.object({
  userStatus: UserStatus,
  /**
   * The session token, only when the sign-in asked for it (`tokenInBody: true`): for clients that
   * cannot keep cookies (mobile web view, socket handshake). Otherwise only the httpOnly cookie has it.
   */
  accessToken: z.string().optional(),
  /** ISO time the session ends. */
  expiresAt: z.string(),
})
export type SessionAnswer = z.infer<typeof SessionAnswer>

export const ValidateAnswer = z.object({ userStatus: UserStatus })
export type ValidateAnswer = z.infer<typeof ValidateAnswer>

/**
 * `GET /api/a/oauth2c/session`: the web app's start-up check. A visitor is an answer here, not an
 * error: browsers log every 4xx fetch as a console error, and a visitor's page is no failure.
 * `validate` keeps its 401 for clients that read it as "signed out".
 */
export const SessionProbe = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), userStatus: UserStatus }),
])
export type SessionProbe = z.infer<typeof SessionProbe>

/** SPEC 7: register with e-mail and a password meeting the policy; 201, then a verification mail. */
export const RegisterRequest = z.object({
  username: Email,
  password: WirePassword,
  /** The language of the mails the new account receives. */
  lang: z.union([z.literal(1), z.literal(2)]).optional(),
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const RegisterAnswer = z.object({ id: z.number().int(), email: z.string() })

export const CheckEmailFreeRequest = z.object({ username: Email })
export const CheckEmailFreeAnswer = z.object({ free: z.boolean() })

/** SPEC 7: start a mailed flow: `reset-credentials` (forgot password) or `verify-email` (resend the link). */
export const ExecuteActionRequest = z.object({
  actionType: text().max(40),
  username: Email,
  lang: z.union([z.literal(1), z.literal(2)]).optional(),
})
export type ExecuteActionRequest = z.infer<typeof ExecuteActionRequest>

const Id = text().min(1).max(100)

/**
 * DESIGN: first `{key}` from the link; a reset token answers the ids of an auth session, and the
 * second call brings them back with the new password. A verify-email token is consumed at once.
 */
export const ActionTokenRequest = z.object({
  key: text({ error: 'validation.required' }).min(1).max(200),
  password: WirePassword.optional(),
  authSessionId: Id.optional(),
  clientId: Id.optional(),
  tabId: Id.optional(),
})
export type ActionTokenRequest = z.infer<typeof ActionTokenRequest>

export const ActionTokenAnswer = z.object({
  tokenType: ActionTypeSchema,
  key: z.string(),
  clientId: z.string(),
  tabId: z.string(),
  authSessionId: z.string(),
  /** True while the flow needs another call (the new password); false once it is complete. */
  followUp: z.boolean(),
})
export type ActionTokenAnswer = z.infer<typeof ActionTokenAnswer>

/** SPEC 7: change the password of the signed-in user; a wrong current password answers 400. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: WirePassword,
    newPassword: WirePassword,
    confirmation: text().max(LIMITS.passwordMax),
  })
  .refine((v) => v.newPassword === v.confirmation, {
    message: PasswordConfirmationMessage.mismatch,
    path: ['confirmation'],
  })
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>

/** A social sign-in provider the sign-in screen shows a button for. */
export const IdpHint = z.object({ id: z.string(), name: z.string() })
export const IdpHints = z.array(IdpHint)
export type IdpHint = z.infer<typeof IdpHint>

export const OkAnswer = z.object({ ok: z.literal(true) })
