import { apiRequest } from '../../api/client'

/** DESIGN API map: the auth service. */
const AUTH = '/api/a'

export type SignInRequest = { username: string; password: string; rememberMe: boolean }
export type IdentityProvider = { id: string; name: string }

const readUserId = (data: unknown): number => {
  const id = (data as { userStatus?: { id?: unknown } } | undefined)?.userStatus?.id
  if (typeof id !== 'number') throw new Error('validate answered without userStatus.id')
  return id
}

/** SPEC 7: the session check; a non-ok answer rejects, which means "visitor". */
export const validateSession = async (): Promise<number> =>
  readUserId(await apiRequest(`${AUTH}/oauth2c/validate`))

/** SPEC 7: sign in, then read the user id the new session belongs to. */
export const signIn = async (request: SignInRequest): Promise<number> => {
  await apiRequest(`${AUTH}/login-actions/authenticate`, { method: 'POST', body: request })
  return validateSession()
}

export const logout = async (): Promise<void> => {
  await apiRequest(`${AUTH}/oauth2c/logout`)
}

/** The social sign-in providers; none when the server names none or does not answer. */
export const fetchIdentityProviders = async (): Promise<IdentityProvider[]> => {
  try {
    const data = await apiRequest(`${AUTH}/login-actions/authenticate/idp-hints`)
    return Array.isArray(data)
      ? data.filter((p): p is IdentityProvider => typeof p?.id === 'string' && typeof p?.name === 'string')
      : []
  } catch {
    return []
  }
}

/** SPEC 7: social sign in is a browser navigation to the authorize path of the provider. */
export const socialSignInUrl = (providerId: string, redirectUri: string): string => {
  const query = new URLSearchParams({ idp: providerId, redirect_uri: redirectUri })
  return `${AUTH}/oauth2/authorize/${encodeURIComponent(providerId)}?${query}`
}

export type LoginAction = 'reset-credentials' | 'verify-email'

/** SPEC 7: asks the server to mail a link (restore: reset-credentials). */
export const executeLoginAction = async (actionType: LoginAction, username: string): Promise<void> => {
  await apiRequest(`${AUTH}/login-actions/execute`, { method: 'POST', body: { actionType, username } })
}

/**
 * DESIGN: a link key is exchanged for an action token. A verify-email token is consumed by this
 * first call (the account is confirmed); a reset-credentials token is sent back with the new
 * password. The token travels back untouched, so the client needs no copy of its shape.
 */
export type ActionToken = Record<string, unknown>

export const exchangeActionKey = async (key: string): Promise<ActionToken> =>
  (await apiRequest<ActionToken>(`${AUTH}/login-actions/action-token`, { method: 'POST', body: { key } })) ??
  {}

export const setNewPassword = async (token: ActionToken, password: string): Promise<void> => {
  await apiRequest(`${AUTH}/login-actions/action-token`, { method: 'POST', body: { ...token, password } })
}

/** SPEC 7: registration by e-mail (201); the server mails the verification link. */
export const register = async (username: string, password: string): Promise<void> => {
  await apiRequest(`${AUTH}/login-actions/register`, { method: 'POST', body: { username, password } })
}
