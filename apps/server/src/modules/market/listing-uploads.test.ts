import { randomUUID } from 'node:crypto'
import { ErrorBody, type FileDescriptor } from '@nauka/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { translate } from '../../platform/i18n/messages'
import { createStorage } from '../../platform/storage'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { findFiles } from '../files/files.queries'
import { FilesService } from '../files/files.service'
import { uploadPdfs } from '../posts/posts.fixtures'
import { ORPHAN_IMAGE_AFTER_MS } from './listing-uploads'
import { createListing, LISTINGS, listingBody, uploadImages } from './market.fixtures'
import { MarketRule } from './market.policy'

const imageGone = translate('ru', MarketRule.imageNotFound)

const env = useTestServer()
const HOUR = 60 * 60 * 1000

/** Where each file stands: its row, and its bytes in the storage. */
async function stateOf(ids: string[]) {
  const storage = createStorage(env.t.config)
  const { rows } = await env.t.database.executeSql(
    'select id, storage_key from files where id = any($1::uuid[])',
    [ids],
  )
  const keys = new Map(
    (rows as { id: string; storage_key: string }[]).map((row) => [row.id, row.storage_key]),
  )
  return Promise.all(
    ids.map(async (id) => {
      const key = keys.get(id)
      return { row: key !== undefined, bytes: key !== undefined && (await storage.stat(key)) !== null }
    }),
  )
}

const kept = { row: true, bytes: true }
const gone = { row: false, bytes: false }
const ids = (files: FileDescriptor[]) => files.map((file) => file.id)

/** A listing saved with `shown`, after an edit that took `dropped` off it. */
async function listingWithout(author: TestUser, shown: FileDescriptor, dropped: FileDescriptor) {
  const listing = await createListing(env.as(author), { images: [shown.id, dropped.id] })
  const res = await env.as(author)('PATCH', `${LISTINGS}/${listing.id}`, { images: [shown.id] })
  expect(res.statusCode, res.body).toBe(200)
  return listing
}

describe('images uploaded for listings that no listing shows', () => {
  it('go a day after their upload, row and bytes; those shown and other files stay', async () => {
    const author = await env.newUser()
    const uploadedAt = Date.now()
    const [shown, dropped, neverSaved] = await uploadImages(env.as(author), 3)
    if (!shown || !dropped || !neverSaved) throw new Error('three images expected')
    await listingWithout(author, shown, dropped)
    const attachment = await uploadPdfs(env.as(author), 1)
    const all = [shown.id, dropped.id, neverSaved.id, ...ids(attachment)]
    const cleanup = env.t.app.listingUploads

    expect(await cleanup.removeOrphans(new Date(uploadedAt + ORPHAN_IMAGE_AFTER_MS - HOUR))).toEqual([])
    expect(await stateOf(all)).toEqual([kept, kept, kept, kept])

    const removed = await cleanup.removeOrphans(new Date(Date.now() + ORPHAN_IMAGE_AFTER_MS + HOUR))
    expect(removed.sort()).toEqual([dropped.id, neverSaved.id].sort())
    expect(await stateOf(all)).toEqual([kept, gone, gone, kept])
    expect((await env.as(author)('GET', dropped.url)).statusCode).toBe(404)
    expect((await env.as(author)('GET', shown.url)).statusCode).toBe(200)
  })

  it('run as the market.orphan-images job of the queue', async () => {
    const author = await env.newUser()
    const [orphan] = await uploadImages(env.as(author), 1)
    if (!orphan) throw new Error('an image expected')
    // The clock moved: uploaded a day and an hour ago.
    await env.db.execute(
      sql`update listing_image_uploads set created_at = now() - interval '25 hours' where file_id = ${orphan.id}`,
    )
    const id = await env.t.app.jobs.send('market.orphan-images', {}, { singletonKey: `test ${randomUUID()}` })
    const state = await until(
      async () =>
        (await env.t.database.executeSql('select state from pgboss.job where id = $1', [id])).rows[0]?.state,
      (value) => value === 'completed' || value === 'failed',
    )
    expect(state).toBe('completed')
    expect(await stateOf([orphan.id])).toEqual([gone])
  })

  it('is sent once the app is ready', async () => {
    const { rows } = await env.t.database.executeSql(
      "select singleton_key from pgboss.job where name = 'market.orphan-images' and singleton_key not like 'test %'",
    )
    expect(rows).toEqual([{ singleton_key: expect.stringMatching(/^\d+$/) }])
  })
})

describe('a listing saved with an image the cleanup deletes', () => {
  const cleanUpLater = () =>
    env.t.app.listingUploads.removeOrphans(new Date(Date.now() + ORPHAN_IMAGE_AFTER_MS + HOUR))

  it('is refused: the image is gone, to be uploaded again (404), before or after its check', async () => {
    const author = await env.newUser()
    const [before, after] = await uploadImages(env.as(author), 2)
    if (!before || !after) throw new Error('two images expected')
    const checked = await findFiles(env.db, [after.id])

    // Deleted before the listing's check: the check finds no file.
    expect(await cleanUpLater()).toEqual(expect.arrayContaining([before.id, after.id]))
    const early = await env.as(author)('POST', LISTINGS, listingBody({ images: [before.id] }))
    expect(early.statusCode, early.body).toBe(404)
    expect(ErrorBody.parse(early.json()).error.message).toBe(imageGone)

    // Deleted between the check (which still saw the file) and the listing's save: the race made
    // certain by answering the check with what it read before the cleanup.
    const findMany = vi.spyOn(FilesService.prototype, 'findMany').mockResolvedValueOnce(checked)
    try {
      const late = await env.as(author)('POST', LISTINGS, listingBody({ images: [after.id] }))
      expect(findMany).toHaveBeenCalledOnce()
      expect(late.statusCode, late.body).toBe(404)
      expect(ErrorBody.parse(late.json()).error.message).toBe(imageGone)
    } finally {
      findMany.mockRestore()
    }
  })
})
