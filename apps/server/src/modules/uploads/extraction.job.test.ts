import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { IdentifierType, MetadataExtraction } from '@nauka/contracts'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileExtractions } from '../../db/schema'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { upload } from '../posts/posts.fixtures'
import { pdfBytes, TITLE_SIZE } from '../publications/pdf/pdf.fixtures'
import { coverKeyOf } from './extraction.model'
import {
  addItemFiles,
  createDraft,
  createPublished,
  publicationOf,
  publishableForm,
  publishUpload,
  saveItem,
  uploadUrl,
} from './uploads.fixtures'

const env = useTestServer({ deps: { jobs: { pollIntervalMs: 50 } } })
let api: Client

const DOI = '10.1234/graphs.2021.7'

/** A paper's first page the readers can make a form of, and a second page of text. */
const paper = () =>
  pdfBytes({
    bareInfo: true,
    lang: 'en-GB',
    pages: [
      [
        { text: 'Spectral gaps of quantum graphs', size: TITLE_SIZE, align: 'center' },
        { text: 'Marie Curie, Niels Bohr', gapBefore: 1 },
        { text: 'Abstract. We bound the spectral gap of a quantum graph by its diameter.', gapBefore: 1 },
        { text: 'Keywords: quantum graphs, spectral gap.', gapBefore: 1 },
        { text: `DOI: ${DOI}` },
        { text: '© 2021 The authors', gapBefore: 1 },
      ],
      [{ text: 'The second page speaks of eigenvalues.' }],
    ],
  })

async function uploadFile(name: string, data: Buffer): Promise<string> {
  const res = await upload(api, [{ name, data }])
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return (res.json() as { id: string }[])[0]?.id ?? ''
}

const extraction = async (fileId: string) =>
  MetadataExtraction.parse((await api('POST', uploadUrl.extract(fileId))).json())

/** The extraction once its job has run (pending until then). */
const settled = (fileId: string) =>
  until(
    () => extraction(fileId),
    (answer) => answer.status !== 'pending',
  )

const rowOf = async (fileId: string) =>
  (await env.db.select().from(fileExtractions).where(eq(fileExtractions.fileId, fileId)))[0]

const stored = (key: string) => join(env.t.config.DATA_DIR, 'files', key)

beforeAll(async () => {
  api = env.as(await env.newUser())
})

describe('the extraction of a PDF that joins an item', () => {
  it('waits, then stores the text, the suggested form and a cover, and the form can ask for them', async () => {
    const fileId = await uploadFile('paper.pdf', await paper())
    const { item } = await createDraft(api)
    const joined = await addItemFiles(api, item.id, [fileId])
    expect(joined.files[0]?.extraction).toBe('pending')

    const answer = await settled(fileId)
    expect(answer.status).toBe('done')
    expect(answer.suggestion).toMatchObject({
      title: 'Spectral gaps of quantum graphs',
      identifiers: [{ cIdentifier: IdentifierType.Doi, value: DOI }],
      year: 2021,
    })
    const row = await rowOf(fileId)
    expect(row).toMatchObject({ status: 'done', pages: 2, coverKey: coverKeyOf(fileId), error: null })
    expect(row?.text).toContain('eigenvalues')
    const cover = await readFile(stored(coverKeyOf(fileId)))
    expect(cover.subarray(8, 12).toString()).toBe('WEBP')
    const [file] = (await api('GET', uploadUrl.item(item.id))).json().files
    expect(file.extraction).toBe('done')
  })

  it('gives a published item whose content it is its cover, before or after publishing', async () => {
    const before = await createPublished(api)
    const first = await uploadFile('paper.pdf', await paper())
    await addItemFiles(api, before.item.id, [first])
    await settled(first)
    expect((await publicationOf(env.db, before.item.id))?.coverKey).toBe(coverKeyOf(first))

    const after = await createDraft(api, publishableForm())
    const second = await uploadFile('paper.pdf', await paper())
    await addItemFiles(api, after.item.id, [second])
    await settled(second)
    await publishUpload(api, after.upload.id)
    expect((await publicationOf(env.db, after.item.id))?.coverKey).toBe(coverKeyOf(second))
  })

  it('skips a file that is not a PDF, at once', async () => {
    const fileId = await uploadFile('notes.txt', Buffer.from('plain notes'))
    const { item } = await createDraft(api)
    expect((await addItemFiles(api, item.id, [fileId])).files[0]?.extraction).toBe('skipped')
    expect(await extraction(fileId)).toEqual({ status: 'skipped', suggestion: null })
  })

  it('fails on a PDF the readers cannot open, saying why, without retrying', async () => {
    const fileId = await uploadFile('broken.pdf', Buffer.from('%PDF-1.4\nthis is not a PDF body\n%%EOF\n'))
    const { item } = await createDraft(api)
    await addItemFiles(api, item.id, [fileId])
    expect(await settled(fileId)).toEqual({ status: 'failed', suggestion: null })
    expect(await rowOf(fileId)).toMatchObject({ status: 'failed', attempts: 1, error: 'damaged' })
  })

  it('deletes the cover with its file', async () => {
    const fileId = await uploadFile('paper.pdf', await paper())
    const { item } = await createDraft(api)
    const [link] = (await addItemFiles(api, item.id, [fileId])).files
    await settled(fileId)
    await stat(stored(coverKeyOf(fileId)))
    await api('DELETE', uploadUrl.file(link?.id ?? ''))
    await expect(stat(stored(coverKeyOf(fileId)))).rejects.toThrow()
  })

  it('keeps a form saved from the suggestion as the author confirms it', async () => {
    const fileId = await uploadFile('paper.pdf', await paper())
    const { item } = await createDraft(api)
    await addItemFiles(api, item.id, [fileId])
    const { suggestion } = await settled(fileId)
    const saved = await saveItem(api, item.id, { ...suggestion })
    expect(saved.metadata.title).toBe('Spectral gaps of quantum graphs')
  })
})

describe('the hourly sweep of extractions left pending', () => {
  /** A row as a join leaves it when the job's send failed (the queue away): pending, then forgotten. */
  const leftSince = async (fileId: string, status: string) =>
    void (await env.db
      .insert(fileExtractions)
      .values({ fileId, status, updatedAt: sql`now() - interval '2 hours'` }))

  it('sends again the job of a file still pending long after, and leaves a finished one alone', async () => {
    const forgotten = await uploadFile('paper.pdf', await paper())
    const finished = await uploadFile('paper.pdf', await paper())
    await leftSince(forgotten, 'pending')
    await leftSince(finished, 'done')
    const before = await rowOf(finished)

    await env.t.app.jobs.send('files.cleanup', {}, { singletonKey: 'sweep test' })

    expect(await settled(forgotten)).toMatchObject({ status: 'done' })
    expect(await rowOf(finished)).toEqual(before)
  })
})
