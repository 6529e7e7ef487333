import {
  Author,
  ErrorBody,
  IdentifierMessage,
  IdentifierType,
  ObjIdentifier,
  VALIDATION_TEXTS,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'

const env = useTestServer()
let me: TestUser
let api: Client
let author: Author

beforeAll(async () => {
  me = await env.newUser()
  api = env.as(me)
  author = Author.parse(
    (
      await api('POST', '/api/core/author', {
        firstName: 'Пётр',
        lastName: 'Капица',
        middleName: 'Леонидович',
      })
    ).json(),
  )
})

const addIdentifier = (cIdentifier: string, value: string, lang = 'en') =>
  api(
    'POST',
    '/api/core/obj_identifier',
    { rObject: author.uref, cIdentifier, value },
    { 'accept-language': lang },
  )

describe('authors', () => {
  it("adds an author to the caller's profile and lists it by user", async () => {
    expect(author).toMatchObject({ userId: me.id, shortName: 'Капица П. Л.', uref: `203:${author.id}` })
    const mine = z.array(Author).parse((await api('GET', `/api/core/author?user_id=${me.id}`)).json())
    expect(mine.map((a) => a.id)).toEqual([author.id])
    expect((await api('GET', '/api/core/author')).json()).toHaveLength(1)
  })

  it('finds authors by part of their name, ё or е alike, and answers nothing for a blank query', async () => {
    const found = z
      .array(Author)
      .parse((await api('GET', `/api/core/author/find?query=${encodeURIComponent('петр')}`)).json())
    expect(found.map((a) => a.id)).toContain(author.id)
    expect((await api('GET', '/api/core/author/find?query=%20')).json()).toEqual([])
    expect((await api('GET', '/api/core/author/find?query=zzzz')).json()).toEqual([])
  })

  it('refuses an author without a last name', async () => {
    expect((await api('POST', '/api/core/author', { firstName: 'Only' })).statusCode).toBe(400)
  })
})

describe('author identifiers', () => {
  it('stores a valid ORCID iD given as a link in its bare form', async () => {
    const res = await addIdentifier(IdentifierType.Orcid, 'https://orcid.org/0000-0002-1694-233x')
    expect(res.statusCode, res.body).toBe(201)
    expect(ObjIdentifier.parse(res.json())).toMatchObject({
      rObject: author.uref,
      value: '0000-0002-1694-233X',
    })
    const again = await addIdentifier(IdentifierType.Orcid, '0000-0002-1694-233X')
    expect(again.statusCode).toBe(409)
  })

  it.each([
    [IdentifierType.Orcid, '0000-0002-1825-0098', IdentifierMessage.orcid],
    [IdentifierType.Doi, '10.12/abc', IdentifierMessage.doi],
    [IdentifierType.Isbn, '978-0-306-40615-8', IdentifierMessage.isbn],
    [IdentifierType.Issn, '0378-5956', IdentifierMessage.issn],
    [IdentifierType.ResearcherId, 'A-12345-2008', IdentifierMessage.researcherId],
    [IdentifierType.Spin, '123-4567', IdentifierMessage.spin],
  ])('refuses the %s value %s with its own message', async (system, value, key) => {
    const message = VALIDATION_TEXTS.en[key]
    const res = await addIdentifier(system, value)
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).validationErrors).toEqual([{ field: 'value', message }])
  })

  it.each([
    [IdentifierType.Doi, 'https://doi.org/10.1038/nphys1170', '10.1038/nphys1170'],
    [IdentifierType.Isbn, '978-0-306-40615-7', '978-0-306-40615-7'],
    [IdentifierType.Issn, '0378-5955', '0378-5955'],
    [IdentifierType.ResearcherId, 'a-1234-2008', 'A-1234-2008'],
    [IdentifierType.Spin, '12345678', '1234-5678'],
  ])('accepts the %s value %s', async (system, value, stored) => {
    const res = await addIdentifier(system, value)
    expect(res.statusCode, res.body).toBe(201)
    expect(ObjIdentifier.parse(res.json()).value).toBe(stored)
  })

  it('checks a changed identifier too, and refuses a system not in the catalogue', async () => {
    const created = ObjIdentifier.parse((await addIdentifier(IdentifierType.Udk, '539.1')).json())
    const bad = await api('PATCH', `/api/core/obj_identifier/${created.id}`, {
      cIdentifier: IdentifierType.Issn,
      value: '1234-5678',
    })
    expect(bad.statusCode).toBe(400)
    const good = await api('PATCH', `/api/core/obj_identifier/${created.id}`, {
      cIdentifier: IdentifierType.Issn,
      value: '2434-561x',
    })
    expect(ObjIdentifier.parse(good.json()).value).toBe('2434-561X')
    expect((await addIdentifier('38:99', 'x')).statusCode).toBe(400)
    expect((await api('DELETE', `/api/core/obj_identifier/${created.id}`)).statusCode).toBe(204)
  })

  it('answers 404 for an identifier of an author that does not exist', async () => {
    const res = await api('POST', '/api/core/obj_identifier', {
      rObject: '203:999999',
      cIdentifier: IdentifierType.Spin,
      value: '1234-5678',
    })
    expect(res.statusCode).toBe(404)
  })
})
