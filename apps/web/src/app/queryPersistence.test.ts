import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  busterOf,
  createOfflineCache,
  isPersistedKey,
  keepQueries,
  memoryCache,
  PERSIST_MAX_AGE_MS,
  restoreQueries,
} from './queryPersistence'

const feedPages = { pages: [{ elements: [], hasMore: false }], pageParams: [null] }
// The persister saves on a throttle timer: the tests move the clock instead of waiting for it.
beforeEach(() => {
  vi.useFakeTimers()
})

/** Lets the persister's (throttled, async) save land. */
const settle = () => vi.advanceTimersByTimeAsync(20)

const keptFor = async (userId: number, mutate: (client: QueryClient) => void) => {
  const storage = memoryCache()
  const cache = createOfflineCache(storage, 0)
  const client = new QueryClient()
  cache.open()
  const stop = keepQueries(client, cache.persister, busterOf(userId))
  mutate(client)
  await settle()
  stop()
  return { storage, cache }
}

describe('the offline cache of the feed', () => {
  it('keeps only the feed and the own publications', async () => {
    expect(isPersistedKey(['feed', 'list', 17])).toBe(true)
    expect(isPersistedKey(['posts', 'own', 17])).toBe(true)
    expect(isPersistedKey(['feed', 'channels', 17])).toBe(false)
    expect(isPersistedKey(['posts', 'detail', 1])).toBe(false)
    expect(isPersistedKey(['profile', 17])).toBe(false)
    // Issue 18: event lists and pages read offline; the secret calendar feed address is never kept.
    expect(isPersistedKey(['events', 'list', 'upcoming', { query: '' }])).toBe(true)
    expect(isPersistedKey(['events', 'one', 5])).toBe(true)
    expect(isPersistedKey(['events', 'calendarFeed'])).toBe(false)

    const { storage } = await keptFor(17, (client) => {
      client.setQueryData(['feed', 'list', 17], feedPages)
      client.setQueryData(['profile', 17, 1], { secret: 'profile' })
    })
    const text = (await storage.getItem('queries')) ?? ''
    expect(text).toContain('"feed","list",17')
    expect(text).not.toContain('profile')
  })

  it("keeps what the groups section last loaded: its lists, pages, members and a group's posts", () => {
    expect(isPersistedKey(['groups', 'list', { mine: true }])).toBe(true)
    expect(isPersistedKey(['groups', 'detail', 3])).toBe(true)
    expect(isPersistedKey(['groups', 'members', 3, 1, ''])).toBe(true)
    expect(isPersistedKey(['posts', 'group', 3])).toBe(true)
  })

  it('keeps what the marketplace last loaded: its lists and the listings opened', () => {
    expect(isPersistedKey(['market', 'list', 'query=nmr'])).toBe(true)
    expect(isPersistedKey(['market', 'listing', 7])).toBe(true)
    // Moderators' reports are work to do online, not reading.
    expect(isPersistedKey(['market', 'reports', false])).toBe(false)
  })

  it('keeps a feed that loaded while the kept copy was being restored (the first load asks early)', async () => {
    const storage = memoryCache()
    const cache = createOfflineCache(storage, 0)
    const client = new QueryClient()
    client.setQueryData(['feed', 'list', 17], feedPages)
    cache.open()
    const stop = keepQueries(client, cache.persister, busterOf(17))
    await settle()
    stop()
    expect((await storage.getItem('queries')) ?? '').toContain('"feed","list",17')
  })

  it('restores the kept feed for the same user', async () => {
    const { cache } = await keptFor(17, (client) => client.setQueryData(['feed', 'list', 17], feedPages))
    const next = new QueryClient()
    await restoreQueries(next, cache.persister, busterOf(17))
    expect(next.getQueryData(['feed', 'list', 17])).toEqual(feedPages)
  })

  it('never shows one user the feed kept for another: it is dropped instead', async () => {
    const { cache, storage } = await keptFor(17, (client) =>
      client.setQueryData(['feed', 'list', 17], feedPages),
    )
    const other = new QueryClient()
    await restoreQueries(other, cache.persister, busterOf(18))
    expect(other.getQueryCache().getAll()).toEqual([])
    expect(await storage.getItem('queries')).toBeUndefined()
  })

  it('drops a copy older than a week', async () => {
    const { cache, storage } = await keptFor(17, (client) =>
      client.setQueryData(['feed', 'list', 17], feedPages),
    )
    const kept = JSON.parse((await storage.getItem('queries')) ?? '{}')
    await storage.setItem(
      'queries',
      JSON.stringify({ ...kept, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1 }),
    )
    const next = new QueryClient()
    await restoreQueries(next, cache.persister, busterOf(17))
    expect(next.getQueryData(['feed', 'list', 17])).toBeUndefined()
  })

  it('wipes the copy at sign-out, and a save on its way does not bring it back', async () => {
    const storage = memoryCache()
    const cache = createOfflineCache(storage, 50)
    const client = new QueryClient()
    cache.open()
    keepQueries(client, cache.persister, busterOf(17))
    client.setQueryData(['feed', 'list', 17], feedPages)
    await settle()
    // A second change starts a throttled save; the sign-out wipes before it lands.
    client.setQueryData(['posts', 'own', 17], { pages: [], pageParams: [] })
    await cache.wipe()
    // Past the throttle, when the save would have landed.
    await vi.advanceTimersByTimeAsync(120)
    expect(await storage.getItem('queries')).toBeUndefined()
  })
})
