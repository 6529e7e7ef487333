import type {
  ActionTokenAnswer,
  ActionTokenRequest,
  ActionType,
  ChangePasswordRequest,
  ExecuteActionRequest,
  IdpHint,
  LoginRequest,
  RegisterRequest,
  UserInfo,
  UserStatus,
} from '@nauka/contracts'
import { api } from '../../api/api'

/** DESIGN: the client segment of the authorize path for the web app. */
const WEB_CLIENT = 'web'

/**
 * SPEC 4, 7: the session check on start. The probe answers a visitor 200 `{signedIn: false}`, where
 * `validate` would answer 401 and the browser would log a console error on every visitor page.
 */
export const probeSession = async (): Promise<UserStatus | null> => {
  const answer = await api.auth.session()
  return answer.signedIn ? answer.userStatus : null
}

/** SPEC 7: sign in; the answer names the user the new session belongs to (and sets the cookie). */
export const signIn = async (request: LoginRequest): Promise<UserStatus> =>
  (await api.auth.login({ body: request })).userStatus

/** SPEC 3: the signed-in user's own info. */
export const fetchOwnUser = (): Promise<UserInfo> => api.profile.me()

/** SPEC 7: sign out. POST, so the server can refuse it from another site (a GET is a link away). */
export const logout = async (): Promise<void> => {
  await api.auth.logout()
}

/** The social sign-in providers; none when the server names none or does not answer. */
export const fetchIdentityProviders = async (): Promise<IdpHint[]> => {
  try {
    return await api.auth.idpHints()
  } catch {
    return []
  }
}

/**
 * SPEC 7: social sign-in is a browser navigation to the authorize path of the web client; the
 * server comes back to `redirectUri` signed in, or to /login?error=<code>.
 */
export const socialSignInUrl = (providerId: string, redirectUri: string): string =>
  api.oidc.authorize.url({
    params: { client: WEB_CLIENT },
    query: { idp: providerId, redirect_uri: redirectUri },
  })

/** Registration step 1: whether an account may still be created with this e-mail. */
export const isEmailFree = async (username: string): Promise<boolean> =>
  (await api.auth.checkEmailFree({ body: { username } })).free

/**
 * SPEC 7: asks the server to mail a link: restore (reset-credentials) or the verification link
 * again (verify-email). The server answers the same whether or not the account exists.
 */
export const executeLoginAction = async (
  actionType: ActionType,
  username: string,
  lang: ExecuteActionRequest['lang'],
): Promise<void> => {
  await api.auth.execute({ body: { actionType, username, lang } })
}

/**
 * DESIGN: a link key is exchanged for an action token. A verify-email token is consumed by this
 * first call (the account is confirmed and this browser signed in); a reset-credentials token
 * answers the ids that come back with the new password.
 */
export const exchangeActionKey = (key: string): Promise<ActionTokenAnswer> => {
  const body: ActionTokenRequest = { key }
  return api.auth.actionToken({ body })
}

/** The ids a reset-credentials token answered, sent back with the new password. */
export type ResetIds = Pick<ActionTokenAnswer, 'key' | 'authSessionId' | 'clientId' | 'tabId'>

export const setNewPassword = (ids: ResetIds, password: string): Promise<ActionTokenAnswer> => {
  const body: ActionTokenRequest = { ...ids, password }
  return api.auth.actionToken({ body })
}

/** SPEC 7: registration by e-mail (201); the server mails the verification link. */
export const register = async (request: RegisterRequest): Promise<void> => {
  await api.auth.register({ body: request })
}

/** SPEC 7: the signed-in user changes the password; a wrong current password answers 400. */
export const changePassword = async (request: ChangePasswordRequest): Promise<void> => {
  await api.auth.changePassword({ body: request })
}
