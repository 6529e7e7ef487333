import { AccessLevel, API } from '@nauka/contracts'
import { OaiPmh, OaiPmhError } from 'oai-pmh'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { deleteUpload, harvestableForm, publishItem, publishItems } from './oai.fixtures'
import { OAI_PAGE_SIZE } from './oai.vocabulary'

/**
 * Issue 14, done when: a harvester we did not write (npm `oai-pmh`, which parses with xml2js) walks
 * `/oai` over real HTTP, gets the published open item and not the private one, learns of the deleted
 * one, follows resumption tokens over more than one page, and hears `badVerb` for a bad verb.
 */

const server = useTestServer({ listen: true })
const HOST = 'nauka.test'
const id = (item: string) => `oai:${HOST}:${item}`

/** What xml2js makes of an element: its text, or `{ _: text, $: attributes }` when it has attributes. */
type Xml = string | { _?: string; $?: Record<string, string> } | Xml[] | { [name: string]: Xml }
const textOf = (node: unknown): string =>
  typeof node === 'string' ? node : ((node as { _?: string } | undefined)?._ ?? '')
const list = (node: unknown): unknown[] => (node === undefined ? [] : Array.isArray(node) ? node : [node])

interface HarvestedHeader {
  $?: { status?: string }
  identifier: string
  datestamp: string
}
const headerOf = (record: Record<string, unknown>) => record.header as HarvestedHeader
const dcOf = (record: Record<string, unknown>, element: string): string[] =>
  list(
    (record.metadata as Record<string, Record<string, Xml>> | undefined)?.['oai_dc:dc']?.[`dc:${element}`],
  ).map(textOf)

const HOSTILE_TITLE = 'A & B </dc:title><x/> "quoted" \u0001 ]]> end'

let harvester: OaiPmh
let open: string
let privateItem: string
let deleted: string
let withdrawn: string
let hostile: string
let packaged: string[]

beforeAll(async () => {
  const author = await server.newUser()
  const client = server.as(author)
  open = await publishItem(client)
  privateItem = await publishItem(client, harvestableForm({ cAccessLevel: AccessLevel.Private }))
  hostile = await publishItem(client, harvestableForm({ title: HOSTILE_TITLE }))
  const gone = await publishItems(client, [harvestableForm()])
  deleted = gone.ids[0] as string
  await deleteUpload(client, gone.uploadId)
  // Open once, then for registered users only: a deleted record too.
  const withdrawnForm = harvestableForm()
  withdrawn = await publishItem(client, withdrawnForm)
  const saved = await client('PUT', API.uploads.updateItem.path, {
    id: withdrawn,
    metadata: { ...withdrawnForm, cAccessLevel: AccessLevel.Registered },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  // More than a page in all: two package uploads, published at once each.
  const half = Math.ceil(OAI_PAGE_SIZE / 2) + 5
  packaged = []
  for (let i = 0; i < 2; i += 1)
    packaged.push(
      ...(
        await publishItems(
          client,
          Array.from({ length: half }, () => harvestableForm()),
        )
      ).ids,
    )
  harvester = new OaiPmh(`${server.baseUrl}/oai`, { retry: false })
})

const harvest = async (items: AsyncIterable<Record<string, unknown>>) => {
  const all: Record<string, unknown>[] = []
  for await (const item of items) all.push(item)
  return all
}

describe('harvesting with the npm oai-pmh harvester', () => {
  it('identifies the repository', async () => {
    const identify = await harvester.identify()
    expect(identify).toMatchObject({
      repositoryName: 'Nauka',
      baseURL: 'http://nauka.test/oai',
      protocolVersion: '2.0',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    })
  })

  it('gets the published open item and the deleted one, not the private one, over every page', async () => {
    const records = await harvest(harvester.listRecords({ metadataPrefix: 'oai_dc' }))
    const ids = records.map((record) => headerOf(record).identifier)
    expect(records.length).toBeGreaterThan(OAI_PAGE_SIZE)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining([id(open), id(deleted), id(withdrawn), id(hostile), ...packaged.map(id)]),
    )
    expect(ids).not.toContain(id(privateItem))
    expect(ids).toHaveLength(packaged.length + 4)

    const openRecord = records.find((record) => headerOf(record).identifier === id(open)) ?? {}
    expect(dcOf(openRecord, 'creator')).toEqual(['Кюри, Мария Склодовская', 'Бор, Нильс'])
    expect(dcOf(openRecord, 'identifier')).toContain(`http://nauka.test/publication/${open}`)
    const deletedRecord = records.find((record) => headerOf(record).identifier === id(deleted)) ?? {}
    expect(headerOf(deletedRecord).$?.status).toBe('deleted')
    expect(deletedRecord.metadata).toBeUndefined()
    const withdrawnRecord = records.find((record) => headerOf(record).identifier === id(withdrawn)) ?? {}
    expect(headerOf(withdrawnRecord).$?.status).toBe('deleted')
    expect(withdrawnRecord.metadata).toBeUndefined()
  })

  it('lists the same identifiers as the records, page after page', async () => {
    const headers = await harvest(harvester.listIdentifiers({ metadataPrefix: 'oai_dc' }))
    const ids = headers.map((header) => (header as unknown as HarvestedHeader).identifier)
    expect(ids).toHaveLength(packaged.length + 4)
    expect(ids).not.toContain(id(privateItem))
  })

  it('reads a title that looks like markup back as the text it is', async () => {
    const record = await harvester.getRecord(id(hostile), 'oai_dc')
    // XML 1.0 cannot carry U+0001: it arrives as U+FFFD, and everything else as typed.
    expect(dcOf(record, 'title')[0]).toBe(HOSTILE_TITLE.replace('\u0001', '\uFFFD'))
  })

  it('lists the science areas as sets', async () => {
    const sets = await harvest(harvester.listSets())
    expect(sets.map((set) => set.setSpec)).toEqual([
      'area-1',
      'area-2',
      'area-3',
      'area-4',
      'area-5',
      'area-6',
    ])
  })

  it('answers a bad verb with badVerb', async () => {
    // The harvester sends only the six verbs: this one asks its own way with another.
    class BadVerb extends OaiPmh {
      override request(options: Parameters<OaiPmh['request']>[0]) {
        return super.request({ ...options, qs: { ...options.qs, verb: 'Harvest' } })
      }
    }
    const refusal = await new BadVerb(`${server.baseUrl}/oai`, { retry: false })
      .identify()
      .catch((err: unknown) => err)
    expect(refusal).toBeInstanceOf(OaiPmhError)
    expect((refusal as OaiPmhError).code).toBe('badVerb')
  })

  it('answers an unknown identifier with idDoesNotExist', async () => {
    const refusal = await harvester.getRecord(id(privateItem), 'oai_dc').catch((err: unknown) => err)
    expect((refusal as OaiPmhError).code).toBe('idDoesNotExist')
  })
})
