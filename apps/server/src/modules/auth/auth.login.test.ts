import { ErrorBody, SessionAnswer } from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { RateLimits } from '../../platform/rate-limit'
import { sessionCookie, signIn, type TestUser, uniqueIp } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { loginDelayMs } from './login-delay'

/** The sign-in slow-downs the server waited, in order: recorded instead of really waited. */
const slept: number[] = []
const env = useTestServer({ deps: { sleep: async (ms) => void slept.push(ms) } })

/** A sign-in from a chosen client address. */
const signInFrom = (ip: string, user: Pick<TestUser, 'email' | 'password'>, extra: object = {}) =>
  env.t.app.inject({
    method: 'POST',
    url: '/api/a/login-actions/authenticate',
    remoteAddress: ip,
    payload: { username: user.email, password: user.password, ...extra },
  })

const DAY = 24 * 60 * 60
const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json())
const validate = (headers: Record<string, string | undefined>) =>
  env.t.app.inject({ url: '/api/a/oauth2c/validate', headers: headers as Record<string, string> })

describe('sign in', () => {
  it('answers the user status and sets an httpOnly browser-session cookie without remember-me', async () => {
    const user = await env.newUser()
    const res = await signIn(env.t, user)
    expect(res.statusCode).toBe(200)
    expect(SessionAnswer.parse(res.json()).userStatus).toMatchObject({ id: user.id, email: user.email })
    const cookie = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBeUndefined()
    expect(cookie?.expires).toBeUndefined()
  })

  it('keeps a persistent cookie for 30 days with remember-me', async () => {
    const user = await env.newUser()
    const res = await signIn(env.t, user, true)
    const cookie = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cookie?.maxAge).toBeGreaterThan(30 * DAY - 60)
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * DAY)
    const expiresAt = new Date(SessionAnswer.parse(res.json()).expiresAt).getTime()
    expect(expiresAt - Date.now()).toBeGreaterThan((30 * DAY - 60) * 1000)
  })

  it('refuses a wrong password and an unknown e-mail alike with 1101', async () => {
    const user = await env.newUser()
    for (const attempt of [
      { email: user.email, password: 'Wrong-Pass-1' },
      { email: 'nobody@example.org', password: user.password },
    ]) {
      const res = await signIn(env.t, attempt)
      expect(res.statusCode).toBe(401)
      expect(errorOf(res).error).toMatchObject({ code: 1101, textCode: 'invalid_grant', type: 'auth' })
    }
  })

  it('refuses a disabled account with 1102', async () => {
    const user = await env.newUser()
    await env.db.execute(sql`update users set disabled = true where id = ${user.id}`)
    const res = await signIn(env.t, user)
    expect(errorOf(res).error.code).toBe(1102)
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })

  it('keeps the session token out of the body of a plain sign-in (the httpOnly cookie carries it)', async () => {
    const user = await env.newUser()
    const res = await signIn(env.t, user)
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('accessToken')
    expect(res.body).not.toContain(sessionCookie(res).split('=')[1])
  })

  it('hands the session token to a client that asks for it, and it works as a bearer token', async () => {
    const user = await env.newUser()
    const res = await signInFrom(uniqueIp(), user, { tokenInBody: true })
    const { accessToken } = SessionAnswer.parse(res.json())
    expect(accessToken).toBe(sessionCookie(res).split('=')[1])
    const validated = await validate({ authorization: `Bearer ${accessToken}` })
    expect(validated.statusCode).toBe(200)
    expect(validated.json()).toMatchObject({ userStatus: { id: user.id } })
  })

  it('answers validate with 401 (1100) for a visitor and for a made-up token', async () => {
    for (const headers of [{}, { cookie: 'nauka_session=made-up' }, { authorization: 'Bearer made-up' }]) {
      const res = await validate(headers)
      expect(res.statusCode).toBe(401)
      expect(errorOf(res).error.code).toBe(1100)
    }
  })

  it('ends a session at its expiry time', async () => {
    const user = await env.newUser()
    await env.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    )
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })
})

