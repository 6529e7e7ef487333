import {
  ErrorBody,
  PasswordMessage,
  RegisterAnswer,
  VALIDATION_TEXTS,
  ValidateAnswer,
} from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  actionToken,
  mailCount,
  mailedKey,
  STRONG_PASSWORD,
  SUBJECT,
  sessionCookie,
  signIn,
  uniqueEmail,
  visitorPost,
} from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()

const register = (payload: object, headers: Record<string, string> = {}) =>
  visitorPost(env.t, '/api/a/login-actions/register', payload, headers)
const openLink = (payload: object) => actionToken(env.t, payload)
const errorOf = (res: { json(): unknown }) => ErrorBody.parse(res.json())

describe('registration', () => {
  it('creates the account (201) and mails a verification link in the chosen language', async () => {
    const email = uniqueEmail()
    const res = await register({ username: email, password: STRONG_PASSWORD, lang: 2 })
    expect(res.statusCode).toBe(201)
    expect(RegisterAnswer.parse(res.json()).email).toBe(email)
    const message = await env.mail.waitForMail(email, { subject: SUBJECT.verify })
    expect(message.subject).toBe('Confirm your e-mail address for Nauka')
    expect(message.links.some((l) => l.startsWith('http://nauka.test/login-actions/verify-email?key='))).toBe(
      true,
    )
  })

  it('refuses an e-mail that is already registered, whatever its case (1201)', async () => {
    const email = uniqueEmail()
    expect((await register({ username: email, password: STRONG_PASSWORD })).statusCode).toBe(201)
    const again = await register({ username: email.toUpperCase(), password: STRONG_PASSWORD })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).error).toMatchObject({ code: 1201, textCode: 'user_already_exists' })
  })

  it('refuses a password that breaks the policy (1202), listing each broken rule in the user language', async () => {
    const res = await register({ username: uniqueEmail(), password: 'password' }, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(400)
    const body = errorOf(res)
    expect(body.error.code).toBe(1202)
    expect(body.validationErrors?.map((v) => v.message)).toEqual(
      [PasswordMessage.uppercase, PasswordMessage.digit, PasswordMessage.special].map(
        (key) => VALIDATION_TEXTS.en[key],
      ),
    )
  })

  it.each([
    ['a malformed e-mail', { username: 'not-an-email', password: STRONG_PASSWORD }, 'username'],
    ['a missing password', { username: 'a@b.org' }, 'password'],
    [
      'a password over 128 characters',
      { username: 'a@b.org', password: `Aa1!${'x'.repeat(200)}` },
      'password',
    ],
    ['a numeric e-mail', { username: 42, password: STRONG_PASSWORD }, 'username'],
  ])('refuses %s with a 400 naming the field', async (_, payload, field) => {
    const res = await register(payload)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).validationErrors?.map((v) => v.field)).toContain(field)
  })

  it('tells whether an e-mail is free', async () => {
    const email = uniqueEmail()
    const check = () =>
      visitorPost(env.t, '/api/a/login-actions/authenticate/check-email-free', { username: email })
    expect((await check()).json()).toEqual({ free: true })
    await register({ username: email, password: STRONG_PASSWORD })
    expect((await check()).json()).toEqual({ free: false })
  })
})

describe('e-mail verification', () => {
  async function registered() {
    const email = uniqueEmail()
    await register({ username: email, password: STRONG_PASSWORD })
    return { email, key: await mailedKey(env.mail, email, SUBJECT.verify) }
  }

  it('keeps an unverified account out with 1110, only once the password is right', async () => {
    const { email } = await registered()
    const right = await signIn(env.t, { email, password: STRONG_PASSWORD })
    expect(right.statusCode).toBe(403)
    expect(errorOf(right).error.code).toBe(1110)
    const wrong = await signIn(env.t, { email, password: 'Wrong-Pass-1' })
    expect(errorOf(wrong).error.code).toBe(1101)
  })

  it('confirms the account with the mailed key and signs this browser in', async () => {
    const { email, key } = await registered()
    const res = await openLink({ key })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ tokenType: 'verify-email', followUp: false })
    const validate = await env.t.app.inject({
      url: '/api/a/oauth2c/validate',
      headers: { cookie: sessionCookie(res) },
    })
    expect(validate.statusCode).toBe(200)
    expect(ValidateAnswer.parse(validate.json()).userStatus).toMatchObject({ email, emailVerified: true })
    expect((await signIn(env.t, { email, password: STRONG_PASSWORD })).statusCode).toBe(200)
  })

  it('refuses a key used twice (1103) and an unknown key (1103)', async () => {
    const { key } = await registered()
    expect((await openLink({ key })).statusCode).toBe(200)
    const reuse = await openLink({ key })
    expect(reuse.statusCode).toBe(400)
    expect(errorOf(reuse).error).toMatchObject({ code: 1103, textCode: 'invalid_key' })
    expect(errorOf(await openLink({ key: 'no-such-key' })).error.code).toBe(1103)
  })

  it('refuses an expired key with 1302', async () => {
    const { email, key } = await registered()
    await env.db.execute(
      sql`update action_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = ${email})`,
    )
    const res = await openLink({ key })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toMatchObject({ code: 1302, textCode: 'action_token_expired' })
  })

  it('resends the link on request; the newer link replaces the older', async () => {
    const { email, key: first } = await registered()
    const seen = mailCount(env.mail, email, SUBJECT.verify)
    const resend = await visitorPost(env.t, '/api/a/login-actions/execute', {
      actionType: 'verify-email',
      username: email,
    })
    expect(resend.statusCode).toBe(200)
    const second = await mailedKey(env.mail, email, SUBJECT.verify, seen)
    expect(second).not.toBe(first)
    expect(errorOf(await openLink({ key: first })).error.code).toBe(1103)
    expect((await openLink({ key: second })).statusCode).toBe(200)
  })

  it('answers a missing key with a 400', async () => {
    const res = await openLink({})
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).validationErrors?.[0]?.field).toBe('key')
  })
})
