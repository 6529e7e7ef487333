import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { busterOf, createOfflineCache, memoryCache } from '../../app/queryPersistence'
import { type Handler, sessionAnswer, stubFetch, userStatus } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { enqueue } from '../device/pending.model'
import { flushPending, memoryStorage, type PendingStorage, usePendingStore } from '../device/pending.store'
import { usePrefsStore } from '../preferences/prefs.store'

const A = 17
const B = 18

/** A's feed as the offline cache keeps it. */
const keptFeed = (userId: number) =>
  JSON.stringify({
    buster: busterOf(userId),
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['feed', 'list', userId],
          queryHash: JSON.stringify(['feed', 'list', userId]),
          state: {
            data: { pages: [{ elements: [], hasMore: false }], pageParams: [null] },
            dataUpdatedAt: 1,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  })

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

const failedFetch = () => {
  throw new TypeError('Failed to fetch')
}

describe('signing out on a shared device', () => {
  let pendingStorage: PendingStorage
  beforeEach(async () => {
    pendingStorage = memoryStorage()
    // A's profile edit, made offline and not sent yet.
    await pendingStorage.write(
      enqueue([], {
        id: 'a-edit',
        userId: A,
        payload: { kind: 'info', patch: { firstName: 'Ada' } },
        now: 1,
      }),
    )
    usePendingStore.setState({ queue: [], loaded: false, storage: pendingStorage })
    // A's switch to English, not on the server yet.
    usePrefsStore.setState({ pending: { owner: A, prefs: { lang: 2 } } })
  })

  it('leaves nothing of A for B: no kept feed, no pending edits, nothing of A sent', async () => {
    const user = setupUser()
    const cacheStorage = memoryCache()
    await cacheStorage.setItem('queries', keptFeed(A))
    // The cookie stays A's until the server hears of the sign-out.
    let sessionOf: number | null = A
    let online = false
    const fetchMock = stubFetch({
      'GET /api/a/oauth2c/session': () =>
        online
          ? { body: sessionOf ? { signedIn: true, userStatus: userStatus(sessionOf) } : { signedIn: false } }
          : failedFetch(),
      'POST /api/a/oauth2c/logout': () => {
        if (!online) failedFetch()
        sessionOf = null
        return { body: { ok: true } }
      },
      'POST /api/a/login-actions/authenticate': () => {
        sessionOf = B
        return { body: sessionAnswer(B) }
      },
    } satisfies Record<string, Handler>)
    localStorage.setItem('nauka.session', JSON.stringify(userStatus(A)))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    // A opens the app offline: the remembered session and the kept feed stand in.
    await renderApp({ path: '/events', offlineCache: createOfflineCache(cacheStorage, 0) })
    await screen.findByRole('heading', { level: 1, name: t('events.title') })
    await waitFor(() => expect(usePendingStore.getState().queue).toHaveLength(1))

    await user.click(
      within(screen.getByRole('navigation', { name: t('nav.label') })).getByRole('button', {
        name: t('nav.logout'),
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: t('logout.title') })
    await user.click(within(dialog).getByRole('button', { name: t('logout.confirm') }))
    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeTruthy()

    // Nothing of A is kept on the device.
    expect(usePendingStore.getState().queue).toEqual([])
    await flushPending()
    expect(await pendingStorage.read()).toEqual([])
    await waitFor(async () => expect(await cacheStorage.getItem('queries')).toBeUndefined())
    expect(localStorage.getItem('nauka.session')).toBeNull()
    expect(usePrefsStore.getState().pending).toBeNull()
    expect(JSON.parse(localStorage.getItem('nauka.prefs') ?? '{}').state?.pending ?? null).toBeNull()

    // B signs in on the same browser, back online.
    online = true
    setOnline(true)
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.email'))), 'b@example.org')
    await user.type(screen.getByLabelText(new RegExp(`^${t('auth.login.password')}`)), 'secret')
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }))
    await screen.findByRole('heading', { level: 1, name: t('feed.title') })

    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    // A's session ended on the server before B's began; A's edit never went out.
    expect(calls.indexOf('POST /api/a/oauth2c/logout')).toBeGreaterThan(-1)
    expect(calls.lastIndexOf('POST /api/a/oauth2c/logout')).toBeLessThan(
      calls.indexOf('POST /api/a/login-actions/authenticate'),
    )
    expect(calls.filter((c) => c.includes('/user_profile/info'))).toEqual([])
    expect(calls.filter((c) => c.startsWith('PUT /api/core/user_prefs/'))).toEqual([])
    expect(usePendingStore.getState().queue).toEqual([])
  }, 20_000)
})
