import {
  AcademicDegree,
  ContactType,
  Education,
  ErrorBody,
  LaborActivity,
  Organization,
  Profile,
  ProfileMessage,
  ScientificInterest,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { REF, validContact, validEducation, validLabor } from './profile.fixtures'

const env = useTestServer()
let me: TestUser
let api: Client
const base = () => `/api/core/user_profile/${me.id}`

beforeAll(async () => {
  me = await env.newUser()
  api = env.as(me)
})

const fieldErrors = (body: unknown) =>
  Object.fromEntries((ErrorBody.parse(body).validationErrors ?? []).map((e) => [e.field, e.message]))

describe('labour activity', () => {
  it('adds, changes and deletes an item; a current position has no end date', async () => {
    const created = await api('POST', `${base()}/labor_activity`, { ...validLabor, endWork: '2020-01-01' })
    expect(created.statusCode).toBe(201)
    const item = LaborActivity.parse(created.json())
    expect(item).toMatchObject({ organization: validLabor.organization, current: true, endWork: null })
    const changed = await api('PATCH', `${base()}/labor_activity/${item.id}`, {
      ...validLabor,
      current: false,
      endWork: '2020-01-01',
    })
    expect(LaborActivity.parse(changed.json())).toMatchObject({
      id: item.id,
      current: false,
      endWork: '2020-01-01',
    })
    expect((await api('DELETE', `${base()}/labor_activity/${item.id}`)).statusCode).toBe(204)
    expect((await api('DELETE', `${base()}/labor_activity/${item.id}`)).statusCode).toBe(404)
    expect((await api('PATCH', `${base()}/labor_activity/${item.id}`, validLabor)).statusCode).toBe(404)
  })

  it('refuses references missing from the catalogues, naming the field', async () => {
    const res = await api('POST', `${base()}/labor_activity`, {
      ...validLabor,
      cPosition: '47:999',
      cActivityArea: '24:999',
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(fieldErrors(res.json())).sort()).toEqual(['cActivityArea', 'cPosition'])
    expect(fieldErrors(res.json()).cPosition).toBe('Значения 47:999 нет в справочнике')
  })

  it.each([
    ['2023-02-30', 'startWork'],
    ['2023-13-01', 'startWork'],
    ['01.02.2023', 'startWork'],
  ])('refuses the start date %s', async (startWork, field) => {
    const res = await api('POST', `${base()}/labor_activity`, { ...validLabor, startWork })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(fieldErrors(res.json()))).toEqual([field])
  })

  it('refuses a period that ends before it starts, and a missing organization or position', async () => {
    const order = await api('POST', `${base()}/labor_activity`, {
      ...validLabor,
      current: false,
      startWork: '2020-02-01',
      endWork: '2020-01-31',
    })
    expect(fieldErrors(order.json())).toEqual({ endWork: 'Дата окончания раньше даты начала' })
    const missing = await api('POST', `${base()}/labor_activity`, { organization: '  ', cPosition: '' })
    expect(fieldErrors(missing.json())).toEqual({
      organization: 'Укажите организацию',
      cPosition: 'Укажите должность',
    })
  })
})

describe('education', () => {
  it('adds an education, filling the country from the city, and refuses a city of another country', async () => {
    const { cCountry: _, ...withoutCountry } = validEducation
    const created = await api('POST', `${base()}/education`, withoutCountry)
    expect(created.statusCode, created.body).toBe(201)
    const item = Education.parse(created.json())
    expect(item).toMatchObject({
      cCountry: REF.russia,
      cCity: REF.moscow,
      institution: validEducation.institution,
    })
    const wrong = await api('PATCH', `${base()}/education/${item.id}`, {
      ...validEducation,
      cCity: REF.berlin,
    })
    expect(wrong.statusCode).toBe(400)
    expect(fieldErrors(wrong.json()).cCity).toMatch(/Берлин/)
    const missing = await api('POST', `${base()}/education`, { institution: 'X' })
    expect(fieldErrors(missing.json())).toEqual({ qualification: 'Укажите квалификацию' })
    expect((await api('DELETE', `${base()}/education/${item.id}`)).statusCode).toBe(204)
  })
})

describe('academic degrees', () => {
  it('adds a degree, then replaces the list: kept items change, new ones are added, the rest go', async () => {
    const first = AcademicDegree.parse(
      (await api('POST', `${base()}/user_academic_degrees`, { cDegree: '55:1', year: 2005 })).json(),
    )
    const second = AcademicDegree.parse(
      (await api('POST', `${base()}/user_academic_degrees`, { cDegree: '55:2', year: 2012 })).json(),
    )
    const res = await api('PATCH', `${base()}/user_academic_degrees`, [
      { id: first.id, cDegree: '55:1', year: 2006 },
      { cDegree: '55:101', year: 2015 },
    ])
    expect(res.statusCode).toBe(200)
    const list = z.array(AcademicDegree).parse(res.json())
    expect(list.map((d) => [d.cDegree, d.year])).toEqual([
      ['55:101', 2015],
      ['55:1', 2006],
    ])
    expect(list.some((d) => d.id === second.id)).toBe(false)
  })

  it('refuses a degree not in the catalogue, a future year, and an id of another list', async () => {
    const bad = await api('PATCH', `${base()}/user_academic_degrees`, [{ cDegree: '55:9999', year: 2001 }])
    expect(Object.keys(fieldErrors(bad.json()))).toEqual(['0.cDegree'])
    const future = await api('POST', `${base()}/user_academic_degrees`, { cDegree: '55:1', year: 2999 })
    expect(fieldErrors(future.json())).toEqual({ year: VALIDATION_TEXTS.ru[ProfileMessage.year] })
    const foreign = await api('PATCH', `${base()}/user_academic_degrees`, [
      { id: 999999, cDegree: '55:1', year: 2001 },
    ])
    expect(foreign.statusCode).toBe(404)
  })
})

describe('contacts', () => {
  it('checks a value by its contact type', async () => {
    const ok = await api('POST', `${base()}/contact`, {
      cType: ContactType.Email,
      value: 'marie@example.org',
    })
    expect(ok.statusCode).toBe(201)
    for (const body of [
      { cType: ContactType.Email, value: 'not-an-email' },
      { cType: ContactType.Site, value: 'javascript:alert(1)' },
      { cType: ContactType.Phone, value: 'call me' },
      { cType: '31:99', value: 'x' },
    ]) {
      const res = await api('POST', `${base()}/contact`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('scientific interests', () => {
  it('reads the keywords of a full profile once, with the interests', async () => {
    // Another researcher's profile: the interests of `me` belong to the tests below.
    const owner = await env.newUser()
    const own = `/api/core/user_profile/${owner.id}`
    const body = { dsc: 'Optics', keywords: ['lenses'] }
    expect((await env.as(owner)('POST', `${own}/scientific_interest`, body)).statusCode).toBe(201)
    // The driver's client (PGlite or pg's pool) as drizzle calls it: with the text or a query config.
    const { $client: client } = env.t.database.db as unknown as {
      $client: { query: (...args: unknown[]) => Promise<unknown> }
    }
    const original = client.query.bind(client)
    const statements: string[] = []
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const [query] = args
      statements.push(typeof query === 'string' ? query : String((query as { text?: string }).text))
      return original(...args)
    })
    try {
      const res = await api('GET', own)
      expect(Object.values(Profile.parse(res.json()).keywordsMap)).toEqual(['lenses'])
    } finally {
      spy.mockRestore()
    }
    expect(statements.filter((text) => /from "keywords"/.test(text))).toHaveLength(1)
    expect(statements.filter((text) => /"scientific_interest_keywords"/.test(text))).toHaveLength(1)
  })

  it('keeps keywords once each and lists them in keywordsMap', async () => {
    const created = await api('POST', `${base()}/scientific_interest`, {
      dsc: 'Radioactivity',
      keywords: ['polonium', 'Radium', 'radium'],
    })
    expect(created.statusCode).toBe(201)
    const interest = ScientificInterest.parse(created.json())
    expect(interest.keywords).toEqual(['polonium', 'Radium'])
    const profile = Profile.parse((await api('GET', `${base()}`)).json())
    expect(Object.values(profile.keywordsMap).sort()).toEqual(['Radium', 'polonium'])
    expect(Object.keys(profile.keywordsMap).every((ref) => ref.startsWith('107:'))).toBe(true)

    const replaced = await api('PATCH', `${base()}/scientific_interest`, [
      { id: interest.id, dsc: 'Physics', keywords: ['x-rays'] },
    ])
    expect(z.array(ScientificInterest).parse(replaced.json())).toEqual([
      { id: interest.id, dsc: 'Physics', keywords: ['x-rays'] },
    ])
  })
})

describe('every list section', () => {
  it("treats another user's item as missing: 404 on change and delete, and the item stays", async () => {
    const other = await env.newUser()
    const otherApi = env.as(other)
    const sections: [string, object][] = [
      ['labor_activity', validLabor],
      ['education', validEducation],
      ['contact', validContact],
    ]
    for (const [segment, body] of sections) {
      const mine = (await api('POST', `${base()}/${segment}`, body)).json() as { id: number }
      const theirs = `/api/core/user_profile/${other.id}/${segment}/${mine.id}`
      expect((await otherApi('PATCH', theirs, body)).statusCode, segment).toBe(404)
      expect((await otherApi('DELETE', theirs)).statusCode, segment).toBe(404)
      expect((await api('DELETE', `${base()}/${segment}/${mine.id}`)).statusCode, segment).toBe(204)
    }
  })

  it('names every invalid item of a replaced list, and keeps the stored list as it was', async () => {
    const before = (await api('GET', `${base()}/user_academic_degrees`)).json()
    const res = await api('PATCH', `${base()}/user_academic_degrees`, [
      { cDegree: '55:9998', year: 2001 },
      { cDegree: '55:1', year: 2002 },
      { cDegree: '55:9999', year: 2003 },
    ])
    expect(res.statusCode).toBe(400)
    expect(Object.keys(fieldErrors(res.json()))).toEqual(['0.cDegree', '2.cDegree'])
    expect((await api('GET', `${base()}/user_academic_degrees`)).json()).toEqual(before)
  })
})

describe('organization lookup', () => {
  it('answers an empty list for an empty or blank query', async () => {
    for (const query of ['', '%20%20', '']) {
      const res = await api('GET', `/api/core/organization/find?query=${query}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([])
    }
    expect((await api('GET', '/api/core/organization/find')).json()).toEqual([])
  })

  it('finds the organizations users entered, whatever the case, once each', async () => {
    await api('POST', `${base()}/labor_activity`, { ...validLabor, organization: 'Institut Curie' })
    await api('POST', `${base()}/labor_activity`, { ...validLabor, organization: 'institut  curie' })
    await api('POST', `${base()}/education`, { ...validEducation, institution: 'Sorbonne University' })
    const found = z
      .array(Organization)
      .parse((await api('GET', '/api/core/organization/find?query=CURIE')).json())
    expect(found.map((o) => o.name)).toEqual(['Institut Curie'])
    const sorbonne = (await api('GET', '/api/core/organization/find?query=sorb')).json()
    expect(sorbonne).toEqual([expect.objectContaining({ name: 'Sorbonne University' })])
    expect((await api('GET', '/api/core/organization/find?query=nothing-like-it')).json()).toEqual([])
  })
})
