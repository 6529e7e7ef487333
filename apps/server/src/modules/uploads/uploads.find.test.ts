import { ErrorBody, PublicationMessage } from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../../db/schema'
import { translate } from '../../platform/i18n/messages'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { uploadPdfs } from '../posts/posts.fixtures'
import {
  addItemFiles,
  createDraft,
  createPublished,
  createUpload,
  findUploads,
  publishableForm,
  uploadUrl,
} from './uploads.fixtures'

const env = useTestServer()

/** A new author and their client. */
const author = async () => env.as(await env.newUser())
const ids = (page: { elements: { id: string }[] }) => page.elements.map((upload) => upload.id)

describe('the list of uploads', () => {
  it('pages the owner’s uploads newest change first, with the count of all', async () => {
    const api = await author()
    const created: string[] = []
    for (let i = 0; i < 7; i += 1) created.push((await createUpload(api)).id)
    const newest = created.toReversed()
    const first = await findUploads(api, { pageSize: 3 })
    expect(first.count).toBe(7)
    expect(ids(first)).toEqual(newest.slice(0, 3))
    expect(ids(await findUploads(api, { pageSize: 3, page: 2 }))).toEqual(newest.slice(3, 6))
    expect(ids(await findUploads(api, { pageSize: 3, page: 3 }))).toEqual(newest.slice(6))
    expect(await findUploads(api, { pageSize: 3, page: 4 })).toEqual({ count: 7, elements: [] })
  })

  it('puts an upload first again when one of its items changes', async () => {
    const api = await author()
    const { upload: older, item } = await createDraft(api)
    const newer = await createUpload(api)
    expect(ids(await findUploads(api))).toEqual([newer.id, older.id])
    await api('PUT', uploadUrl.item(), { id: item.id, metadata: { title: 'Changed' } })
    expect(ids(await findUploads(api))).toEqual([older.id, newer.id])
  })

  it('never lists another user’s uploads', async () => {
    const [api, other] = [await author(), await author()]
    await createUpload(other)
    const mine = await createUpload(api)
    expect(await findUploads(api)).toMatchObject({ count: 1, elements: [{ id: mine.id }] })
  })
})

