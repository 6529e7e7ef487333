import { ErrorBody, SessionAnswer } from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppWithMail, createUser, signIn, uniqueIp } from '../../test/auth-helpers'
import type { MailCatcher } from '../../test/mail-catcher'
import type { TestApp } from '../../test/test-app'

let t: TestApp
let mail: MailCatcher
let close: () => Promise<void>
beforeAll(async () => {
  ;({ t, mail, close } = await createAppWithMail())
})
afterAll(async () => close?.())

const DAY = 24 * 60 * 60
const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json())
const validate = (headers: Record<string, string | undefined>) =>
  t.app.inject({ url: '/api/a/oauth2c/validate', headers: headers as Record<string, string> })

describe('sign in', () => {
  it('answers the user status and sets an httpOnly browser-session cookie without remember-me', async () => {
    const user = await createUser(t, mail)
    const res = await signIn(t, user)
    expect(res.statusCode).toBe(200)
    expect(SessionAnswer.parse(res.json()).userStatus).toMatchObject({ id: user.id, email: user.email })
    const cookie = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBeUndefined()
    expect(cookie?.expires).toBeUndefined()
  })

  it('keeps a persistent cookie for 30 days with remember-me', async () => {
    const user = await createUser(t, mail)
    const res = await signIn(t, user, true)
    const cookie = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cookie?.maxAge).toBeGreaterThan(30 * DAY - 60)
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * DAY)
    const expiresAt = new Date(SessionAnswer.parse(res.json()).expiresAt).getTime()
    expect(expiresAt - Date.now()).toBeGreaterThan((30 * DAY - 60) * 1000)
  })

  it('refuses a wrong password and an unknown e-mail alike with 1101', async () => {
    const user = await createUser(t, mail)
    for (const attempt of [
      { email: user.email, password: 'Wrong-Pass-1' },
      { email: 'nobody@example.org', password: user.password },
    ]) {
      const res = await signIn(t, attempt)
      expect(res.statusCode).toBe(401)
      expect(errorOf(res).error).toMatchObject({ code: 1101, textCode: 'invalid_grant', type: 'auth' })
    }
  })

  it('refuses a disabled account with 1102', async () => {
    const user = await createUser(t, mail)
    await t.database.db.execute(sql`update users set disabled = true where id = ${user.id}`)
    const res = await signIn(t, user)
    expect(errorOf(res).error.code).toBe(1102)
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })

  it('accepts the session token as a bearer token too', async () => {
    const user = await createUser(t, mail)
    const { accessToken } = SessionAnswer.parse((await signIn(t, user)).json())
    const res = await validate({ authorization: `Bearer ${accessToken}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ userStatus: { id: user.id } })
  })

  it('answers validate with 401 (1100) for a visitor and for a made-up token', async () => {
    for (const headers of [{}, { cookie: 'nauka_session=made-up' }, { authorization: 'Bearer made-up' }]) {
      const res = await validate(headers)
      expect(res.statusCode).toBe(401)
      expect(errorOf(res).error.code).toBe(1100)
    }
  })

  it('ends a session at its expiry time', async () => {
    const user = await createUser(t, mail)
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    )
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })
})

describe('sign out', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await createUser(t, mail)
    const res = await t.app.inject({ url: '/api/a/oauth2c/logout', headers: { cookie: user.cookie } })
    expect(res.statusCode).toBe(200)
    const cleared = res.cookies.find((c) => c.name === 'nauka_session')
    expect(cleared?.value).toBe('')
    expect((await validate({ cookie: user.cookie })).statusCode).toBe(401)
  })

  it('signs out one session and leaves the others', async () => {
    const user = await createUser(t, mail)
    const other = `nauka_session=${SessionAnswer.parse((await signIn(t, user)).json()).accessToken}`
    await t.app.inject({ url: '/api/a/oauth2c/logout', headers: { cookie: user.cookie } })
    expect((await validate({ cookie: other })).statusCode).toBe(200)
  })
})

describe('rate limits', () => {
  it('blocks an account after 5 failed sign-ins, even with the right password, and says when to retry', async () => {
    const user = await createUser(t, mail)
    for (let i = 0; i < 5; i += 1) {
      expect(errorOf(await signIn(t, { email: user.email, password: `Wrong-Pass-${i}` })).error.code).toBe(
        1101,
      )
    }
    const blocked = await signIn(t, user)
    expect(blocked.statusCode).toBe(429)
    const body = errorOf(blocked)
    expect(body.error).toMatchObject({ code: 4290, textCode: 'too_many_requests' })
    expect(body.retryAfter).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBe(body.retryAfter)
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await createUser(t, mail)
    for (let i = 0; i < 4; i += 1) await signIn(t, { email: user.email, password: 'Wrong-Pass-1' })
    expect((await signIn(t, user)).statusCode).toBe(200)
    for (let i = 0; i < 4; i += 1) await signIn(t, { email: user.email, password: 'Wrong-Pass-1' })
    expect((await signIn(t, user)).statusCode).toBe(200)
  })

  it('limits sign-in attempts from one address across accounts', async () => {
    const ip = uniqueIp()
    const attempt = (i: number) =>
      t.app.inject({
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
      const res = await t.app.inject({
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
