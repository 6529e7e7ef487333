import type { SavedSearch, SavedSearchResult } from '@nauka/contracts'
import type { Handler } from '../../../test/fetchStub'

/** A saved-search id of the tests: a UUID with `n` at its end. */
export const savedId = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`

export const savedSearch = (n: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: savedId(n),
  name: null,
  request: { kind: 'publications', size: 'short', message: `радий ${n}` },
  bookmarked: true,
  notify: false,
  resultCnt: 3,
  newResultCount: 0,
  createdAt: '2030-01-01T12:00:00.000Z',
  udt: '2030-01-01T12:00:00.000Z',
  ...overrides,
})

export const newResult = (n: number, title: string): SavedSearchResult => ({
  foundAt: '2030-01-02T12:00:00.000Z',
  current: true,
  hit: {
    kind: 'publication',
    id: savedId(100 + n),
    data: '',
    snippet: [],
    title: [{ text: title, hit: false }],
    fields: [],
    link: `/publication/${savedId(100 + n)}`,
    image: null,
  },
})

/** `GET /saved-search` answering the kept ones to BOOKMARKED and `all` to ALL. */
export const listsHandler =
  (kept: SavedSearch[], all: SavedSearch[]): Extract<Handler, (...args: never[]) => unknown> =>
  ({ url }) => ({ body: new URL(url, 'http://localhost').searchParams.get('mode') === 'ALL' ? all : kept })

/** The method, path and JSON body of each call the stub got. */
export const callsOf = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = init as RequestInit | undefined
    return {
      method: request?.method ?? 'GET',
      url: String(input),
      body: typeof request?.body === 'string' ? JSON.parse(request.body) : undefined,
    }
  })
