import { AccessLevel, MetadataExtraction } from '@nauka/contracts'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { publicationAuthors, publications } from '../../db/schema'
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
  saveItem,
  uploadUrl,
} from '../uploads/uploads.fixtures'
import { nameKey } from './name-key'

const env = useTestServer({ deps: { jobs: { pollIntervalMs: 50 } } })
let api: Client

beforeAll(async () => {
  api = env.as(await env.newUser())
})

/** Whether the item's stored vector matches the words (both configurations, as the search asks). */
const indexedFor = async (id: string, words: string): Promise<boolean> => {
  const [row] = await env.db
    .select({
      hit: sql<boolean>`coalesce(${publications.searchVector} @@ (websearch_to_tsquery('russian', ${words}) || websearch_to_tsquery('english', ${words})), false)`,
    })
    .from(publications)
    .where(eq(publications.id, id))
  return row?.hit ?? false
}

const hasPdf = async (id: string) =>
  (await env.db.select({ v: publications.hasPdf }).from(publications).where(eq(publications.id, id)))[0]?.v

async function uploadPdf(text: string): Promise<string> {
  const res = await upload(api, [{ name: 'paper.pdf', data: await pdfBytes({ pages: [[{ text }]] }) }])
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return (res.json() as { id: string }[])[0]?.id ?? ''
}

const extracted = (fileId: string) =>
  until(
    async () => MetadataExtraction.parse((await api('POST', uploadUrl.extract(fileId))).json()).status,
    (status) => status !== 'pending',
  )

describe('the search index of a publication', () => {
  it('holds its title, keywords, authors and abstract once published, and follows a republish', async () => {
    const form = publishableForm({
      title: 'Криогенные публикации о сверхпроводимости',
      keywords: ['ниобий'],
      abstract: 'Measured spectra of lattices.',
      authors: [{ lastName: 'Журавлёв', firstName: 'Юрий', lastNameEn: 'Zhuravlev' }],
    })
    const { upload: up, item } = await createPublished(api, form)
    expect(await indexedFor(item.id, 'публикация')).toBe(true)
    expect(await indexedFor(item.id, 'ниобий')).toBe(true)
    expect(await indexedFor(item.id, 'Журавлёв')).toBe(true)
    expect(await indexedFor(item.id, 'lattice')).toBe(true)

    await saveItem(api, item.id, { ...form, title: 'Квантовые графы' })
    await publishUpload(api, up.id)
    expect(await indexedFor(item.id, 'графы')).toBe(true)
    expect(await indexedFor(item.id, 'сверхпроводимость')).toBe(false)
  })

  it('keys each author by the name as written and its Latin spellings', async () => {
    const author = { lastName: 'Журавлёв', firstName: 'Юрий', lastNameEn: 'Zhuravlev', firstNameEn: 'Yury' }
    const { item } = await createPublished(api, publishableForm({ authors: [author] }))
    const [row] = await env.db
      .select({ key: publicationAuthors.nameKey })
      .from(publicationAuthors)
      .where(eq(publicationAuthors.publicationId, item.id))
    expect(row?.key).toBe(nameKey('Журавлёв Юрий', 'Zhuravlev', 'Yury'))
    expect(row?.key).toContain('zhuravlev')
  })

  it('takes in the text of a PDF read after the item was published, and says it has a PDF', async () => {
    const { item } = await createPublished(api, publishableForm({ cAccessLevel: AccessLevel.Open }))
    expect(await hasPdf(item.id)).toBe(false)
    const fileId = await uploadPdf('The rarest word here is quokkanomicon.')
    await addItemFiles(api, item.id, [fileId])
    expect(await extracted(fileId)).toBe('done')
    expect(await indexedFor(item.id, 'quokkanomicon')).toBe(true)
  })

  it('takes in the text of a PDF read before the item was published', async () => {
    const fileId = await uploadPdf('Another rare word: wombatography.')
    const { upload: up, item } = await createDraft(api, publishableForm())
    await addItemFiles(api, item.id, [fileId])
    expect(await extracted(fileId)).toBe('done')
    await publishUpload(api, up.id)
    expect(await indexedFor(item.id, 'wombatography')).toBe(true)
    expect(await hasPdf(item.id)).toBe(true)
  })
})
