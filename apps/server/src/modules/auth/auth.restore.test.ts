import { ActionTokenAnswer, ErrorBody } from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  actionToken,
  mailCount,
  mailedKey,
  SUBJECT,
  sessionCookie,
  signIn,
  type TestUser,
  visitorPost,
} from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()

const NEW_PASSWORD = 'Brand-New-Pass-7'
const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json())
const execute = (payload: object) => visitorPost(env.t, '/api/a/login-actions/execute', payload)
const openLink = (payload: object) => actionToken(env.t, payload)

/** Requests a restore link for the user and opens it: the answer holds the auth session ids. */
async function openResetLink(user: TestUser) {
  const seen = mailCount(env.mail, user.email, SUBJECT.reset)
  expect((await execute({ actionType: 'reset-credentials', username: user.email })).statusCode).toBe(200)
  const key = await mailedKey(env.mail, user.email, SUBJECT.reset, seen)
  const opened = await openLink({ key })
  expect(opened.statusCode).toBe(200)
  return ActionTokenAnswer.parse(opened.json())
}

describe('password restore', () => {
  it('resets the password through the mailed link and the same auth session ids', async () => {
    const user = await env.newUser()
    const ids = await openResetLink(user)
    expect(ids).toMatchObject({ tokenType: 'reset-credentials', followUp: true })
    expect(ids.tabId && ids.authSessionId && ids.clientId).toBeTruthy()

    const done = await openLink({ ...ids, password: NEW_PASSWORD })
    expect(done.statusCode).toBe(200)
    expect(ActionTokenAnswer.parse(done.json()).followUp).toBe(false)

    expect(errorOf(await signIn(env.t, user)).error.code).toBe(1101)
    expect((await signIn(env.t, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200)
    await env.mail.waitForMail(user.email, { subject: SUBJECT.changed })
  })

  it('signs the user out everywhere once the password is reset', async () => {
    const user = await env.newUser()
    const ids = await openResetLink(user)
    await openLink({ ...ids, password: NEW_PASSWORD })
    const validate = await env.t.app.inject({
      url: '/api/a/oauth2c/validate',
      headers: { cookie: user.cookie },
    })
    expect(validate.statusCode).toBe(401)
  })

  it('answers the same ids when the link is opened again before it is used', async () => {
    const user = await env.newUser()
    const ids = await openResetLink(user)
    const again = ActionTokenAnswer.parse((await openLink({ key: ids.key })).json())
    expect(again).toEqual(ids)
  })

  it.each([
    ['another auth session id', { authSessionId: 'forged' }],
    ['another tab id', { tabId: 'other-tab' }],
    ['another client id', { clientId: 'other-client' }],
  ])('refuses the new password with %s (1103)', async (_, change) => {
    const user = await env.newUser()
    const ids = await openResetLink(user)
    const res = await openLink({ ...ids, ...change, password: NEW_PASSWORD })
    expect(errorOf(res).error.code).toBe(1103)
    expect((await signIn(env.t, user)).statusCode).toBe(200)
  })

  it('refuses a weak new password with 1202 and keeps the link usable', async () => {
    const user = await env.newUser()
    const ids = await openResetLink(user)
    expect(errorOf(await openLink({ ...ids, password: 'weakpass' })).error.code).toBe(1202)
    expect((await openLink({ ...ids, password: NEW_PASSWORD })).statusCode).toBe(200)
  })

  it('refuses a used link (1103) and an expired one (1302)', async () => {
    const used = await env.newUser()
    const ids = await openResetLink(used)
    await openLink({ ...ids, password: NEW_PASSWORD })
    expect(errorOf(await openLink({ ...ids, password: 'Another-Pass-8' })).error.code).toBe(1103)

    const late = await env.newUser()
    const lateIds = await openResetLink(late)
    await env.db.execute(
      sql`update action_tokens set expires_at = now() - interval '1 second' where user_id = ${late.id}`,
    )
    expect(errorOf(await openLink({ ...lateIds, password: NEW_PASSWORD })).error.code).toBe(1302)
  })

  it('answers an unknown e-mail like a known one, and mails nothing', async () => {
    const email = 'nobody.here@example.org'
    const res = await execute({ actionType: 'reset-credentials', username: email })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect(env.mail.mails.some((m) => m.to.includes(email))).toBe(false)
  })

  it('refuses an unknown action with 1301', async () => {
    const res = await execute({ actionType: 'delete-everything', username: 'a@b.org' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toMatchObject({ code: 1301, textCode: 'unsupported_action' })
  })

  it('sends at most 3 restore mails an hour to one address', async () => {
    const user = await env.newUser()
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await execute({ actionType: 'reset-credentials', username: user.email })).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('change password', () => {
  const change = (cookie: string | undefined, payload: object) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/a/oauth2c/change-password',
      payload,
      headers: cookie ? { cookie } : {},
    })

  it('changes the password and signs out the other sessions, not this one', async () => {
    const user = await env.newUser()
    const otherCookie = sessionCookie(await signIn(env.t, user))
    const res = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const validate = (cookie: string) =>
      env.t.app.inject({ url: '/api/a/oauth2c/validate', headers: { cookie } })
    expect((await validate(user.cookie)).statusCode).toBe(200)
    expect((await validate(otherCookie)).statusCode).toBe(401)
    expect((await signIn(env.t, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200)
  })

  it('answers a wrong current password with a 400', async () => {
    const user = await env.newUser()
    const res = await change(user.cookie, {
      currentPassword: 'Not-The-One-1',
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error.message).toBe('Текущий пароль указан неверно')
  })

  it('limits wrong current passwords to 5 without locking the account out of sign-in', async () => {
    const user = await env.newUser()
    const wrong = { currentPassword: 'Not-The-One-1', newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD }
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await change(user.cookie, wrong)).statusCode)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect((await signIn(env.t, user)).statusCode).toBe(200)
  })

  it('refuses a confirmation that does not match, and a weak new password (1202)', async () => {
    const user = await env.newUser()
    const mismatch = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmation: 'Something-Else-9',
    })
    expect(errorOf(mismatch).validationErrors?.[0]).toEqual({
      field: 'confirmation',
      message: 'Пароли не совпадают',
    })
    const weak = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'weak',
      confirmation: 'weak',
    })
    expect(errorOf(weak).error.code).toBe(1202)
  })

  it('refuses a visitor with 401', async () => {
    const res = await change(undefined, {
      currentPassword: 'a',
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    })
    expect(res.statusCode).toBe(401)
  })
})
