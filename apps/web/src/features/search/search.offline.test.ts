import type { SearchPage } from '@nauka/contracts'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  busterOf,
  createOfflineCache,
  isPersistedKey,
  keepQueries,
  memoryCache,
  restoreQueries,
} from '../../app/queryPersistence'
import { type LastSearch, lastSearchOf } from './model'
import { searchKeys } from './search.keys'

const page: SearchPage = {
  kind: 'publications',
  elements: [],
  count: 0,
  pageNumber: 0,
  pageSize: 10,
  hasMore: false,
  counts: { publications: 0, posts: 0, people: 0 },
  facets: { type: [], scienceArea: [], year: [], lang: [], pdf: 0 },
}

describe('the offline copy of the last search (SPEC 3 "offline results")', () => {
  it('keeps the last search only, not every search run nor the suggestions', () => {
    expect(isPersistedKey(searchKeys.last)).toBe(true)
    expect(isPersistedKey(searchKeys.results('message=x'))).toBe(false)
    expect(isPersistedKey(searchKeys.suggest('x'))).toBe(false)
  })

  it('restores the last search for the same user after a reload', async () => {
    const cache = createOfflineCache(memoryCache(), 0)
    cache.open()
    const before = new QueryClient()
    const last = lastSearchOf('message=graph', [page], 1_700_000_000_000)
    before.setQueryData<LastSearch>(searchKeys.last, last)
    keepQueries(before, cache.persister, busterOf(17))
    await new Promise((resolve) => setTimeout(resolve, 10))

    const after = new QueryClient()
    await restoreQueries(after, cache.persister, busterOf(17))
    expect(after.getQueryData(searchKeys.last)).toEqual(last)
  })
})
