import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, userStatus } from '../../test/fetchStub'
import { useAuthStore } from './auth.store'
import { initialAuthState } from './model'
import { checkSession, signOut } from './session'

afterEach(() => useAuthStore.setState(initialAuthState))

const paths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)

const failedFetch = () => {
  throw new TypeError('Failed to fetch')
}

describe('the start-up session check', () => {
  it('asks the session probe, so a visitor costs no failed request (and no console error)', async () => {
    const fetchMock = stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: false } } })
    expect(await checkSession()).toBe(false)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, firstLoading: false })
    expect(paths(fetchMock)).toEqual(['GET /api/a/oauth2c/session'])
  })

  it('signs in the user the probe names', async () => {
    stubFetch({
      'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } },
    })
    expect(await checkSession()).toBe(true)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, userId: 17 })
  })
})

describe('signing out without a connection', () => {
  it('signs out here at once, and tells the server once it can be reached', async () => {
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } } })
    await checkSession()

    stubFetch({ 'POST /api/a/oauth2c/logout': failedFetch })
    await signOut()
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, userId: null })

    // A reload while the server is still unreachable stays signed out (the cookie is still there).
    const stillOffline = stubFetch({
      'GET /api/a/oauth2c/session': failedFetch,
      'POST /api/a/oauth2c/logout': failedFetch,
    })
    expect(await checkSession()).toBe(false)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false })
    expect(paths(stillOffline)).not.toContain('GET /api/a/oauth2c/validate')

    // Back online: the cookie still names user 17, so the owed sign-out is sent first.
    const online = stubFetch({
      'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } },
      'POST /api/a/oauth2c/logout': { body: { ok: true } },
    })
    expect(await checkSession()).toBe(false)
    expect(paths(online)).toEqual(['GET /api/a/oauth2c/session', 'POST /api/a/oauth2c/logout'])
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, userId: null })

    // Sent once: the next start is an ordinary check.
    const next = stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: false } } })
    await checkSession()
    expect(paths(next)).toEqual(['GET /api/a/oauth2c/session'])
  })

  it('never signs out someone else who signed in meanwhile', async () => {
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } } })
    await checkSession()
    stubFetch({ 'POST /api/a/oauth2c/logout': failedFetch })
    await signOut()

    const fetchMock = stubFetch({
      'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(18) } },
    })
    expect(await checkSession()).toBe(true)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, userId: 18 })
    expect(paths(fetchMock)).toEqual(['GET /api/a/oauth2c/session', 'GET /api/core/user/me'])
  })

  it('still reports a refusal other than a lost connection', async () => {
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } } })
    await checkSession()
    stubFetch({
      'POST /api/a/oauth2c/logout': {
        status: 500,
        body: { error: { code: 5000, textCode: 'internal', type: 'internal', message: 'boom' } },
      },
    })
    await expect(signOut()).rejects.toBeTruthy()
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, userId: 17 })
    vi.unstubAllGlobals()
  })
})
