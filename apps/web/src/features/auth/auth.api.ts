import {
  ActionTokenAnswer,
  type ActionTokenRequest,
  type ActionType,
  type ChangePasswordRequest,
  CheckEmailFreeAnswer,
  type ExecuteActionRequest,
  type IdpHint,
  IdpHints,
  type LoginRequest,
  OkAnswer,
  RegisterAnswer,
  type RegisterRequest,
  SessionAnswer,
  SessionProbe,
  type UserInfo,
  type UserStatus,
} from '@nauka/contracts'
import { api } from '../../api/api'
import { apiRequest } from '../../api/client'

/** DESIGN API map: the auth service. */
const AUTH = '/api/a'

/** DESIGN: the client segment of the authorize path for the web app. */
const WEB_CLIENT = 'web'

/**
 * SPEC 4, 7: the session check on start. The probe answers a visitor 200 `{signedIn: false}`, where
 * `validate` would answer 401 and the browser would log a console error on every visitor page.
 */
export const probeSession = async (): Promise<UserStatus | null> => {
  const answer = await apiRequest(`${AUTH}/oauth2c/session`, { schema: SessionProbe })
  return answer.signedIn ? answer.userStatus : null
}

/** SPEC 7: sign in; the answer names the user the new session belongs to (and sets the cookie). */
export const signIn = async (request: LoginRequest): Promise<UserStatus> =>
  (
    await apiRequest(`${AUTH}/login-actions/authenticate`, {
      method: 'POST',
      body: request,
      schema: SessionAnswer,
    })
  ).userStatus

/** SPEC 3: the signed-in user's own info. */
export const fetchOwnUser = (): Promise<UserInfo> => api.profile.me()

/** SPEC 7: sign out. POST, so the server can refuse it from another site (a GET is a link away). */
export const logout = async (): Promise<void> => {
  await apiRequest(`${AUTH}/oauth2c/logout`, { method: 'POST' })
}

/** The social sign-in providers; none when the server names none or does not answer. */
export const fetchIdentityProviders = async (): Promise<IdpHint[]> => {
  try {
    return await apiRequest(`${AUTH}/login-actions/authenticate/idp-hints`, { schema: IdpHints })
  } catch {
    return []
  }
}

/**
 * SPEC 7: social sign-in is a browser navigation to the authorize path of the web client; the
 * server comes back to `redirectUri` signed in, or to /login?error=<code>.
 */
export const socialSignInUrl = (providerId: string, redirectUri: string): string => {
  const query = new URLSearchParams({ idp: providerId, redirect_uri: redirectUri })
  return `${AUTH}/oauth2/authorize/${WEB_CLIENT}?${query}`
}

/** Registration step 1: whether an account may still be created with this e-mail. */
export const isEmailFree = async (username: string): Promise<boolean> =>
  (
    await apiRequest(`${AUTH}/login-actions/authenticate/check-email-free`, {
      method: 'POST',
      body: { username },
      schema: CheckEmailFreeAnswer,
    })
  ).free

/**
 * SPEC 7: asks the server to mail a link: restore (reset-credentials) or the verification link
 * again (verify-email). The server answers the same whether or not the account exists.
 */
export const executeLoginAction = async (
  actionType: ActionType,
  username: string,
  lang: ExecuteActionRequest['lang'],
): Promise<void> => {
  const body: ExecuteActionRequest = { actionType, username, lang }
  await apiRequest(`${AUTH}/login-actions/execute`, { method: 'POST', body, schema: OkAnswer })
}

/**
 * DESIGN: a link key is exchanged for an action token. A verify-email token is consumed by this
 * first call (the account is confirmed and this browser signed in); a reset-credentials token
 * answers the ids that come back with the new password.
 */
export const exchangeActionKey = (key: string): Promise<ActionTokenAnswer> => {
  const body: ActionTokenRequest = { key }
  return apiRequest(`${AUTH}/login-actions/action-token`, { method: 'POST', body, schema: ActionTokenAnswer })
}

/** The ids a reset-credentials token answered, sent back with the new password. */
export type ResetIds = Pick<ActionTokenAnswer, 'key' | 'authSessionId' | 'clientId' | 'tabId'>

export const setNewPassword = (ids: ResetIds, password: string): Promise<ActionTokenAnswer> => {
  const body: ActionTokenRequest = { ...ids, password }
  return apiRequest(`${AUTH}/login-actions/action-token`, { method: 'POST', body, schema: ActionTokenAnswer })
}

/** SPEC 7: registration by e-mail (201); the server mails the verification link. */
export const register = async (request: RegisterRequest): Promise<void> => {
  await apiRequest(`${AUTH}/login-actions/register`, {
    method: 'POST',
    body: request,
    schema: RegisterAnswer,
  })
}

/** SPEC 7: the signed-in user changes the password; a wrong current password answers 400. */
export const changePassword = async (request: ChangePasswordRequest): Promise<void> => {
  await apiRequest(`${AUTH}/oauth2c/change-password`, { method: 'POST', body: request, schema: OkAnswer })
}
