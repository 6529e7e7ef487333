import { AccessLevel } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { deleteUpload, harvestableForm, publishItem, publishItems, readOai } from './oai.fixtures'

const server = useTestServer()
const HOST = 'nauka.test'
const id = (item: string) => `oai:${HOST}:${item}`

let author: TestUser
let open: string
let openForm: ReturnType<typeof harvestableForm>
let privateItem: string
let deleted: string
let otherArea: string

beforeAll(async () => {
  author = await server.newUser()
  const client = server.as(author)
  openForm = harvestableForm()
  open = await publishItem(client, openForm)
  privateItem = await publishItem(client, harvestableForm({ cAccessLevel: AccessLevel.Private }))
  otherArea = await publishItem(client, harvestableForm({ cScienceArea: '40:2' }))
  const gone = await publishItems(client, [harvestableForm()])
  deleted = gone.ids[0] as string
  await deleteUpload(client, gone.uploadId)
})

const oai = async (query: string) => {
  const res = await server.as().raw({ method: 'GET', url: `/oai?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8')
  return readOai(res.body)
}

describe('Identify', () => {
  it('describes the repository as protocol 2.0 with persistent deletions and seconds', async () => {
    const answer = await oai('verb=Identify')
    expect(answer.text('repositoryName')).toBe('Nauka')
    expect(answer.text('baseURL')).toBe('http://nauka.test/oai')
    expect(answer.text('protocolVersion')).toBe('2.0')
    expect(answer.text('adminEmail')).toBe('postmaster@nauka.test')
    expect(answer.text('deletedRecord')).toBe('persistent')
    expect(answer.text('granularity')).toBe('YYYY-MM-DDThh:mm:ssZ')
    expect(answer.text('earliestDatestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    expect(answer.repositoryIdentifier).toBe(HOST)
    expect(answer.request).toEqual({ url: 'http://nauka.test/oai', attributes: { verb: 'Identify' } })
    expect(answer.text('responseDate')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  })
})

describe('ListMetadataFormats and ListSets', () => {
  it('offers oai_dc, for the repository and for an item', async () => {
    for (const query of ['verb=ListMetadataFormats', `verb=ListMetadataFormats&identifier=${id(open)}`]) {
      const answer = await oai(query)
      expect(answer.texts('metadataPrefix'), query).toEqual(['oai_dc'])
      expect(answer.text('metadataNamespace')).toBe('http://www.openarchives.org/OAI/2.0/oai_dc/')
    }
  })

  it('knows no private item and no identifier of another repository', async () => {
    for (const identifier of [id(privateItem), `oai:elsewhere.org:${open}`, 'garbage'])
      expect((await oai(`verb=ListMetadataFormats&identifier=${identifier}`)).errors).toEqual([
        'idDoesNotExist',
      ])
  })

  it('lists a set per science area, named from the catalogue', async () => {
    const answer = await oai('verb=ListSets')
    expect(answer.texts('setSpec')).toEqual(['area-1', 'area-2', 'area-3', 'area-4', 'area-5', 'area-6'])
    expect(answer.texts('setName')[0]).toBe('Естественные науки')
  })
})

describe('GetRecord', () => {
  it('answers an open item in Dublin Core', async () => {
    const [record] = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(open)}`)).records
    expect(record?.identifier).toBe(id(open))
    expect(record?.setSpecs).toEqual(['area-1'])
    expect(record?.dc('title')).toEqual([openForm.title, openForm.titleEn])
    expect(record?.dcLang('title')).toEqual(['ru', 'en'])
    expect(record?.dc('creator')).toEqual(['Кюри, Мария Склодовская', 'Бор, Нильс'])
    expect(record?.dc('subject')).toEqual(['оптика', 'спектроскопия'])
    expect(record?.dc('description')).toEqual(['Об отражении света.'])
    expect(record?.dc('publisher')).toEqual(['Наука'])
    expect(record?.dc('date')).toEqual(['2024-05-17'])
    expect(record?.dc('language')).toEqual(['ru'])
    expect(record?.dc('type')).toEqual(['Text', 'Journal article'])
    expect(record?.dc('identifier')).toEqual([
      `http://nauka.test/publication/${open}`,
      `https://doi.org/${openForm.identifiers?.[0]?.value}`,
    ])
    expect(record?.dc('rights')).toEqual(['info:eu-repo/semantics/openAccess'])
  })

  it('answers a deleted item as a header marked deleted, without metadata', async () => {
    const [record] = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(deleted)}`)).records
    expect(record).toMatchObject({ identifier: id(deleted), deleted: true, hasMetadata: false })
  })

  it('does not know a private item', async () => {
    const answer = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(privateItem)}`)
    expect(answer.errors).toEqual(['idDoesNotExist'])
    expect(answer.records).toEqual([])
  })

  it('cannot disseminate a format other than oai_dc, and echoes the request', async () => {
    const answer = await oai(`verb=GetRecord&metadataPrefix=marc21&identifier=${id(open)}`)
    expect(answer.errors).toEqual(['cannotDisseminateFormat'])
    expect(answer.request.attributes).toEqual({
      verb: 'GetRecord',
      metadataPrefix: 'marc21',
      identifier: id(open),
    })
  })
})