describe('sign out', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await env.newUser()
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/logout',
      headers: { cookie: user.cookie },
    })
    expect(res.statusCode).toBe(200)
    const cleared = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cleared?.value).toBe('')
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })

  it('signs out one session and leaves the others', async () => {
    const user = await env.newUser()
    const other = sessionCookie(await signIn(env.t, user))
    await env.t.app.inject({ method: 'POST', url: '/api/a/oauth2c/logout', headers: { cookie: user.cookie } })
    expect((await validate({ cookie: other })).statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  it('lets the owner in from a fresh address after others failed at the account, only slowed down', async () => {
    const user = await env.newUser()
    const wrong = { email: user.email, password: 'Wrong-Pass-1' }
    const attacker = uniqueIp()
    slept.length = 0
    // Five guesses from one address, then five from five more addresses.
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(attacker, wrong)).statusCode).toBe(401)
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(uniqueIp(), wrong)).statusCode).toBe(401)
    const waits = Array.from({ length: 10 }, (_, failures) => loginDelayMs(failures))
    expect(slept).toEqual(waits.filter((ms) => ms > 0))

    const owner = await signInFrom(uniqueIp(), user)
    expect(owner.statusCode).toBe(200)
    expect(slept.at(-1)).toBe(loginDelayMs(10))
    expect(loginDelayMs(10)).toBeGreaterThan(0)
  })

  it('refuses an address that failed 5 times at an account, for that account only, and says when to retry', async () => {
    const [user, other] = await Promise.all([env.newUser(), env.newUser()])
    const ip = uniqueIp()
    for (let i = 0; i < 5; i += 1) {
      const res = await signInFrom(ip, { email: user.email, password: `Wrong-Pass-${i}` })
      expect(errorOf(res).error.code).toBe(1101)
    }
    const blocked = await signInFrom(ip, user)
    expect(blocked.statusCode).toBe(429)
    const body = errorOf(blocked)
    expect(body.error).toMatchObject({ code: 4290, textCode: 'too_many_requests' })
    expect(body.retryAfter).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBe(body.retryAfter)
    expect((await signInFrom(ip, other)).statusCode).toBe(200)
    expect((await signInFrom(uniqueIp(), user)).statusCode).toBe(200)
  })

  it('forgets the failures of an address and the slow-down of the account after a successful sign-in', async () => {
    const user = await env.newUser()
    const ip = uniqueIp()
    const wrong = { email: user.email, password: 'Wrong-Pass-1' }
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(ip, wrong)).statusCode).toBe(401)
    expect((await signInFrom(ip, user)).statusCode).toBe(200)
    slept.length = 0
    for (let i = 0; i < 4; i += 1) expect((await signInFrom(ip, wrong)).statusCode).toBe(401)
    expect((await signInFrom(ip, user)).statusCode).toBe(200)
    // Counted from zero again: the same waits as for a fresh account.
    expect(slept).toEqual([0, 1, 2, 3, 4].map((n) => loginDelayMs(n)).filter((ms) => ms > 0))
  })

  it('writes nothing to the rate limits for a sign-in that follows no failure', async () => {
    const user = await env.newUser()
    const reset = vi.spyOn(RateLimits.prototype, 'reset')
    try {
      expect((await signInFrom(uniqueIp(), user)).statusCode).toBe(200)
      expect(reset).not.toHaveBeenCalled()
    } finally {
      reset.mockRestore()
    }
  })

  it('limits sign-in attempts from one address across accounts', async () => {
    const ip = uniqueIp()
    const attempt = (i: number) =>
      env.t.app.inject({
        method: 'POST',
        url: '/api/a/login-actions/authenticate',
        remoteAddress: ip,
        payload: { username: `someone${i}@example.org`, password: 'Wrong-Pass-1' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) statuses.push((await attempt(i)).statusCode)
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('limits registrations from one address', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const res = await env.t.app.inject({
        method: 'POST',
        url: '/api/a/login-actions/register',
        remoteAddress: ip,
        payload: { username: `bulk${i}.${Date.now()}@example.org`, password: 'short' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
