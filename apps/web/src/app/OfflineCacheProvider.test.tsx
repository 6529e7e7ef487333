import { QueryClient, useIsRestoring } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAuthStore } from '../features/auth/auth.store'
import { initialAuthState } from '../features/auth/model'
import { OfflineCacheProvider } from './OfflineCacheProvider'
import { busterOf, createOfflineCache, memoryCache } from './queryPersistence'

const feedPages = { pages: [{ elements: [], hasMore: false }], pageParams: [null] }
const signIn = (id: number) =>
  act(() =>
    useAuthStore
      .getState()
      .dispatch({ type: 'succeeded', status: { id, email: null, emailVerified: true, lang: 1 } }),
  )

const Probe = () => <output data-testid="restoring">{String(useIsRestoring())}</output>

afterEach(() => useAuthStore.setState(initialAuthState))

describe('the offline cache provider', () => {
  it('restores the signed-in user’s feed, keeps changes, and wipes them at sign-out', async () => {
    const storage = memoryCache()
    await storage.setItem(
      'queries',
      JSON.stringify({
        buster: busterOf(17),
        timestamp: Date.now(),
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['feed', 'list', 17],
              queryHash: '["feed","list",17]',
              state: { data: feedPages, dataUpdatedAt: 1, status: 'success', fetchStatus: 'idle' },
            },
          ],
        },
      }),
    )
    const client = new QueryClient()
    render(
      <OfflineCacheProvider client={client} cache={createOfflineCache(storage, 0)}>
        <Probe />
      </OfflineCacheProvider>,
    )
    expect(screen.getByTestId('restoring').textContent).toBe('false')
    signIn(17)
    await waitFor(() => expect(screen.getByTestId('restoring').textContent).toBe('false'))
    expect(client.getQueryData(['feed', 'list', 17])).toEqual(feedPages)

    act(() => client.setQueryData(['posts', 'own', 17], { pages: [], pageParams: [] }))
    await waitFor(async () => expect(await storage.getItem('queries')).toContain('"posts","own",17'))

    act(() => useAuthStore.getState().dispatch({ type: 'loggedOut' }))
    await waitFor(async () => expect(await storage.getItem('queries')).toBeUndefined())
  })
})
