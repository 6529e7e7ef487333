/**
 * What the global setup hands to the test workers. Workers inherit the setup's environment, so
 * addresses travel as environment variables; this file imports nothing heavy, so fixtures can.
 */

/** Where the tests find the server; read by the baseURL fixture. */
export const BASE_URL_ENV = 'NAUKA_E2E_BASE_URL'

/** Where the tests read the mails the server sent (see mailbox.ts). */
export const MAILBOX_URL_ENV = 'NAUKA_E2E_MAILBOX_URL'

/** The social sign-in provider the global setup runs (a real OpenID Connect provider on loopback). */
export const TEST_IDP = {
  id: 'testid',
  name: 'Test ID',
  /** The login name its login page takes: the account's `sub`. */
  login: 'e2e-social-user',
  email: 'social.e2e@example.org',
  givenName: 'Ada',
  familyName: 'Lovelace',
} as const

export const readEnv = (name: string): string => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the global setup did not run`)
  return value
}
