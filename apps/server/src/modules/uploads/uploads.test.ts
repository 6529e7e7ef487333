import {
  AccessLevel,
  Dictionary,
  ErrorBody,
  formatRef,
  PUBLICATION_LIMITS,
  PublicationMessage,
  publicationPath,
  Upload,
  UploadItem,
  UploadType,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { insertFileRow, PDF, upload, uploadPdfs } from '../posts/posts.fixtures'
import {
  addItemFiles,
  createDraft,
  createPublished,
  createUpload,
  findUploads,
  publicationOf,
  publishableForm,
  publishUpload,
  saveItem,
  uploadUrl,
} from './uploads.fixtures'

const env = useTestServer()
let me: TestUser
let coauthor: TestUser
let api: Client

beforeAll(async () => {
  ;[me, coauthor] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(me)
})

const error = (body: string) => ErrorBody.parse(JSON.parse(body))

describe('the life of an upload', () => {
  it('creates a single upload with one draft item, first in the list', async () => {
    const older = await createUpload(api)
    const res = await api('POST', uploadUrl.upload(), {})
    expect(res.statusCode).toBe(201)
    const created = Upload.parse(res.json())
    expect(created).toMatchObject({
      cType: UploadType.Single,
      published: false,
      uref: formatRef(Dictionary.upload, created.id),
    })
    expect(created.items).toEqual([
      expect.objectContaining({
        rUpload: formatRef(Dictionary.upload, created.id),
        published: false,
        publishedAt: null,
        metadata: {},
        files: [],
        meta: { view_count: 0, download_count: 0 },
        link: null,
      }),
    ])
    const page = await findUploads(api)
    expect(page.elements.map((u) => u.id).slice(0, 2)).toEqual([created.id, older.id])
  })

  it('creates a package of items in the order sent; a single upload of two items is refused', async () => {
    const pack = await createUpload(api, {
      cType: UploadType.Package,
      items: [{ metadata: { title: 'First' } }, { metadata: { title: 'Second' } }],
    })
    expect(pack.cType).toBe(UploadType.Package)
    expect(pack.items.map((item) => item.metadata.title)).toEqual(['First', 'Second'])
    const res = await api('POST', uploadUrl.upload(), { items: [{}, {}] })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors).toEqual([
      { field: 'items', message: translate('ru', PublicationMessage.singleItem) },
    ])
  })

  it('saves the form, adds files in order, publishes, and the publication follows', async () => {
    const { upload: draft, item } = await createDraft(api)
    const [picture] = await uploadFiles([{ name: 'figure.txt', data: Buffer.from('a figure') }])
    const pdfs = await uploadPdfs(api, 2)
    const form = publishableForm({
      authors: [
        { lastName: 'Curie', firstName: 'Marie', rUser: formatRef(Dictionary.user, coauthor.id) },
        { lastName: 'Skłodowska', firstName: 'Bronisława', middleName: 'M.' },
      ],
      year: 2024,
      cScienceArea: '40:1',
    })
    expect((await saveItem(api, item.id, form)).metadata).toEqual(form)
    const withFiles = await addItemFiles(api, item.id, [picture?.id ?? '', ...pdfs.map((f) => f.id)])
    expect(withFiles.files.map((f) => [f.fileId, f.ord])).toEqual([
      [picture?.id, 0],
      [pdfs[0]?.id, 1],
      [pdfs[1]?.id, 2],
    ])
    expect(withFiles.files[1]).toMatchObject({
      fileName: 'paper-0.pdf',
      fileSize: PDF.length,
      mime: 'application/pdf',
      url: `/api/core/file/${pdfs[0]?.id}`,
    })
    expect(withFiles.files[0]?.extraction).toBe('skipped')

    const published = await publishUpload(api, draft.id)
    const [publishedItem] = published.items
    expect(published.published).toBe(true)
    expect(publishedItem).toMatchObject({ published: true, link: publicationPath(item.id) })
    expect(publishedItem?.publishedAt).not.toBeNull()

    const row = await publicationOf(env.db, item.id)
    expect(row).toMatchObject({
      ownerId: me.id,
      title: form.title,
      accessLevel: 1,
      type: 1,
      lang: 1,
      scienceArea: 1,
      year: 2024,
      contentFileId: pdfs[0]?.id,
      deletedAt: null,
    })
    expect(row?.metadata).toEqual(form)
    expect(row?.authors.map((a) => [a.userId, a.fullName])).toEqual([
      [coauthor.id, 'Curie Marie'],
      [null, 'Skłodowska Bronisława M.'],
    ])
    const fetched = UploadItem.parse((await api('GET', uploadUrl.item(item.id))).json())
    expect(fetched).toEqual(publishedItem)
  })

  it('publishes again without a new first date; a save of the published item changes its publication', async () => {
    const { upload: draft, item } = await createPublished(api)
    const first = await publicationOf(env.db, item.id)
    const again = await publishUpload(api, draft.id)
    expect(again.items[0]?.publishedAt).toBe(first?.publishedAt.toISOString())
    const renamed = publishableForm({ cAccessLevel: AccessLevel.Registered })
    await saveItem(api, item.id, renamed)
    const after = await publicationOf(env.db, item.id)
    expect(after).toMatchObject({ title: renamed.title, accessLevel: 2, publishedAt: first?.publishedAt })
    expect(after?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? 0)
  })

  it('refuses to save a published item that SPEC 5 would not let publish, and keeps it as it was', async () => {
    const { item } = await createPublished(api)
    const res = await api('PUT', uploadUrl.item(), {
      id: item.id,
      metadata: { ...item.metadata, title: '  ', keywords: [] },
    })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors?.map((e) => e.field)).toEqual([
      'metadata.title',
      'metadata.keywords',
    ])
    expect((await publicationOf(env.db, item.id))?.title).toBe(item.metadata.title)
  })

  it('takes a file off its item and deletes it; the publication moves to the next PDF', async () => {
    const { item } = await createPublished(api)
    const pdfs = await uploadPdfs(api, 2)
    const withFiles = await addItemFiles(
      api,
      item.id,
      pdfs.map((f) => f.id),
    )
    expect((await publicationOf(env.db, item.id))?.contentFileId).toBe(pdfs[0]?.id)
    const res = await api('DELETE', uploadUrl.file(withFiles.files[0]?.id ?? ''))
    expect(res.statusCode).toBe(200)
    expect(UploadItem.parse(res.json()).files.map((f) => f.fileId)).toEqual([pdfs[1]?.id])
    expect((await api('GET', `/api/core/file/${pdfs[0]?.id}`)).statusCode).toBe(404)
    expect((await publicationOf(env.db, item.id))?.contentFileId).toBe(pdfs[1]?.id)
  })

  it('deletes an upload with its items and files; a published item stays as a deleted publication', async () => {
    const { upload: published, item } = await createPublished(api)
    const [pdf] = await uploadPdfs(api, 1)
    await addItemFiles(api, item.id, [pdf?.id ?? ''])
    const res = await api('DELETE', uploadUrl.upload(published.id))
    expect(res.statusCode).toBe(204)
    expect((await api('GET', uploadUrl.upload(published.id))).statusCode).toBe(404)
    expect((await api('GET', uploadUrl.item(item.id))).statusCode).toBe(404)
    expect((await api('GET', `/api/core/file/${pdf?.id}`)).statusCode).toBe(404)
    const row = await publicationOf(env.db, item.id)
    expect(row?.deletedAt).toBeInstanceOf(Date)
    expect(row?.title).toBe(item.metadata.title)
  })
})

