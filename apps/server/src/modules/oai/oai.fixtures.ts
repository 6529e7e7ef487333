import { randomBytes } from 'node:crypto'
import {
  AccessLevel,
  API,
  fillPath,
  IdentifierType,
  type PublicationDraft,
  Upload,
  UploadType,
} from '@nauka/contracts'
import { create } from 'xmlbuilder2'
import type { Client } from '../../test/http'
import { uploadPdfs } from '../posts/posts.fixtures'

/** Items published the way an author publishes them: an upload through the HTTP API, then publishing it. */

const expectStatus = (res: { statusCode: number; body: string }, status: number, what: string) => {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`)
}

let counter = 0

/** A publishable open item in Russian, area 40:1, with a DOI; `overrides` change any field. */
export const harvestableForm = (overrides: Partial<PublicationDraft> = {}): PublicationDraft => {
  counter += 1
  const tag = `${counter}-${randomBytes(3).toString('hex')}`
  return {
    cType: '39:1',
    cLang: '2:1',
    cScienceArea: '40:1',
    cAccessLevel: AccessLevel.Open,
    title: `Спектры ${tag}`,
    titleEn: `Spectra ${tag}`,
    abstract: 'Об отражении света.',
    place: 'Москва',
    publisher: 'Наука',
    date: '2024-05-17',
    keywords: ['оптика', 'спектроскопия'],
    identifiers: [{ cIdentifier: IdentifierType.Doi, value: `10.5555/spectra.${counter}` }],
    authors: [
      { lastName: 'Кюри', firstName: 'Мария', middleName: 'Склодовская' },
      { lastName: 'Бор', firstName: 'Нильс' },
    ],
    ...overrides,
  }
}

/**
 * Publishes the forms as one upload (a package when several) and answers their item ids in order;
 * `withPdf` first gives each item a PDF the author uploaded, its content.
 */
export async function publishItems(
  client: Client,
  forms: PublicationDraft[],
  options: { withPdf?: boolean } = {},
): Promise<{ uploadId: string; ids: string[] }> {
  const created = await client('POST', API.uploads.create.path, {
    cType: forms.length > 1 ? UploadType.Package : UploadType.Single,
    items: forms.map((metadata) => ({ metadata })),
  })
  expectStatus(created, 201, 'create upload')
  const upload = Upload.parse(created.json())
  if (options.withPdf)
    for (const item of upload.items) {
      const [pdf] = await uploadPdfs(client, 1)
      const path = fillPath(API.uploads.addItemFiles.path, { id: item.id })
      expectStatus(await client('POST', path, { files: [pdf?.id] }), 200, 'add the PDF')
    }
  const published = await client('POST', fillPath(API.uploads.publish.path, { id: upload.id }))
  expectStatus(published, 200, 'publish')
  return { uploadId: upload.id, ids: Upload.parse(published.json()).items.map((item) => item.id) }
}

export async function publishItem(
  client: Client,
  form: PublicationDraft = harvestableForm(),
  options: { withPdf?: boolean } = {},
): Promise<string> {
  const { ids } = await publishItems(client, [form], options)
  return ids[0] as string
}

/** Deletes an upload: its published items stay as deleted records. */
export async function deleteUpload(client: Client, uploadId: string): Promise<void> {
  expectStatus(
    await client('DELETE', fillPath(API.uploads.remove.path, { id: uploadId })),
    204,
    'delete upload',
  )
}

const NS = {
  oai: 'http://www.openarchives.org/OAI/2.0/',
  dc: 'http://purl.org/dc/elements/1.1/',
  oaiIdentifier: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
}

/** What the tests read of xmlbuilder2's DOM (the server has no DOM types of its own). */
interface XmlElement {
  textContent: string | null
  getAttribute(name: string): string | null
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement>
  attributes: ArrayLike<{ name: string; value: string }>
}

/** An OAI-PMH answer read as a DOM, with the lookups the tests make. */
export function readOai(xml: string) {
  const doc = create(xml).node as unknown as XmlElement
  const all = (parent: XmlElement, ns: string, name: string): XmlElement[] =>
    Array.from(parent.getElementsByTagNameNS(ns, name))
  const texts = (parent: XmlElement, ns: string, name: string) =>
    all(parent, ns, name).map((e) => e.textContent ?? '')
  const records = all(doc, NS.oai, 'record').map((record) => ({
    identifier: texts(record, NS.oai, 'identifier')[0],
    deleted: all(record, NS.oai, 'header')[0]?.getAttribute('status') === 'deleted',
    hasMetadata: all(record, NS.oai, 'metadata').length > 0,
    setSpecs: texts(record, NS.oai, 'setSpec'),
    dc: (name: string) => texts(record, NS.dc, name),
    dcLang: (name: string) => all(record, NS.dc, name).map((e) => e.getAttribute('xml:lang')),
  }))
  const request = all(doc, NS.oai, 'request')[0]
  return {
    text: (name: string) => texts(doc, NS.oai, name)[0],
    texts: (name: string) => texts(doc, NS.oai, name),
    /** Identify's description in the oai-identifier scheme. */
    repositoryIdentifier: texts(doc, NS.oaiIdentifier, 'repositoryIdentifier')[0],
    errors: all(doc, NS.oai, 'error').map((e) => e.getAttribute('code')),
    request: {
      url: request?.textContent,
      attributes: Object.fromEntries(Array.from(request?.attributes ?? []).map((a) => [a.name, a.value])),
    },
    headers: all(doc, NS.oai, 'header').map((header) => ({
      identifier: texts(header, NS.oai, 'identifier')[0],
      deleted: header.getAttribute('status') === 'deleted',
      datestamp: texts(header, NS.oai, 'datestamp')[0],
    })),
    records,
    token: (() => {
      const token = all(doc, NS.oai, 'resumptionToken')[0]
      return (
        token && {
          value: token.textContent ?? '',
          completeListSize: Number(token.getAttribute('completeListSize')),
          cursor: Number(token.getAttribute('cursor')),
        }
      )
    })(),
  }
}
