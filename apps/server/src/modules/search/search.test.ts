import { AccessLevel, SearchMessage, SearchPage, VALIDATION_TEXTS } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { follow } from '../feed/feed.fixtures'
import { publish } from '../publications/publications.fixtures'
import { seedCorpus } from './search.corpus.fixtures'

const env = useTestServer()
let owner: TestUser
let ownerApi: Client
let visitor: Client

const SEARCH = '/api/search2/search/v2/all/paged'

type Params = Record<string, string | number | boolean | (string | number)[]>

const queryOf = (params: Params) => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one))
  return query.toString()
}

/** One page of search results for the client, checked against the contract. */
async function search(client: Client, params: Params): Promise<SearchPage> {
  const res = await client('GET', `${SEARCH}?${queryOf(params)}`)
  expect(res.statusCode, res.body).toBe(200)
  return SearchPage.parse(res.json())
}

const ids = (page: SearchPage) => page.elements.map((hit) => hit.id)

beforeAll(async () => {
  owner = await env.newUser()
  ownerApi = env.as(owner)
  visitor = env.as()
  const second = await env.newUser()
  await seedCorpus(
    env.db,
    [
      { user: owner, client: ownerApi },
      { user: second, client: env.as(second) },
    ],
    { publications: 160, posts: 60 },
  )
})

describe('search of publications', () => {
  it('finds a Russian word in another form, and an English one', async () => {
    const ru = await publish(env.db, owner, ownerApi, {
      files: 0,
      metadata: { title: 'Публикация о мерзлотоведении', cLang: '2:1' },
    })
    const en = await publish(env.db, owner, ownerApi, {
      files: 0,
      metadata: { title: 'A sparse network of glaciologists', cLang: '2:2' },
    })
    expect(ids(await search(visitor, { message: 'публикациями мерзлотоведения' }))).toContain(ru.id)
    expect(ids(await search(visitor, { message: 'glaciologist networks' }))).toContain(en.id)
  })

  it('marks the matched words in the title and the snippet', async () => {
    const item = await publish(env.db, owner, ownerApi, {
      files: 0,
      metadata: { title: 'Ornithopter wings', abstract: 'We built a small ornithopter from balsa.' },
    })
    const page = await search(visitor, { message: 'ornithopters' })
    const hit = page.elements.find((element) => element.id === item.id)
    expect(hit?.title).toContainEqual({ text: 'Ornithopter', hit: true })
    expect(hit?.snippet).toContainEqual({ text: 'ornithopter', hit: true })
    expect(hit?.data).toBe('We built a small ornithopter from balsa.')
    expect(hit?.link).toBe(`/publication/${item.id}`)
  })

  it('answers in full size the whole abstract', async () => {
    const abstract = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ')
    const item = await publish(env.db, owner, ownerApi, {
      files: 0,
      metadata: { title: 'Zeppelinology', abstract },
    })
    const short = (await search(visitor, { message: 'zeppelinology' })).elements.find((h) => h.id === item.id)
    const full = (await search(visitor, { message: 'zeppelinology', size: 'full' })).elements.find(
      (h) => h.id === item.id,
    )
    expect(full?.data).toBe(abstract)
    expect(short?.data.length).toBeLessThan(abstract.length)
  })

  it('without words lists by the filters alone, newest first', async () => {
    const page = await search(visitor, { typeId: 2, pageSize: 50 })
    expect(page.count).toBeGreaterThan(0)
    const dates = page.elements.map((hit) => hit.fields.find((f) => f.n === 'id')?.v)
    expect(dates).toHaveLength(Math.min(50, page.count))
  })
})

describe('facets', () => {
  const message = 'models or моделей or analysis or анализ'

  it('each count equals the results of the search narrowed to that value', async () => {
    const base = await search(visitor, { message })
    expect(base.count).toBeGreaterThan(10)
    for (const { value, count } of base.facets.type)
      expect((await search(visitor, { message, typeId: value })).count, `type ${value}`).toBe(count)
    for (const { value, count } of base.facets.scienceArea)
      expect((await search(visitor, { message, scienceArea: value })).count, `area ${value}`).toBe(count)
    for (const { value, count } of base.facets.lang)
      expect((await search(visitor, { message, lang: value })).count, `lang ${value}`).toBe(count)
    for (const { value, count } of base.facets.year)
      expect(
        (await search(visitor, { message, startYear: value, endYear: value })).count,
        `year ${value}`,
      ).toBe(count)
    expect((await search(visitor, { message, pdf: true })).count).toBe(base.facets.pdf)
  })

  it('keeps the other values of a facet countable while one is picked', async () => {
    const base = await search(visitor, { message })
    const [first] = base.facets.type
    const narrowed = await search(visitor, { message, typeId: first?.value ?? 0 })
    expect(narrowed.facets.type).toEqual(base.facets.type)
    const sum = narrowed.facets.lang.reduce((total, facet) => total + facet.count, 0)
    expect(sum).toBe(narrowed.count)
  })
})