describe('ListIdentifiers and ListRecords', () => {
  it('list the open items and the deleted one, never the private one', async () => {
    for (const verb of ['ListIdentifiers', 'ListRecords']) {
      const answer = await oai(`verb=${verb}&metadataPrefix=oai_dc`)
      const listed = answer.headers.map((h) => h.identifier)
      expect(listed, verb).toEqual(expect.arrayContaining([id(open), id(otherArea), id(deleted)]))
      expect(listed, verb).not.toContain(id(privateItem))
      expect(answer.headers.find((h) => h.identifier === id(deleted))?.deleted, verb).toBe(true)
      // One page holds them all: no resumption token.
      expect(answer.token, verb).toBeUndefined()
    }
  })

  it('list oldest datestamp first', async () => {
    const stamps = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).headers.map(
      (h) => h.datestamp ?? '',
    )
    expect(stamps).toEqual(stamps.toSorted())
  })

  it('select by set', async () => {
    const listed = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=area-2')).headers.map(
      (h) => h.identifier,
    )
    expect(listed).toEqual([id(otherArea)])
  })

  it('select by datestamp, at day and second granularity', async () => {
    const all = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).headers.length
    expect((await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01')).headers).toHaveLength(
      all,
    )
    expect(
      (
        await oai(
          'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01T00:00:00Z&until=2999-12-31T23:59:59Z',
        )
      ).headers,
    ).toHaveLength(all)
    // The until of a datestamp includes that very second.
    const first = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).headers[0]?.datestamp
    const upToFirst = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&until=${first}`)
    expect(upToFirst.headers.length).toBeGreaterThanOrEqual(1)
  })

  it('answer noRecordsMatch for an empty selection or a set that is not ours', async () => {
    for (const query of ['from=2999-01-01', 'until=2000-01-01', 'set=area-6', 'set=physics', 'set=area-99'])
      expect((await oai(`verb=ListRecords&metadataPrefix=oai_dc&${query}`)).errors, query).toEqual([
        'noRecordsMatch',
      ])
  })
})

describe('protocol errors', () => {
  it('answers badVerb for a missing or unknown verb, echoing only the base URL', async () => {
    for (const query of ['', 'verb=Bogus', 'verb=Identify&verb=ListSets']) {
      const answer = await oai(query)
      expect(answer.errors, query).toEqual(['badVerb'])
      expect(answer.request, query).toEqual({ url: 'http://nauka.test/oai', attributes: {} })
    }
  })

  it('answers badArgument for an illegal, repeated or missing argument and a bad date', async () => {
    for (const query of [
      'verb=Identify&identifier=x',
      'verb=ListRecords',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc&from=yesterday',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-01-01T00:00:00Z',
      'verb=GetRecord&metadataPrefix=oai_dc',
    ])
      expect((await oai(query)).errors, query).toContain('badArgument')
  })

  it('answers badResumptionToken for a token it did not issue', async () => {
    for (const token of ['garbage', 'eyJ2IjoiTGlzdFJlY29yZHMifQ', '%00%01'])
      expect((await oai(`verb=ListRecords&resumptionToken=${token}`)).errors, token).toEqual([
        'badResumptionToken',
      ])
  })

  it('keeps the answer well formed whatever the arguments carry', async () => {
    const answer = await oai('verb=%01%3C%2Fscript%3E%22&%3Cx%3E=%00')
    expect(answer.errors).toEqual(['badVerb'])
  })
})

describe('POST', () => {
  it('answers a form body as it answers a query', async () => {
    const res = await server.as().raw({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(id(open))}`,
    })
    expect(res.statusCode).toBe(200)
    expect(readOai(res.body).records.map((r) => r.identifier)).toEqual([id(open)])
  })

  it('still refuses form bodies on every other route', async () => {
    const res = await server.as(author).raw({
      method: 'POST',
      url: '/api/core/upload',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cType=126%3A1',
    })
    expect(res.statusCode).toBe(415)
  })
})
