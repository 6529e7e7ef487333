import { ClsPage, Dictionary, ErrorBody, formatRef, SettingsModel } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { CATALOG_DATA_DIR } from '../../paths'
import { useTestServer } from '../../test/test-server'
import { loadCatalogFiles } from './catalog.data'
import { seedCatalogs } from './catalog.seed'

const env = useTestServer()

const countriesInFile = () =>
  loadCatalogFiles(CATALOG_DATA_DIR).find((c) => c.file.cls === Dictionary.countries)

async function all(query: string, headers: Record<string, string> = {}) {
  return env.t.app.inject({ method: 'GET', url: `/api/core/cls/all?${query}`, headers })
}
async function find(body: unknown, headers: Record<string, string> = {}) {
  return env.t.app.inject({ method: 'POST', url: '/api/core/cls/find', payload: body as object, headers })
}
const terms = (body: unknown) => ClsPage.parse(body).elements.map((e) => e.term)

describe('GET /api/core/cls/all', () => {
  it('returns every country with English names for lang=2', async () => {
    const res = await all(`cls=${Dictionary.countries}&lang=2&pageSize=1000`)
    expect(res.statusCode).toBe(200)
    const page = ClsPage.parse(res.json())
    const expected = countriesInFile()?.file.entries.length ?? 0
    expect(expected).toBeGreaterThanOrEqual(249)
    expect(page.count).toBe(expected)
    expect(page.elements).toHaveLength(expected)
    expect(page.elements.map((e) => e.term)).toEqual(expect.arrayContaining(['Russia', 'Germany', 'Brazil']))
    expect(page.elements.every((e) => !/[а-яё]/i.test(e.term))).toBe(true)
    const russia = page.elements.find((e) => e.code === 'RU')
    expect(russia).toMatchObject({ cls: 208, num: 643, lang: 2, uref: formatRef(208, 643) })
  })

  it('returns Russian names for lang=1, in Russian alphabetical order', async () => {
    const page = ClsPage.parse((await all(`cls=${Dictionary.countries}&lang=1&pageSize=1000`)).json())
    const names = page.elements.map((e) => e.term)
    expect(names).toEqual(expect.arrayContaining(['Россия', 'Германия', 'Бразилия']))
    const index = (n: string) => names.indexOf(n)
    expect(index('Бразилия')).toBeLessThan(index('Германия'))
    expect(index('Германия')).toBeLessThan(index('Россия'))
  })

  it('pages without overlap and keeps the total', async () => {
    const first = ClsPage.parse((await all(`cls=${Dictionary.countries}&lang=2&page=1&pageSize=10`)).json())
    const second = ClsPage.parse((await all(`cls=${Dictionary.countries}&lang=2&page=2&pageSize=10`)).json())
    expect(first.elements).toHaveLength(10)
    expect(second.elements).toHaveLength(10)
    expect(second.count).toBe(first.count)
    const firstNums = new Set(first.elements.map((e) => e.num))
    expect(second.elements.some((e) => firstNums.has(e.num))).toBe(false)
  })

  it('defaults to Russian when no lang is given', async () => {
    const page = ClsPage.parse((await all(`cls=${Dictionary.genders}`)).json())
    expect(page.elements.every((e) => e.lang === 1 && /[а-яё]/i.test(e.term))).toBe(true)
  })

  it.each([
    ['a non-numeric cls', 'cls=abc', 'cls'],
    ['a missing cls', 'lang=1', 'cls'],
    ['a huge page size', 'cls=208&pageSize=1000000', 'pageSize'],
    ['a zero page', 'cls=208&page=0', 'page'],
    ['an unknown language', 'cls=208&lang=3', 'lang'],
    ['a negative cls', 'cls=-5', 'cls'],
  ])('refuses %s with a 400 naming the field', async (_, query, field) => {
    const res = await all(query)
    expect(res.statusCode).toBe(400)
    const body = ErrorBody.parse(res.json())
    expect(body.error).toMatchObject({ code: 4000, textCode: 'validation_failed', type: 'validation' })
    expect(body.validationErrors?.map((v) => v.field)).toContain(field)
  })

  it('refuses an unknown catalogue in the language of the request', async () => {
    const ru = ErrorBody.parse((await all('cls=9999')).json())
    expect(ru.validationErrors?.[0]).toEqual({ field: 'cls', message: 'Справочник 9999 не существует' })
    const en = await all('cls=9999', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(en.statusCode).toBe(400)
    expect(ErrorBody.parse(en.json()).validationErrors?.[0]?.message).toBe('Catalogue 9999 does not exist')
  })
})

describe('POST /api/core/cls/find', () => {
  it('finds Russia by a Russian prefix and ranks it first', async () => {
    const res = await find({ cls: Dictionary.countries, lang: 1, term: 'Росс', pageSize: 10 })
    expect(res.statusCode).toBe(200)
    expect(terms(res.json())[0]).toBe('Россия')
  })

  it('finds Russia by an English prefix, case-insensitively', async () => {
    expect(terms((await find({ cls: Dictionary.countries, lang: 2, term: 'russ' })).json())).toContain(
      'Russia',
    )
    expect(terms((await find({ cls: Dictionary.countries, lang: 2, term: 'RUSS' })).json())).toContain(
      'Russia',
    )
  })

  it('matches either language whatever language the answer is in', async () => {
    expect(terms((await find({ cls: Dictionary.countries, lang: 1, term: 'Russ' })).json())).toContain(
      'Россия',
    )
    expect(terms((await find({ cls: Dictionary.countries, lang: 2, term: 'Росс' })).json())).toContain(
      'Russia',
    )
  })

  it('accepts SQL-LIKE style patterns and treats other wildcards as text', async () => {
    expect(terms((await find({ cls: Dictionary.countries, lang: 1, term: '%Росс%' })).json())).toContain(
      'Россия',
    )
    const underscore = ClsPage.parse(
      (await find({ cls: Dictionary.countries, lang: 1, term: 'Р_ссия' })).json(),
    )
    expect(underscore.count).toBe(0)
  })

  it('lists the cities of one country by its reference', async () => {
    const res = await find({ cls: Dictionary.cities, lang: 1, parentClsNum: '208:643', pageSize: 1000 })
    const page = ClsPage.parse(res.json())
    expect(page.elements.map((e) => e.term)).toEqual(expect.arrayContaining(['Москва', 'Новосибирск']))
    expect(page.elements.every((e) => e.parentClsNum === '208:643')).toBe(true)
  })

  it('finds thematic rubrics by level, with level-2 entries under their level-1 parent', async () => {
    const top = ClsPage.parse(
      (await find({ cls: Dictionary.publicationThematic, lang: 1, level: 1, pageSize: 200 })).json(),
    )
    expect(top.elements.find((e) => e.code === '27')?.term).toMatch(/Математика/)
    const sub = ClsPage.parse(
      (
        await find({ cls: Dictionary.publicationThematic, lang: 2, level: 2, parentNum: 27, pageSize: 200 })
      ).json(),
    )
    expect(sub.count).toBeGreaterThan(5)
    expect(sub.elements.every((e) => e.code?.startsWith('27.') && e.parentNum === 27 && e.level === 2)).toBe(
      true,
    )
  })

  it.each([
    ['a term of the wrong type', { cls: 208, lang: 1, term: 42 }],
    ['a string cls', { cls: 'countries', lang: 1 }],
    ['a huge page size', { cls: 208, lang: 1, pageSize: 10_000_000 }],
    ['an overlong term', { cls: 208, lang: 1, term: 'x'.repeat(201) }],
  ])('refuses %s with a 400', async (_, body) => {
    const res = await find(body)
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error.code).toBe(4000)
  })

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/core/cls/find',
      payload: '{"cls": 208,',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error.textCode).toBe('bad_request')
  })

  it('refuses a body over the size limit with a 413', async () => {
    const res = await find({ cls: 208, lang: 1, term: 'x'.repeat(2 * 1024 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(ErrorBody.parse(res.json()).error.textCode).toBe('payload_too_large')
  })
})

describe('GET /api/core/settings/model', () => {
  it('describes the settings in the requested language', async () => {
    const en = SettingsModel.parse(
      (await env.t.app.inject({ url: '/api/core/settings/model?lang=2' })).json(),
    )
    const ru = SettingsModel.parse(
      (await env.t.app.inject({ url: '/api/core/settings/model?lang=1' })).json(),
    )
    expect(en.forms.map((f) => f.name)).toEqual(['privacy', 'notifications'])
    expect(en.forms[0]?.title).toBe('Privacy')
    expect(ru.forms[0]?.title).toBe('Приватность')
    const choice = en.forms[0]?.elements.find((e) => e.type === 'ext_choice')
    expect(choice?.cls).toBe(Dictionary.settingsAccessLevels)
  })
})

describe('GET /api/core/settings/instance', () => {
  it("answers the Operator's contact, null when it is not configured", async () => {
    const res = await env.t.app.inject({ url: '/api/core/settings/instance' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ contactEmail: env.t.config.CONTACT_EMAIL ?? null })
    expect(env.t.config.CONTACT_EMAIL).toBeUndefined()
  })
})

describe('seeding', () => {
  it('skips unchanged catalogues and keeps entry ids when a file changes', async () => {
    const files = loadCatalogFiles(CATALOG_DATA_DIR)
    expect(await seedCatalogs(env.db, files)).toEqual([])

    const before = ClsPage.parse((await all(`cls=${Dictionary.genders}&lang=2`)).json()).elements
    const genders = files.find((f) => f.file.cls === Dictionary.genders)
    if (!genders) throw new Error('genders catalogue missing')
    const [kept, ...dropped] = genders.file.entries
    if (!kept) throw new Error('genders catalogue is empty')
    const changed = { file: { ...genders.file, entries: [{ ...kept, en: 'Renamed' }] }, checksum: 'changed' }
    expect(await seedCatalogs(env.db, [changed])).toEqual([genders.file.name])

    const after = ClsPage.parse((await all(`cls=${Dictionary.genders}&lang=2`)).json()).elements
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: before.find((e) => e.num === kept.num)?.id, term: 'Renamed' })
    expect(dropped.length).toBeGreaterThan(0)
    await seedCatalogs(env.db, [genders])
  })
})
