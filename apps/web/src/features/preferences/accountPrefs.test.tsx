import type { UserPrefs } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCALE_STORAGE_KEY } from '../../shared/locale'
import { type Handler, signedIn, stubFetch, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { usePrefsStore } from './prefs.store'

const ME = 17
const PREFS = `/api/core/user_prefs/${ME}`

/** The account on the server: GET answers it, PUT changes what it names (as the server does). */
const accountWith = (initial: UserPrefs) => {
  const account: { prefs: UserPrefs; puts: UserPrefs[] } = { prefs: { ...initial }, puts: [] }
  const routes: Record<string, Handler> = {
    [`GET ${PREFS}`]: () => ({ body: account.prefs }),
    [`PUT ${PREFS}`]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as UserPrefs
      account.puts.push(body)
      account.prefs = { ...account.prefs, ...body }
      return { body: account.prefs }
    },
  }
  return { account, routes }
}

const scheme = () => localStorage.getItem('mui-mode')

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

beforeEach(() => usePrefsStore.setState({ pending: null }))

/** A choice is saved once the person stops flipping (a debounce): the clock moves past it. */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
const afterTheDebounce = () => act(() => vi.advanceTimersByTimeAsync(1_000))
afterEach(() => usePrefsStore.setState({ pending: null }))

describe('language and theme of the account', () => {
  it('brings back the account’s language and theme when the session starts', async () => {
    const { routes } = accountWith({ lang: 2, theme: { kind: 'dark' } })
    stubFetch({ ...signedIn(ME), ...routes })
    await renderApp({ path: '/events', locale: 'ru' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
    await waitFor(() => expect(scheme()).toBe('dark'))
    // Kept here too, so an offline start shows them as well.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
  })

  it('leaves the browser’s theme alone while the account has none', async () => {
    const { routes } = accountWith({ lang: 1 })
    stubFetch({ ...signedIn(ME), ...routes })
    await renderApp({ path: '/events', locale: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeTruthy()
    expect(scheme()).toBeNull()
  })

  it('saves a new choice to the account', async () => {
    fakeClock()
    const user = setupUser()
    const { account, routes } = accountWith({ lang: 1 })
    stubFetch({ ...signedIn(ME), ...routes })
    await renderApp({ path: '/events', locale: 'ru' })
    await screen.findByRole('heading', { level: 1, name: 'События' })

    await user.click(within(screen.getByRole('group', { name: 'Язык' })).getByRole('button', { name: 'EN' }))
    await user.click(await screen.findByRole('button', { name: t('preferences.theme.toDark') }))
    await afterTheDebounce()
    await waitFor(() => expect(account.prefs).toEqual({ lang: 2, theme: { kind: 'dark' } }))
    await waitFor(() => expect(usePrefsStore.getState().pending).toBeNull())
  })

  it('keeps a choice made offline, and sends it once back online', async () => {
    fakeClock()
    const user = setupUser()
    const { account, routes } = accountWith({ lang: 1 })
    stubFetch({ ...signedIn(ME), ...routes })
    await renderApp({ path: '/events', locale: 'ru' })
    await screen.findByRole('heading', { level: 1, name: 'События' })
    await waitFor(() => expect(account.puts).toEqual([]))

    setOnline(false)
    await user.click(await screen.findByRole('button', { name: t('preferences.theme.toDark') }))
    expect(scheme()).toBe('dark')
    // Kept where a reload finds it.
    expect(JSON.parse(localStorage.getItem('nauka.prefs') ?? '{}').state.pending).toEqual({
      owner: ME,
      prefs: { theme: { kind: 'dark' } },
    })
    expect(account.puts).toEqual([])

    setOnline(true)
    await afterTheDebounce()
    await waitFor(() => expect(account.prefs).toEqual({ lang: 1, theme: { kind: 'dark' } }))
    // The account's answer did not undo the newer choice made here.
    expect(scheme()).toBe('dark')
  })

  it('takes a choice made on the sign-in page to the account that signs in', async () => {
    fakeClock()
    const user = setupUser()
    const { account, routes } = accountWith({ lang: 1, theme: { kind: 'light' } })
    let signedInNow = false
    stubFetch({
      ...routes,
      'GET /api/a/oauth2c/session': () =>
        signedInNow
          ? signedIn(ME)['GET /api/a/oauth2c/session']
          : visitorSession['GET /api/a/oauth2c/session'],
      'POST /api/a/login-actions/authenticate': () => {
        signedInNow = true
        return {
          body: {
            userStatus: { id: ME, email: 'a@example.org', emailVerified: true, lang: 1 },
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        }
      },
    })
    await renderApp({ path: '/login', locale: 'ru' })
    await screen.findByRole('heading', { name: 'Вход' })
    await user.click(within(screen.getByRole('group', { name: 'Язык' })).getByRole('button', { name: 'EN' }))
    await screen.findByRole('heading', { name: 'Sign in' })

    await user.type(screen.getByLabelText(/E-mail/), 'a@example.org')
    await user.type(screen.getByLabelText(/^Password/), 'secret')
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }))
    await screen.findByRole('heading', { level: 1, name: 'Feed' })
    await afterTheDebounce()
    await waitFor(() => expect(account.prefs).toEqual({ lang: 2, theme: { kind: 'light' } }))
    expect(document.documentElement.lang).toBe('en')
    await waitFor(() => expect(scheme()).toBe('light'))
  })
})
