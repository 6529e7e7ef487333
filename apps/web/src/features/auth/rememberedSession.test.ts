import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, userStatus } from '../../test/fetchStub'
import { useAuthStore } from './auth.store'
import { initialAuthState } from './model'
import { rememberedSession } from './rememberedSession'
import { checkSession, signOut } from './session'

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )

afterEach(() => useAuthStore.setState(initialAuthState))

describe('the session across an offline reload (SPEC 1: offline feed)', () => {
  it('remembers a confirmed session and stands it in when the check cannot reach the server', async () => {
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } } })
    expect(await checkSession()).toBe(true)
    expect((await rememberedSession())?.id).toBe(17)

    useAuthStore.setState(initialAuthState)
    offline()
    expect(await checkSession()).toBe(true)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, userId: 17, firstLoading: false })
  })

  it('is a visitor offline when no session was confirmed on this device', async () => {
    offline()
    expect(await checkSession()).toBe(false)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, userId: null })
  })

  it('does not stand in a kept session that breaks the contract', async () => {
    localStorage.setItem('nauka.session', JSON.stringify({ id: 'seventeen' }))
    expect(await rememberedSession()).toBeNull()
    offline()
    expect(await checkSession()).toBe(false)
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, userId: null })
  })

  it('forgets the session when the server no longer has it, and at sign-out', async () => {
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } } })
    await checkSession()
    stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: false } } })
    expect(await checkSession()).toBe(false)
    expect(await rememberedSession()).toBeNull()

    stubFetch({
      'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(17) } },
      'POST /api/a/oauth2c/logout': { status: 204 },
    })
    await checkSession()
    await signOut()
    expect(await rememberedSession()).toBeNull()
  })
})
