import { ExtractionStatus } from '@nauka/contracts'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { publications } from '../../db/schema'
import { useTestServer } from '../../test/test-server'
import { publish } from '../publications/publications.fixtures'
import { upsertPublication } from '../publications/publications.write.queries'
import { insertExtractions, updateExtraction } from '../uploads/extraction.queries'
import { reindexPublicationsOfFile } from './search.index.queries'

// A publish and the extraction of one of the item's files, at once, each in its transaction as the
// server runs them (uploads.publishing.ts, extraction.job.ts). On PostgreSQL they overlap: before
// the locks of search.index.queries.ts the extraction's reindex waited for the publish's row lock,
// then wrote a vector of the title as it was before the publish. (On PGlite's one connection the
// two run one after the other.)
const env = useTestServer()

const matches = async (id: string, words: string) => {
  const [row] = await env.db
    .select({ hit: sql<boolean>`${publications.searchVector} @@ websearch_to_tsquery('english', ${words})` })
    .from(publications)
    .where(eq(publications.id, id))
  return row?.hit ?? false
}

it('holds both the new title of a publish and the text of a file extracted meanwhile', async () => {
  const owner = await env.newUser()
  const item = await publish(env.db, owner, env.as(owner), { files: 1 })
  const fileId = item.files[0]?.id ?? ''
  await insertExtractions(env.db, [{ fileId, status: ExtractionStatus.Pending }])

  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let written = () => {}
  const publishWritten = new Promise<void>((resolve) => {
    written = resolve
  })
  const republish = env.db.transaction(async (tx) => {
    await upsertPublication(tx, {
      id: item.id,
      ownerId: owner.id,
      accessLevel: 1,
      metadata: {},
      title: 'Marsupial cartography',
      type: null,
      scienceArea: null,
      lang: 2,
      year: null,
      contentFileId: fileId,
      coverKey: null,
      authors: [],
    })
    written()
    await held
  })
  await publishWritten
  const extraction = env.db.transaction(async (tx) => {
    await updateExtraction(tx, fileId, { status: ExtractionStatus.Done, text: 'quokkanomicon' })
    await reindexPublicationsOfFile(tx, fileId)
  })
  // Long enough for the extraction to reach the publish's lock and wait there.
  await new Promise((resolve) => setTimeout(resolve, 300))
  release()
  await Promise.all([republish, extraction])

  expect(await matches(item.id, 'marsupial')).toBe(true)
  expect(await matches(item.id, 'quokkanomicon')).toBe(true)
  expect(await matches(item.id, item.title.split(' ')[0] ?? '')).toBe(false)
})
