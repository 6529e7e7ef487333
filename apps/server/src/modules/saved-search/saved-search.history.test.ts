import { SEARCH_LIMITS, SearchCriteria } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { listSearches, savedSearchUrl, saveSearch } from './saved-search.fixtures'
import { recordSearch } from './saved-search.history'

const env = useTestServer()

const unique = () => `сети ${Math.random().toString(36).slice(2, 8)}`
const criteria = (input: Record<string, unknown>) => SearchCriteria.parse(input)
const history = async (api: ReturnType<typeof env.as>) => listSearches(api, 'mode=ALL&pageSize=100')

describe('a search run by a signed-in reader', () => {
  it('joins their history from its first page, and the same search again moves it up', async () => {
    const user = await env.newUser()
    const api = env.as(user)
    const [first, second, paged] = [unique(), unique(), unique()]
    const paths = (message: string, extra = '') =>
      `/api/search2/search/v2/all/paged?message=${encodeURIComponent(message)}${extra}`
    expect((await api('GET', paths(paged, '&pageNumber=1'))).statusCode).toBe(200)
    expect((await api('GET', paths(first))).statusCode).toBe(200)
    await until(
      () => history(api),
      (list) => list.length === 1,
    )
    expect((await api('POST', '/api/search2/query', { message: second, typeId: [3, 1] })).statusCode).toBe(
      200,
    )
    await until(
      () => history(api),
      (list) => list.length === 2,
    )
    const before = await history(api)
    expect(before.map((s) => s.request.message)).toEqual([second, first])
    expect(before.every((s) => !s.bookmarked)).toBe(true)
    // The first again, sent otherwise (another page size): the same row, now first.
    expect((await api('GET', paths(first, '&pageSize=20'))).statusCode).toBe(200)
    const moved = await until(
      () => history(api),
      (list) => list[0]?.request.message === first,
    )
    expect(moved.map((s) => s.id)).toEqual([before[1]?.id, before[0]?.id])
  })
})

describe('recordSearch', () => {
  it('records nothing for a search with nothing typed or filtered', async () => {
    const user = await env.newUser()
    await recordSearch(env.db, user.id, criteria({ kind: 'posts', message: '' }), 3)
    expect(await history(env.as(user))).toEqual([])
  })

  it('keeps the count of the latest run', async () => {
    const user = await env.newUser()
    const search = criteria({ message: unique() })
    await recordSearch(env.db, user.id, search, 3)
    await recordSearch(env.db, user.id, search, 5)
    expect((await history(env.as(user))).map((s) => s.resultCnt)).toEqual([5])
  })

  it('keeps one row when the same search is run several times at once (two tabs)', async () => {
    const user = await env.newUser()
    const search = criteria({ message: unique() })
    await Promise.all([1, 2, 3, 4].map((count) => recordSearch(env.db, user.id, search, count)))
    expect(await history(env.as(user))).toHaveLength(1)
  })

  it(`keeps at most ${SEARCH_LIMITS.historyMax} unkept searches, dropping the oldest, and every kept one`, async () => {
    const user = await env.newUser()
    const api = env.as(user)
    const kept = await saveSearch(api, { request: { message: unique() } })
    const messages = Array.from({ length: SEARCH_LIMITS.historyMax + 3 }, unique)
    for (const message of messages) await recordSearch(env.db, user.id, criteria({ message }), 1)
    const list = await history(api)
    expect(list.filter((s) => !s.bookmarked).map((s) => s.request.message)).toEqual(
      messages.slice(3).reverse(),
    )
    expect(list.map((s) => s.id)).toContain(kept.id)
    // Clearing forgets them all but the kept one.
    expect((await api('DELETE', savedSearchUrl(undefined, '/clear'))).statusCode).toBe(204)
    expect((await history(api)).map((s) => s.id)).toEqual([kept.id])
  })
})
