import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { Persister } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import { eventKeys } from '../features/events/events.keys'
import { groupKeys } from '../features/groups/groups.keys'
import { marketKeys } from '../features/marketplace/market.keys'
import { feedKeys } from '../features/posts/feed.keys'
import { postKeys } from '../features/posts/posts.queries'
import { searchKeys } from '../features/search/search.keys'

/**
 * SPEC 1: the news feed can be read offline. The query cache of the feed and of the own
 * publications is kept in IndexedDB for a week, for the user who loaded it only.
 */

/** How long a kept feed may be shown offline; a persisted query must outlive it in memory too. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/** Raised when the shape of kept data changes, so an old copy is dropped rather than misread. */
const CACHE_VERSION = 1

/** A kept cache belongs to one user: another user's restore finds a different buster and drops it. */
export const busterOf = (userId: number): string => `v${CACHE_VERSION}:user:${userId}`

/**
 * Only the lists readable offline are kept: the feed, the own publications (feed.keys,
 * posts.queries) and the last search's results (search.keys; SPEC 3 "offline results").
 */
const PERSISTED_PREFIXES = [
  feedKeys.lists,
  postKeys.ownAll,
  searchKeys.last,
  // Issue 18: what the groups section last loaded, and the groups' posts.
  groupKeys.all,
  postKeys.groupAll,
  // Issue 18: the event lists, the calendar and the event pages last loaded.
  eventKeys.lists,
  eventKeys.one,
  // Issue 18: the marketplace's lists and the listings opened.
  marketKeys.lists,
  marketKeys.listings,
] as const

export const isPersistedKey = (key: QueryKey): boolean =>
  PERSISTED_PREFIXES.some((prefix) => prefix.every((part, index) => key[index] === part))

export const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && isPersistedKey(query.queryKey)

/** What the persister writes to; `idb-keyval` in the browser, a map in tests. */
export type CacheStorage = {
  getItem: (key: string) => Promise<string | null | undefined>
  setItem: (key: string, value: string) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

export const indexedDbCache = (): CacheStorage => {
  const store = createStore('nauka-query-cache', 'queries')
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  }
}

export const memoryCache = (): CacheStorage => {
  const map = new Map<string, string>()
  return {
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => {
      map.set(key, value)
    },
    removeItem: async (key) => {
      map.delete(key)
    },
  }
}

/** The persister, and a switch that stops its writes (a save throttled before sign-out must not land after the wipe). */
export type OfflineCache = {
  persister: Persister
  /** Allows writes again (a user's cache was restored). */
  open: () => void
  /** Stops writes and deletes what is kept (sign-out). */
  wipe: () => Promise<void>
}

export const createOfflineCache = (storage: CacheStorage, throttleTime = 1000): OfflineCache => {
  let writable = false
  const guarded: CacheStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: async (key, value) => {
      if (writable) await storage.setItem(key, value)
    },
    removeItem: (key) => storage.removeItem(key),
  }
  const persister = createAsyncStoragePersister({ storage: guarded, key: 'queries', throttleTime })
  return {
    persister,
    open: () => {
      writable = true
    },
    wipe: async () => {
      writable = false
      await persister.removeClient()
    },
  }
}

/** The browser's cache: IndexedDB, or memory where it is missing (some private modes, tests). */
export const defaultOfflineCache = (): OfflineCache =>
  createOfflineCache(typeof indexedDB === 'undefined' ? memoryCache() : indexedDbCache())

/**
 * Puts a user's kept queries back into the client. A copy of another user (other buster), older
 * than a week, or unreadable is deleted instead. The client's own hydrate is used (not the persist
 * package's, which bundles another version of the query core).
 */
export const restoreQueries = async (
  client: QueryClient,
  persister: Persister,
  buster: string,
): Promise<void> => {
  const drop = async () => {
    try {
      await persister.removeClient()
    } catch {
      // Storage refuses even the delete: the next save overwrites the copy anyway.
    }
  }
  try {
    const kept = await persister.restoreClient()
    if (!kept) return
    const expired = !kept.timestamp || Date.now() - kept.timestamp > PERSIST_MAX_AGE_MS
    if (expired || kept.buster !== buster) return await drop()
    hydrate(client, kept.clientState)
  } catch {
    await drop()
  }
}

/**
 * Kept queries stay in memory as long as they may be shown offline: with the default five minutes
 * a feed left unseen would be collected, and the next save would drop it from the kept copy too.
 */
export const keepPersistedInMemory = (client: QueryClient): void => {
  for (const prefix of PERSISTED_PREFIXES)
    client.setQueryDefaults([...prefix], { gcTime: PERSIST_MAX_AGE_MS })
}

/**
 * Keeps the persisted queries whenever one of them changes, and at once if one is already loaded
 * (the first load asks for the feed while the kept copy is still being restored); answers the
 * unsubscribe.
 */
export const keepQueries = (client: QueryClient, persister: Persister, buster: string): (() => void) => {
  const keep = () =>
    void persister.persistClient({
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
    })
  if (client.getQueryCache().getAll().some(shouldPersistQuery)) keep()
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
    if (isPersistedKey(event.query.queryKey)) keep()
  })
}
