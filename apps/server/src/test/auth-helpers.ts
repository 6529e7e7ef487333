import { randomBytes } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { MailCatcher } from './mail-catcher'
import type { TestApp } from './test-app'
import { until } from './until'

let counter = 0
/** A different client address per caller, so per-address rate limits do not couple unrelated tests. */
export const uniqueIp = (): string => {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}.${randomBytes(5).toString('hex')}@example.org`

export const STRONG_PASSWORD = 'Correct-Horse-42'

/** A visitor's POST from a client address of its own, so per-address rate limits do not couple tests. */
export const visitorPost = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() })

/** Follows a mailed link: the web app posts the link's key (or the auth session ids) to action-token. */
export const actionToken = (t: TestApp, payload: object) =>
  visitorPost(t, '/api/a/login-actions/action-token', payload)

/** The session cookie a response set, ready for a `cookie` request header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'nauka_session')
  if (!cookie) throw new Error(`no session cookie in a ${res.statusCode} answer: ${res.body}`)
  return `nauka_session=${cookie.value}`
}

/** Subjects of the account mails, in both languages. */
export const SUBJECT = {
  verify: /Подтвердите адрес|Confirm your e-mail/,
  reset: /Восстановление пароля|Reset your .* password/,
  changed: /Пароль .* изменён|password was changed/,
} as const

const matching = (mail: MailCatcher, to: string, subject: RegExp) =>
  mail.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))

/** How many mails of a kind an address has received: pass it to `mailedKey` to wait for the next one. */
export const mailCount = (mail: MailCatcher, to: string, subject: RegExp): number =>
  matching(mail, to, subject).length

/** The `key` of the link in the next mail of a kind (after `seen` such mails), once it has come. */
export async function mailedKey(mail: MailCatcher, to: string, subject: RegExp, seen = 0): Promise<string> {
  const [message] = await until(
    () => matching(mail, to, subject).slice(seen),
    (found) => found.length > 0,
  )
  const link = message?.links.find((l) => l.includes('key='))
  if (!link) throw new Error(`no link with a key in the mail to ${to}`)
  return new URL(link).searchParams.get('key') ?? ''
}

export interface TestUser {
  id: number
  email: string
  password: string
  /** `nauka_session=...` of a signed-in session. */
  cookie: string
  ip: string
}

export type Requester = (options: InjectOptions) => Promise<LightMyRequestResponse>

/** Registers through the API, follows the mailed verification link, and signs in. */
export async function createUser(
  t: TestApp,
  mail: MailCatcher,
  options: { email?: string; password?: string; lang?: 1 | 2 } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? STRONG_PASSWORD
  const ip = uniqueIp()
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/a/login-actions/register',
    remoteAddress: ip,
    payload: { username: email, password, lang: options.lang ?? 1 },
  })
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`)
  const key = await mailedKey(mail, email, SUBJECT.verify)
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/a/login-actions/action-token',
    remoteAddress: ip,
    payload: { key },
  })
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`)
  return {
    id: (registered.json() as { id: number }).id,
    email,
    password,
    cookie: sessionCookie(verified),
    ip,
  }
}

export async function signIn(t: TestApp, user: Pick<TestUser, 'email' | 'password'>, rememberMe = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/a/login-actions/authenticate',
    remoteAddress: uniqueIp(),
    payload: { username: user.email, password: user.password, rememberMe },
  })
}
