import { ErrorBody, UserInfo } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBJECT, sessionCookie, uniqueEmail } from '../../test/auth-helpers'
import { signInAtProvider, startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider'
import { useTestServer } from '../../test/test-server'

const PUBLIC_URL = 'http://nauka.test'
const CALLBACK = `${PUBLIC_URL}/api/a/oauth2/callback/testid`
const linkedEmail = uniqueEmail('linked')
const newEmail = uniqueEmail('newcomer')

let provider: TestOidcProvider

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [CALLBACK],
    accounts: [
      { sub: 'alice-sub', email: newEmail, givenName: 'Alice', familyName: 'Smith' },
      { sub: 'bob-sub', email: linkedEmail },
      { sub: 'mallory-sub', email: linkedEmail, emailVerified: false },
    ],
  })
})
afterAll(async () => provider?.close())
// Registered after the provider's hooks: starts once the provider is up, closes before it goes.
const env = useTestServer(() => ({
  env: {
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'testid',
        name: 'Test ID',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    ]),
  },
}))

/** The whole browser round trip: our authorize, the provider's pages, our callback. */
async function socialSignIn(login: string, redirectUri = `${PUBLIC_URL}/profile`) {
  const start = await env.t.app.inject({
    url: `/api/a/oauth2/authorize/web?idp=testid&redirect_uri=${encodeURIComponent(redirectUri)}`,
  })
  expect(start.statusCode).toBe(302)
  const state = start.cookies.find((c) => c.name === 'nauka_oidc')
  const back = await signInAtProvider(String(start.headers.location), login, CALLBACK)
  const callback = new URL(back)
  return env.t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `nauka_oidc=${state?.value}` },
  })
}

const me = async (cookie: string) =>
  UserInfo.parse((await env.t.app.inject({ url: '/api/core/user/me', headers: { cookie } })).json())

describe('social sign-in (OpenID Connect)', () => {
  it('lists the configured provider for the sign-in screen', async () => {
    const res = await env.t.app.inject({ url: '/api/a/login-actions/authenticate/idp-hints' })
    expect(res.json()).toEqual([{ id: 'testid', name: 'Test ID' }])
  })

  it('creates an account for a new identity with its verified e-mail and signs in', async () => {
    const res = await socialSignIn('alice-sub')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/profile')
    expect((await me(sessionCookie(res))).email).toBe(newEmail)
  })

  it('signs the same identity into the same account next time', async () => {
    const first = await me(sessionCookie(await socialSignIn('alice-sub')))
    const second = await me(sessionCookie(await socialSignIn('alice-sub')))
    expect(second.id).toBe(first.id)
  })

  it('links an identity to the account with the same verified e-mail, and says so by mail', async () => {
    const existing = await env.newUser({ email: linkedEmail })
    const res = await socialSignIn('bob-sub')
    expect((await me(sessionCookie(res))).id).toBe(existing.id)
    const notice = await env.mail.waitForMail(linkedEmail, { subject: /Test ID/ })
    expect(notice.subject).toContain('Test ID')
    expect(SUBJECT.verify.test(notice.subject)).toBe(false)
  })

  it('never links by an e-mail the provider has not verified', async () => {
    const owner = (await me((await env.newUser()).cookie)).id
    const res = await socialSignIn('mallory-sub')
    const account = await me(sessionCookie(res))
    expect(account.id).not.toBe(owner)
    expect(account.email).toBeNull()
  })

  it('lands only on a path of this site (no open redirect)', async () => {
    const res = await socialSignIn('alice-sub', 'https://evil.example/steal')
    expect(res.headers.location).toBe('/feed')
  })

  it('refuses an unknown provider with 1120', async () => {
    const res = await env.t.app.inject({ url: '/api/a/oauth2/authorize/web?idp=nope&redirect_uri=/feed' })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error).toMatchObject({
      code: 1120,
      textCode: 'invalid_identity_provider',
    })
  })

  it('sends a callback without its state back to the sign-in screen with an error', async () => {
    const start = await env.t.app.inject({ url: '/api/a/oauth2/authorize/web?idp=testid' })
    const back = new URL(await signInAtProvider(String(start.headers.location), 'alice-sub', CALLBACK))
    const res = await env.t.app.inject({ url: `${back.pathname}${back.search}` })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?error=1130')
    expect(res.cookies.some((c) => c.name === 'nauka_session')).toBe(false)
  })

  it('refuses a tampered state (checked against the one sent)', async () => {
    const start = await env.t.app.inject({ url: '/api/a/oauth2/authorize/web?idp=testid' })
    const state = start.cookies.find((c) => c.name === 'nauka_oidc')
    const back = new URL(await signInAtProvider(String(start.headers.location), 'alice-sub', CALLBACK))
    back.searchParams.set('state', 'forged-state')
    const res = await env.t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `nauka_oidc=${state?.value}` },
    })
    expect(res.headers.location).toBe('/login?error=1101')
  })
})
