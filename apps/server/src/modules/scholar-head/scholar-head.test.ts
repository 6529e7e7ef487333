import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { AccessLevel, API, fillPath, Publication } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { deleteUpload, harvestableForm, publishItem, publishItems } from '../oai/oai.fixtures'
import { publicationIdOfPage } from './scholar-head.service'

/**
 * Issue 14, done when: the HTML of `/publication/{id}` fetched with plain HTTP (no JavaScript, as
 * Google Scholar's crawler reads it) contains citation_title, citation_author and citation_pdf_url.
 */

const SHELL =
  '<!doctype html>\n<html lang="ru">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Nauka</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n'

let webDir: string
beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'nauka-scholar-head-'))
  writeFileSync(join(webDir, 'index.html'), SHELL)
  writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(SHELL))
  writeFileSync(join(webDir, 'index.html.gz'), gzipSync(SHELL))
})
afterAll(() => rmSync(webDir, { recursive: true, force: true }))
// Registered after the folder's hooks: starts once the shell is there.
const server = useTestServer(() => ({ listen: true, deps: { webDistDir: webDir } }))

let author: TestUser
let open: string
let form: ReturnType<typeof harvestableForm>

beforeAll(async () => {
  author = await server.newUser()
  form = harvestableForm({ title: 'Спектры "отражения" <и> преломления' })
  open = await publishItem(server.as(author), form, { withPdf: true })
})

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })

const metaContents = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)">`, 'g'))].map((m) => m[1])

describe('the public page of an open publication, fetched with plain HTTP', () => {
  it('carries citation_title, citation_author and citation_pdf_url in its head', async () => {
    const res = await page(`/publication/${open}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(metaContents(head, 'citation_title')).toEqual([
      'Спектры &quot;отражения&quot; &lt;и&gt; преломления',
    ])
    expect(metaContents(head, 'citation_author')).toEqual(['Кюри, Мария Склодовская', 'Бор, Нильс'])
    const pdfUrl = `http://nauka.test${fillPath(API.publications.content.path, { id: open })}`
    expect(metaContents(head, 'citation_pdf_url')).toEqual([pdfUrl])
    expect(head).toContain('<meta property="og:title"')
    expect(head).toContain('<script type="application/ld+json">')
    expect(head).toContain('<title>Спектры &quot;отражения&quot; &lt;и&gt; преломления — Nauka</title>')
    // Still the app's shell: the page runs as any other.
    expect(html).toContain('<div id="root"></div>')
  })

  it('points citation_pdf_url at the file itself', async () => {
    const res = await page(fillPath(API.publications.content.path, { id: open }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/)
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('is revalidated on every load, and an unchanged page costs a 304', async () => {
    const first = await page(`/publication/${open}`)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await page(`/publication/${open}`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${server.baseUrl}/publication/${open}`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('')
  })

  it('counts no view: the app counts its own read', async () => {
    await page(`/publication/${open}`)
    const res = await server
      .as()
      .raw({ method: 'GET', url: fillPath(API.publications.read.path, { id: open }) })
    expect(Publication.parse(res.json()).meta.view_count).toBe(1)
  })
})

describe('every other page gets the plain shell', () => {
  it('for an item that is not open, deleted, unknown, or not an id', async () => {
    const client = server.as(author)
    const privateItem = await publishItem(client, harvestableForm({ cAccessLevel: AccessLevel.Private }))
    const registered = await publishItem(client, harvestableForm({ cAccessLevel: AccessLevel.Registered }))
    const gone = await publishItems(client, [harvestableForm()])
    await deleteUpload(client, gone.uploadId)
    for (const path of [
      `/publication/${privateItem}`,
      `/publication/${registered}`,
      `/publication/${gone.ids[0]}`,
      '/publication/00000000-0000-4000-8000-000000000000',
      '/publication/not-an-id',
      '/publication/%22%3E%3Cscript%3E',
      '/feed',
    ]) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toBe(SHELL)
    }
  })

  it('compressed as before', async () => {
    const res = await server
      .as()
      .raw({ method: 'GET', url: '/publication/not-an-id', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
  })
})

describe('beside the web app', () => {
  it('leaves /oai to OAI-PMH: the shell is not sent for it', async () => {
    const res = await page('/oai?verb=Identify')
    expect(res.headers.get('content-type')).toBe('text/xml; charset=utf-8')
    expect(await res.text()).toContain('<repositoryName>Nauka</repositoryName>')
  })
})

describe('which pages have a head', () => {
  it('only the public page of a publication, by its id', () => {
    const id = '3f2c1a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
    expect(publicationIdOfPage(`/publication/${id}`)).toBe(id)
    expect(publicationIdOfPage(`/publication/${id}/?tab=cite`)).toBe(id)
    expect(publicationIdOfPage(`/publication/${id.toUpperCase()}`)).toBe(id)
    for (const url of [
      `/publication/${id}/edit`,
      `/publication/${id}x`,
      `/x/publication/${id}`,
      '/publication/',
    ])
      expect(publicationIdOfPage(url), url).toBeNull()
  })
})