describe('the filters of the list', () => {
  let api: Client
  let draft: string
  let published: string
  let withFiles: string

  beforeAll(async () => {
    api = await author()
    draft = (await createDraft(api, { title: 'Quantum graphs', year: 1999, keywords: ['spectra'] })).upload.id
    published = (await createPublished(api, publishableForm({ abstract: 'On the QUANTUM walk', year: 2020 })))
      .upload.id
    const files = await createDraft(api, { keywords: ['Percolation'], year: 2021 })
    withFiles = files.upload.id
    await addItemFiles(
      api,
      files.item.id,
      (await uploadPdfs(api, 2)).map((f) => f.id),
    )
  })

  const find = async (body: object) => ids(await findUploads(api, body)).toSorted()
  const sorted = (...list: string[]) => list.toSorted()

  it('by published state', async () => {
    expect(await find({ published: true })).toEqual([published])
    expect(await find({ published: false })).toEqual(sorted(draft, withFiles))
  })

  it('by item type', async () => {
    expect(await find({ uploadItemType: 1 })).toEqual(sorted(draft, published, withFiles))
    expect(await find({ uploadItemType: 2 })).toEqual([])
  })

  it('by content in the title, abstract or keywords, whatever the case; % and _ are plain characters', async () => {
    expect(await find({ content: 'quantum' })).toEqual(sorted(draft, published))
    expect(await find({ content: 'PERCOL' })).toEqual([withFiles])
    expect(await find({ content: 'spectra' })).toEqual([draft])
    expect(await find({ content: '%' })).toEqual([])
    expect(await find({ content: '_' })).toEqual([])
  })

  it('by the number of files', async () => {
    expect(await find({ filesMin: 1 })).toEqual([withFiles])
    expect(await find({ filesMax: 0 })).toEqual(sorted(draft, published))
    expect(await find({ filesMin: 2, filesMax: 2 })).toEqual([withFiles])
    expect(await find({ filesMin: 3 })).toEqual([])
  })

  it('by the day of the last change, both ends included', async () => {
    const at = (id: string, iso: string) =>
      env.db
        .update(uploads)
        .set({ updatedAt: new Date(iso) })
        .where(eq(uploads.id, id))
    await at(draft, '2024-03-09T23:59:59.000Z')
    await at(published, '2024-03-10T00:00:00.000Z')
    await at(withFiles, '2024-03-11T23:59:59.999Z')
    expect(await find({ modifiedFrom: '2024-03-10' })).toEqual(sorted(published, withFiles))
    expect(await find({ modifiedTo: '2024-03-10' })).toEqual(sorted(draft, published))
    expect(await find({ modifiedFrom: '2024-03-10', modifiedTo: '2024-03-10' })).toEqual([published])
    expect(await find({ modifiedFrom: '2024-03-11', modifiedTo: '2024-03-11' })).toEqual([withFiles])
  })

  it('by SQL/JSON paths (what they select) and predicates (when true) over the metadata, with variables', async () => {
    const path = (jsonPath: string, jsonParams?: string) => find({ filters: [{ jsonPath, jsonParams }] })
    expect(await path('$.year ? (@ > $y)', '{"y": 2000}')).toEqual(sorted(published, withFiles))
    expect(await path('$.keywords[*] ? (@ == $k)', '{"k": "spectra"}')).toEqual([draft])
    expect(await path('$.title starts with "Quantum"')).toEqual([draft])
    expect(await path('$.year > $y', '{"y": 2020}')).toEqual([withFiles])
    expect(await path('$.title like_regex "^quantum" flag "i"')).toEqual([draft])
    expect(
      await find({
        filters: [{ jsonPath: '$.year ? (@ > 2000)' }, { jsonPath: '$.keywords[*] ? (@ == "graphs")' }],
      }),
    ).toEqual([published])
  })

  it('refuses a path or variables written wrong with badFilter (400), never a 500', async () => {
    const refused = [
      { jsonPath: '$.a ? (@ like_regex "(")' },
      { jsonPath: 'strict $.x.y' },
      { jsonPath: `$.title == "${'('.repeat(480)}` },
      { jsonPath: '('.repeat(500) },
      { jsonPath: '$.year ? (@ > $y)' },
      { jsonPath: '$.year ? (@ > $y)', jsonParams: '[1]' },
      { jsonPath: '$.year ? (@ > $y)', jsonParams: '"y"' },
      { jsonPath: '$.year ? (@ > $y)', jsonParams: 'not json' },
      { jsonPath: '$.title.double()' },
      { jsonPath: 'strict $.year / 0' },
      { jsonPath: 'select 1; drop table uploads' },
    ]
    for (const filter of refused) {
      const res = await api('POST', uploadUrl.find, { filters: [filter] })
      expect(res.statusCode, `${filter.jsonPath} ${filter.jsonParams}: ${res.body}`).toBe(400)
      const body = ErrorBody.parse(res.json())
      expect(body.error.message).toBe(translate('ru', PublicationMessage.badFilter))
      expect(body.validationErrors?.[0]?.field).toMatch(/^filters/)
    }
    expect(await find({})).toHaveLength(3)
  })

  it('refuses a path longer than 500 characters by the contract', async () => {
    const res = await api('POST', uploadUrl.find, {
      filters: [{ jsonPath: `$.title == "${'a'.repeat(490)}"` }],
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).validationErrors?.[0]?.field).toBe('filters.0.jsonPath')
  })

  it('runs a path on the owner’s items only: one that would fail on another user’s item does not', async () => {
    const other = await author()
    await createDraft(other, { title: 'No year here' })
    const mine = await author()
    const dated = await createDraft(mine, { year: 2001 })
    const res = await mine('POST', uploadUrl.find, { filters: [{ jsonPath: 'strict $.year ? (@ > 2000)' }] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().elements.map((u: { id: string }) => u.id)).toEqual([dated.upload.id])
  })
})
