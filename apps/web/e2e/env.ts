/**
 * What the global setup hands to the test workers. Workers inherit the setup's environment, so
 * addresses travel as environment variables; this file imports nothing heavy, so fixtures can.
 */

/** Where the tests find the server; read by the baseURL fixture. */
export const BASE_URL_ENV = 'NAUKA_E2E_BASE_URL'

/** Where the tests read the mails the server sent (see mailbox.ts). */
export const MAILBOX_URL_ENV = 'NAUKA_E2E_MAILBOX_URL'

/** The SMTP server catching the mails (mailbox.ts reads them), for servers the specs start themselves. */
export const SMTP_URL_ENV = 'NAUKA_E2E_SMTP_URL'

/**
 * The TURN server the global setup runs beside the server (a real coturn on the loopback, which
 * the server's ICE_SERVERS names): `turn:127.0.0.1:<port>`; unset when coturn is not installed.
 */
export const TURN_URL_ENV = 'NAUKA_E2E_TURN_URL'

/**
 * How long a call rings on the e2e server: shorter than the default 30 s, so a missed call is
 * quick, yet long enough for an axe check of the ringing dialog on a busy machine.
 */
export const E2E_CALL_RING_SECONDS = 20

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
