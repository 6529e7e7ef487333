import { AccessLevel, CITATION_FORMATS, IdentifierType } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { type Published, publish } from './publications.fixtures'

const env = useTestServer()
let author: TestUser
let api: Client
let item: Published

const cite = (client: Client, id: string, format: string, headers: Record<string, string> = {}) =>
  client('GET', `/api/core/publication/${id}/cite?format=${format}`, undefined, headers)

beforeAll(async () => {
  author = await env.newUser()
  api = env.as(author)
  item = await publish(env.db, author, api, {
    files: 0,
    authors: [{ lastName: 'Склодовская', firstName: 'Мария' }],
    metadata: {
      cType: '39:1',
      title: 'О радии и полонии',
      edition: 'Успехи физических наук',
      volume: '5',
      number: '2',
      pages: '10-20',
      year: 1903,
      identifiers: [{ cIdentifier: IdentifierType.Doi, value: '10.1000/radium' }],
    },
  })
})

describe('GET /publication/{id}/cite', () => {
  it('answers every format as a file to save, with its media type and extension, to a visitor too', async () => {
    const extension = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json', gost: 'txt', apa: 'txt' }
    for (const format of CITATION_FORMATS) {
      const res = await cite(env.as(), item.id, format)
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200)
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; .*filename\\*=UTF-8''.+\\.${extension[format]}$`),
      )
      expect(res.body, format).toContain('О радии и полонии')
    }
    expect((await cite(api, item.id, 'bibtex')).headers['content-type']).toBe(
      'application/x-bibtex; charset=utf-8',
    )
  })

  it('cites the item as published: authors, journal, year, DOI and its public page', async () => {
    const bibtex = (await cite(api, item.id, 'bibtex')).body
    expect(bibtex).toMatch(/^@article\{/)
    expect(bibtex).toContain('Склодовская, Мария')
    expect(bibtex).toContain('Успехи физических наук')
    expect(bibtex).toContain('1903')
    expect(bibtex).toContain('10.1000/radium')
    expect(bibtex).toContain(`http://nauka.test/publication/${item.id}`)
    const gost = (await cite(api, item.id, 'gost', { 'accept-language': 'ru' })).body
    expect(gost).toContain('Склодовская, М. О радии и полонии')
    expect(gost).toContain('// Успехи физических наук')
  })

  it('answers a refused reader as the item does, and counts no view', async () => {
    const other = env.as(await env.newUser())
    const followers = await publish(env.db, author, api, { level: AccessLevel.Followers, files: 0 })
    const hidden = await publish(env.db, author, api, { level: AccessLevel.Private, files: 0 })
    expect((await cite(env.as(), followers.id, 'ris')).statusCode).toBe(401)
    expect((await cite(other, followers.id, 'ris')).statusCode).toBe(403)
    expect((await cite(other, hidden.id, 'ris')).statusCode).toBe(404)
    expect((await cite(api, hidden.id, 'ris')).statusCode).toBe(200)
    await cite(other, item.id, 'apa')
    const read = (await other('GET', `/api/core/publication/${item.id}`)).json()
    expect(read.meta.view_count).toBe(1)
  })

  it('refuses a format it does not know (400)', async () => {
    expect((await cite(api, item.id, 'mla')).statusCode).toBe(400)
    expect((await api('GET', `/api/core/publication/${item.id}/cite`)).statusCode).toBe(400)
  })
})
