import { ErrorBody, SavedSearch, SearchMessage, VALIDATION_TEXTS } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client, Method } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { listSearches, saveSearch, savedSearchUrl as url } from './saved-search.fixtures'

const env = useTestServer()
let owner: TestUser
let stranger: TestUser
let api: Client

beforeAll(async () => {
  ;[owner, stranger] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(owner)
})

const unique = () => `нейронные сети ${Math.random().toString(36).slice(2, 8)}`

/** Every route of one saved search, with a body where it takes one. */
const routesOf = (id: string): [Method, string, unknown?][] => [
  ['GET', url(id)],
  ['PATCH', url(id), { name: 'Taken over' }],
  ['DELETE', url(id)],
  ['GET', url(id, '/results')],
  ['PUT', url(id, '/refresh')],
]

describe('a visitor', () => {
  it('gets 401 on every route', async () => {
    const saved = await saveSearch(api, { request: { message: unique() } })
    const visitor = env.as()
    for (const [method, path, body] of [
      ['GET', url()],
      ['POST', url(), { request: { message: 'x' } }],
      ['DELETE', url(undefined, '/clear')],
      ...routesOf(saved.id),
    ] as [Method, string, unknown?][]) {
      const res = await visitor(method, path, body)
      expect(res.statusCode, `${method} ${path}`).toBe(401)
    }
  })
})

describe('another user', () => {
  it('gets 404 on every route of a saved search (it is not theirs to know of), and nothing changes', async () => {
    const saved = await saveSearch(api, { name: 'Mine', request: { message: unique() }, notify: true })
    const other = env.as(stranger)
    for (const [method, path, body] of routesOf(saved.id)) {
      const res = await other(method, path, body)
      expect(res.statusCode, `${method} ${path}`).toBe(404)
      expect(ErrorBody.parse(res.json()).error.code).toBeDefined()
    }
    expect((await other('DELETE', url(undefined, '/clear'))).statusCode).toBe(204)
    expect(await listSearches(other, 'mode=ALL')).toEqual([])
    const again = SavedSearch.parse((await api('GET', url(saved.id))).json())
    expect(again).toEqual(saved)
  })
})

describe('keeping a search', () => {
  it('keeps it bookmarked by default, without notifications, and reads it back', async () => {
    const message = unique()
    const saved = await saveSearch(api, { name: 'Сети', request: { message, typeId: [1] } })
    expect(saved).toMatchObject({
      name: 'Сети',
      bookmarked: true,
      notify: false,
      newResultCount: 0,
      request: { message, typeId: [1], kind: 'publications' },
    })
    expect(saved.resultCnt).toBeGreaterThanOrEqual(0)
    expect((await api('GET', url(saved.id))).json()).toEqual(saved)
    expect((await listSearches(api)).map((s) => s.id)).toContain(saved.id)
  })

  it('makes a search already in the history the kept one instead of a second row', async () => {
    const message = unique()
    const ran = await saveSearch(api, { request: { message }, bookmarked: false })
    const kept = await saveSearch(api, { name: 'Kept', request: { message, size: 'full' }, notify: true })
    expect(kept.id).toBe(ran.id)
    expect(kept).toMatchObject({ name: 'Kept', bookmarked: true, notify: true })
    expect((await listSearches(api, 'mode=ALL')).filter((s) => s.request.message === message)).toHaveLength(1)
  })

  it('renames, clears the name, switches notifications and drops it from the kept ones', async () => {
    const saved = await saveSearch(api, { name: 'Old', request: { message: unique() } })
    const patch = async (body: object) => SavedSearch.parse((await api('PATCH', url(saved.id), body)).json())
    expect(await patch({ name: 'New' })).toMatchObject({ name: 'New' })
    expect(await patch({ notify: true })).toMatchObject({ name: 'New', notify: true })
    expect(await patch({ name: null })).toMatchObject({ name: null })
    expect(await patch({ bookmarked: false })).toMatchObject({ bookmarked: false })
    expect((await listSearches(api)).map((s) => s.id)).not.toContain(saved.id)
    expect((await listSearches(api, 'mode=ALL')).map((s) => s.id)).toContain(saved.id)
  })

  it('deletes it', async () => {
    const saved = await saveSearch(api, { request: { message: unique() } })
    expect((await api('DELETE', url(saved.id))).statusCode).toBe(204)
    expect((await api('GET', url(saved.id))).statusCode).toBe(404)
    expect((await api('DELETE', url(saved.id))).statusCode).toBe(404)
  })

  it('lists the latest change first and pages', async () => {
    const user = await env.newUser()
    const mine = env.as(user)
    const first = await saveSearch(mine, { request: { message: unique() } })
    const second = await saveSearch(mine, { request: { message: unique() } })
    expect((await listSearches(mine)).map((s) => s.id)).toEqual([second.id, first.id])
    await mine('PATCH', url(first.id), { name: 'Touched' })
    expect((await listSearches(mine)).map((s) => s.id)).toEqual([first.id, second.id])
    expect((await listSearches(mine, 'page=2&pageSize=1')).map((s) => s.id)).toEqual([second.id])
  })
})

describe('clearing the history', () => {
  it('forgets the searches not kept and keeps the kept ones', async () => {
    const user = await env.newUser()
    const mine = env.as(user)
    const kept = await saveSearch(mine, { request: { message: unique() } })
    await saveSearch(mine, { request: { message: unique() }, bookmarked: false })
    expect(await listSearches(mine, 'mode=ALL')).toHaveLength(2)
    expect((await mine('DELETE', url(undefined, '/clear'))).statusCode).toBe(204)
    expect((await listSearches(mine, 'mode=ALL')).map((s) => s.id)).toEqual([kept.id])
  })
})

describe('bad input', () => {
  const refused = async (method: Method, path: string, body?: unknown) => {
    const res = await api(method, path, body)
    expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
    return ErrorBody.parse(res.json())
  }

  it('is refused with 400, never a 500', async () => {
    const saved = await saveSearch(api, { request: { message: unique() } })
    await refused('POST', url(), {})
    await refused('POST', url(), { request: { message: 'x' }, name: '' })
    await refused('POST', url(), { request: { message: 'x' }, name: 'n'.repeat(201) })
    await refused('POST', url(), { request: { message: 'x' }, notify: 'yes' })
    await refused('PATCH', url(saved.id), {})
    await refused('PATCH', url(saved.id), { bookmarked: 'no' })
    await refused('GET', url('not-a-uuid'))
    await refused('GET', `${url()}?mode=SOME`)
    await refused('GET', `${url(saved.id, '/results')}?page=0`)
  })

  it('refuses a search with nothing typed or filtered', async () => {
    const body = await refused('POST', url(), { request: { message: '  ', kind: 'posts' } })
    expect(body.error.message).toBeTruthy()
  })

  it("refuses the detailed form's bad years and dates with the SPEC messages", async () => {
    const messages = (body: ErrorBody) => body.validationErrors?.map((issue) => issue.message)
    const year = await refused('POST', url(), { request: { message: 'x', startYear: 'abc' } })
    expect(messages(year)).toContain(VALIDATION_TEXTS.ru[SearchMessage.invalidDate])
    const ends = await refused('POST', url(), { request: { message: 'x', startYear: 2020, endYear: 2010 } })
    expect(messages(ends)).toContain(VALIDATION_TEXTS.ru[SearchMessage.dateBelowMin])
  })
})
