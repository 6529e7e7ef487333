import { MetadataExtraction, SearchPage } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { upload } from '../posts/posts.fixtures'
import { pdfBytes } from '../publications/pdf/pdf.fixtures'
import {
  addItemFiles,
  createDraft,
  createPublished,
  publishableForm,
  publishUpload,
  uploadUrl,
} from '../uploads/uploads.fixtures'

const env = useTestServer({ deps: { jobs: { pollIntervalMs: 50 } } })
let api: Client

const search = async (client: Client, message: string) => {
  const res = await client('GET', `/api/search2/search/v2/all/paged?message=${encodeURIComponent(message)}`)
  expect(res.statusCode, res.body).toBe(200)
  return SearchPage.parse(res.json())
}

/** An item published through the uploads API with one PDF whose text has been read. */
async function publishedWithPdf(text: string, title: string): Promise<string> {
  const res = await upload(api, [{ name: 'paper.pdf', data: await pdfBytes({ pages: [[{ text }]] }) }])
  const fileId = (res.json() as { id: string }[])[0]?.id ?? ''
  const { upload: up, item } = await createDraft(api, publishableForm({ title, cLang: '2:2' }))
  await addItemFiles(api, item.id, [fileId])
  await until(
    async () => MetadataExtraction.parse((await api('POST', uploadUrl.extract(fileId))).json()).status,
    (status) => status !== 'pending',
  )
  await publishUpload(api, up.id)
  return item.id
}

let inText: string
let inTitle: string

beforeAll(async () => {
  api = env.as(await env.newUser())
  const repeated = Array.from({ length: 12 }, () => 'The quasicrystal lattice of the quasicrystal.').join(' ')
  inText = await publishedWithPdf(`${repeated} Only here: hippopotomonstrosis.`, 'Tiling of planes')
  inTitle = (await createPublished(api, publishableForm({ title: 'A quasicrystal', cLang: '2:2' }))).item.id
})

describe('ranking and the text of PDFs', () => {
  it('ranks a title match above a match in the full text alone, however often the text repeats it', async () => {
    const found = (await search(env.as(), 'quasicrystals')).elements.map((hit) => hit.id)
    expect(found.indexOf(inTitle)).toBeGreaterThanOrEqual(0)
    expect(found.indexOf(inText)).toBeGreaterThan(found.indexOf(inTitle))
  })

  it('finds a word only the PDF holds, its snippet cut from the PDF text with the word marked', async () => {
    const page = await search(env.as(), 'hippopotomonstrosis')
    expect(page.elements.map((hit) => hit.id)).toEqual([inText])
    const [hit] = page.elements
    expect(hit?.snippet).toContainEqual({ text: 'hippopotomonstrosis', hit: true })
    expect(hit?.fields).toContainEqual({ n: 'ref', v: `/publication/${inText}/content` })
    expect(hit?.fields).toContainEqual({ n: 'type', v: 100 })
    expect(page.facets.pdf).toBe(1)
  })
})