describe('the counters of an item', () => {
  it("shows its publication's views and downloads", async () => {
    const { item } = await createPublished(api)
    const [pdf] = await uploadPdfs(api, 1)
    await addItemFiles(api, item.id, [pdf?.id ?? ''])
    const reader = env.as(coauthor)
    expect((await reader('GET', `/api/core/publication/${item.id}`)).statusCode).toBe(200)
    expect((await reader('GET', `/api/core/publication/${item.id}/content`)).statusCode).toBe(200)
    const seen = UploadItem.parse((await api('GET', uploadUrl.item(item.id))).json())
    expect(seen.meta).toEqual({ view_count: 1, download_count: 1 })
  })
})

describe('the files of an item', () => {
  it('refuses a file that belongs to another item (409) and keeps a file it holds where it is', async () => {
    const [pdf, second] = await uploadPdfs(api, 2)
    const { item: first } = await createDraft(api)
    const { item: other } = await createDraft(api)
    await addItemFiles(api, first.id, [pdf?.id ?? ''])
    const taken = await api('POST', uploadUrl.files(other.id), { files: [pdf?.id] })
    expect(taken.statusCode).toBe(409)
    const again = await addItemFiles(api, first.id, [second?.id ?? '', pdf?.id ?? ''])
    expect(again.files.map((f) => f.fileId)).toEqual([pdf?.id, second?.id])
  })

  it('holds at most itemFilesMax files: one more is refused on the field files, and none joins', async () => {
    const { item } = await createDraft(api)
    const max = PUBLICATION_LIMITS.itemFilesMax
    const rows = await Promise.all(Array.from({ length: max + 1 }, () => insertFileRow(env.db, me.id, 10)))
    expect((await addItemFiles(api, item.id, rows.slice(0, max - 1))).files).toHaveLength(max - 1)
    const res = await api('POST', uploadUrl.files(item.id), { files: rows.slice(max - 1) })
    expect(res.statusCode).toBe(400)
    expect(error(res.body).validationErrors).toEqual([
      { field: 'files', message: translate('ru', 'uploads.tooManyFiles', { max }) },
    ])
    expect((await addItemFiles(api, item.id, [rows[max - 1] ?? ''])).files).toHaveLength(max)
  })

  it("refuses another user's file (403) and a file that does not exist (404)", async () => {
    const { item } = await createDraft(api)
    const [theirs] = await uploadPdfs(env.as(coauthor), 1)
    const foreign = await api('POST', uploadUrl.files(item.id), { files: [theirs?.id] })
    expect(foreign.statusCode).toBe(403)
    const missing = await api('POST', uploadUrl.files(item.id), { files: [crypto.randomUUID()] })
    expect(missing.statusCode).toBe(404)
    expect((await api('GET', uploadUrl.item(item.id))).json().files).toEqual([])
  })
})

async function uploadFiles(parts: { name: string; data: Buffer }[]) {
  const res = await upload(api, parts)
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return res.json() as { id: string }[]
}