describe('posts', () => {
  it('are found by signed-in readers only', async () => {
    const reader = env.as(await env.newUser())
    const words = 'workshop or семинаре'
    expect((await search(reader, { message: words, kind: 'posts' })).count).toBeGreaterThan(0)
    const page = await search(visitor, { message: words, kind: 'posts' })
    expect(page.count).toBe(0)
    expect(page.counts.posts).toBe(0)
    expect(page.elements).toEqual([])
  })

  it('leave out the posts of someone blocked either way', async () => {
    const author = await env.newUser()
    const blocker = await env.newUser()
    const res = await env.as(author)('POST', '/api/core/post', {
      title: 'Xylophonist meetup',
      text: 'Xylophonists of the world, unite',
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    const reader = env.as(blocker)
    expect((await search(reader, { message: 'xylophonist', kind: 'posts' })).count).toBe(1)
    await follow(reader, author, { blocked: true })
    expect((await search(reader, { message: 'xylophonist', kind: 'posts' })).count).toBe(0)
    expect((await search(env.as(author), { message: 'xylophonist', kind: 'posts' })).count).toBe(1)
  })
})

describe('access levels', () => {
  it('never returns, counts, facets or marks an item for someone who may not read it', async () => {
    const author = await env.newUser()
    const authorApi = env.as(author)
    const fan = await env.newUser()
    await follow(env.as(fan), author)
    const stranger = env.as(await env.newUser())
    const made = async (level: AccessLevel, word: string) =>
      (
        await publish(env.db, author, authorApi, {
          files: 0,
          level,
          metadata: { title: `Secret ${word}`, abstract: `About ${word}.`, cType: '39:7', year: 2001 },
        })
      ).id
    const hidden = await made(AccessLevel.Private, 'quillwort')
    const fans = await made(AccessLevel.Followers, 'quillwort')
    const registered = await made(AccessLevel.Registered, 'quillwort')

    const seen = async (client: Client) => {
      const page = await search(client, { message: 'quillwort' })
      const suggestions = (await client('GET', '/api/search2/suggest?q=Secret%20quill')).json() as {
        id: string
      }[]
      const types = page.facets.type.find((facet) => facet.value === 7)?.count ?? 0
      const years = page.facets.year.find((facet) => facet.value === 2001)?.count ?? 0
      expect(types).toBe(page.count)
      expect(years).toBe(page.count)
      expect(page.elements).toHaveLength(page.count)
      expect(suggestions.map((s) => s.id).sort()).toEqual(ids(page).sort())
      return ids(page).sort()
    }
    expect(await seen(visitor)).toEqual([])
    expect(await seen(stranger)).toEqual([registered])
    expect(await seen(env.as(fan))).toEqual([fans, registered].sort())
    expect(await seen(authorApi)).toEqual([hidden, fans, registered].sort())
  })
})

describe('bad input', () => {
  const refused = async (params: Params, lang: string) => {
    const res = await visitor('GET', `${SEARCH}?${queryOf(params)}`, undefined, { 'accept-language': lang })
    expect(res.statusCode, res.body).toBe(400)
    return res.json() as { error: { code: number }; validationErrors: { field: string; message: string }[] }
  }

  it('refuses bad years and dates with the SPEC messages, in both languages', async () => {
    const cases: [Params, string, (typeof SearchMessage)[keyof typeof SearchMessage]][] = [
      [{ startYear: 'abc' }, 'startYear', SearchMessage.invalidDate],
      [{ startYear: 3000 }, 'startYear', SearchMessage.dateAboveMax],
      [{ startYear: 999 }, 'startYear', SearchMessage.dateBelowMin],
      [{ startYear: 2020, endYear: 2019 }, 'endYear', SearchMessage.dateBelowMin],
      [{ startPublicationDate: '2024-02-30' }, 'startPublicationDate', SearchMessage.invalidDate],
      [{ endPublicationDate: '2999-01-01' }, 'endPublicationDate', SearchMessage.dateAboveMax],
      [{ startPublicationDate: '1899-12-31' }, 'startPublicationDate', SearchMessage.dateBelowMin],
      [
        { startPublicationDate: '2024-05-01', endPublicationDate: '2024-04-01' },
        'endPublicationDate',
        SearchMessage.dateBelowMin,
      ],
    ]
    for (const [params, field, key] of cases)
      for (const locale of ['ru', 'en'] as const) {
        const answer = await refused(params, locale)
        expect(answer.error.code, field).toBeGreaterThan(0)
        expect(answer.validationErrors, `${field} ${locale}`).toContainEqual({
          field,
          message: VALIDATION_TEXTS[locale][key],
        })
      }
  })

  it('never fails on query syntax, quotes, long or strange text', async () => {
    const messages = [
      'a & | !',
      '"unclosed',
      "'); drop table publications; --",
      '-',
      'or or or',
      ':* <-> !!',
      'ё'.repeat(500),
      'x\u0000y',
      '[]',
      '%_\\',
    ]
    for (const message of messages) {
      for (const kind of ['publications', 'posts']) {
        const res = await ownerApi('GET', `${SEARCH}?${queryOf({ message, kind })}`)
        expect([200, 400], `${message}: ${res.body}`).toContain(res.statusCode)
      }
      for (const client of [visitor, ownerApi]) {
        const suggest = await client('GET', `/api/search2/suggest?${queryOf({ q: message.slice(0, 100) })}`)
        expect([200, 400], `${message}: ${suggest.body}`).toContain(suggest.statusCode)
      }
    }
    const long = await visitor('GET', `${SEARCH}?${queryOf({ message: 'a'.repeat(5000) })}`)
    expect(long.statusCode).toBe(400)
    const body = await visitor('POST', '/api/search2/query', { message: 'a & | ! "', kind: 'publications' })
    expect(body.statusCode, body.body).toBe(200)
  })
})
