import { randomBytes } from 'node:crypto'
import {
  AccessLevel,
  type PublicationDraft,
  Upload,
  type UploadCreate,
  UploadItem,
  UploadPage,
} from '@nauka/contracts'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { publicationAuthors, publications } from '../../db/schema'
import type { Client } from '../../test/http'

const routes = {
  upload: (id = '') => `/api/core/upload${id ? `/${id}` : ''}`,
  item: (id = '') => `/api/core/upload/item${id ? `/${id}` : ''}`,
  files: (itemId: string) => `/api/core/upload/item/${itemId}/file`,
  file: (linkId: string) => `/api/core/upload/item/file/${linkId}`,
  find: '/api/core/upload/find',
  extract: (fileId: string) => `/api/core/metadata/extract/${fileId}`,
}
export const uploadUrl = routes

let counter = 0

/** A form that SPEC 5 lets publish, with a unique title; real catalogue values. */
export const publishableForm = (overrides: Partial<PublicationDraft> = {}): PublicationDraft => {
  counter += 1
  return {
    cType: '39:1',
    cLang: '2:1',
    cAccessLevel: AccessLevel.Open,
    title: `Graphs ${counter} ${randomBytes(3).toString('hex')}`,
    place: 'Moscow',
    keywords: ['graphs'],
    authors: [{ lastName: 'Curie', firstName: 'Marie' }],
    ...overrides,
  }
}

const expectStatus = (res: { statusCode: number; body: string }, status: number, what: string) => {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`)
}

export async function createUpload(client: Client, body: UploadCreate = {}): Promise<Upload> {
  const res = await client('POST', routes.upload(), body)
  expectStatus(res, 201, 'create upload')
  return Upload.parse(res.json())
}

/** A single upload whose one item holds `metadata`; answers the upload and its item. */
export async function createDraft(
  client: Client,
  metadata: PublicationDraft = {},
): Promise<{ upload: Upload; item: UploadItem }> {
  const upload = await createUpload(client, { items: [{ metadata }] })
  const [item] = upload.items
  if (!item) throw new Error('the upload has no item')
  return { upload, item }
}

export async function saveItem(client: Client, id: string, metadata: PublicationDraft): Promise<UploadItem> {
  const res = await client('PUT', routes.item(), { id, metadata })
  expectStatus(res, 200, 'save item')
  return UploadItem.parse(res.json())
}

export async function addItemFiles(client: Client, itemId: string, files: string[]): Promise<UploadItem> {
  const res = await client('POST', routes.files(itemId), { files })
  expectStatus(res, 200, 'add files')
  return UploadItem.parse(res.json())
}

export async function publishUpload(client: Client, id: string): Promise<Upload> {
  const res = await client('POST', routes.upload(id))
  expectStatus(res, 200, 'publish')
  return Upload.parse(res.json())
}

/** A published single upload of `metadata` (a publishable form by default). */
export async function createPublished(
  client: Client,
  metadata: PublicationDraft = publishableForm(),
): Promise<{ upload: Upload; item: UploadItem }> {
  const { upload } = await createDraft(client, metadata)
  const published = await publishUpload(client, upload.id)
  const [item] = published.items
  if (!item) throw new Error('the upload has no item')
  return { upload: published, item }
}

export async function findUploads(client: Client, body: object = {}): Promise<UploadPage> {
  const res = await client('POST', routes.find, body)
  expectStatus(res, 200, 'find')
  return UploadPage.parse(res.json())
}

/** The publication row of an item and its authors, as the publications module reads them. */
export async function publicationOf(db: Db, id: string) {
  const [row] = await db.select().from(publications).where(eq(publications.id, id))
  const authors = await db
    .select()
    .from(publicationAuthors)
    .where(eq(publicationAuthors.publicationId, id))
    .orderBy(asc(publicationAuthors.ord))
  return row ? { ...row, authors } : null
}
