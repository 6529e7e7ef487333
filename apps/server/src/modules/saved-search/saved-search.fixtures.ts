import {
  SavedSearch,
  type SavedSearchCreateInput,
  SavedSearchList,
  SavedSearchResultList,
} from '@nauka/contracts'
import type { Client } from '../../test/http'

export const savedSearchUrl = (id?: string, tail = '') => `/api/core/saved-search${id ? `/${id}` : ''}${tail}`

const expectOk = (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`)
}

/** Keeps a search as `client`'s (bookmarked unless said otherwise). */
export async function saveSearch(client: Client, body: SavedSearchCreateInput): Promise<SavedSearch> {
  const res = await client('POST', savedSearchUrl(), body)
  expectOk(res, 'save search')
  return SavedSearch.parse(res.json())
}

export async function listSearches(client: Client, query = ''): Promise<SavedSearch[]> {
  const res = await client('GET', `${savedSearchUrl()}${query ? `?${query}` : ''}`)
  expectOk(res, 'list saved searches')
  return SavedSearchList.parse(res.json())
}

export async function searchResults(client: Client, id: string, mode: 'ALL' | 'NEW' = 'ALL') {
  const res = await client('GET', `${savedSearchUrl(id, '/results')}?mode=${mode}`)
  expectOk(res, 'saved search results')
  return SavedSearchResultList.parse(res.json())
}
