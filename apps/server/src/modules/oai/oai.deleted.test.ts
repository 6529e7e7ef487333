import { AccessLevel, API, type PublicationDraft } from '@nauka/contracts'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { publications, users } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { harvestableForm, publishItem, readOai } from './oai.fixtures'

/**
 * `deletedRecord` is `persistent`: an item harvesters saw stays known to them as deleted once it
 * stops being open (its level changed, its owner's account deleted), and is live again when it
 * opens again.
 */

const server = useTestServer()
const HOST = 'nauka.test'
const id = (item: string) => `oai:${HOST}:${item}`
const YESTERDAY = sql`now() - interval '1 day'`

const oai = async (query: string) => {
  const res = await server.as().raw({ method: 'GET', url: `/oai?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return readOai(res.body)
}
const getRecord = async (item: string) =>
  (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(item)}`)).records[0]
const headerOf = async (item: string, query = '') =>
  (await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc${query}`)).headers.find(
    (header) => header.identifier === id(item),
  )

/** An open item whose datestamp is a day old, so that any change of it is a newer one. */
async function publishedYesterday(author: TestUser, form: PublicationDraft): Promise<string> {
  const item = await publishItem(server.as(author), form)
  await server.db.update(publications).set({ updatedAt: YESTERDAY }).where(eq(publications.id, item))
  return item
}

async function save(author: TestUser, item: string, metadata: PublicationDraft) {
  const res = await server.as(author)('PUT', API.uploads.updateItem.path, { id: item, metadata })
  expect(res.statusCode, res.body).toBe(200)
}

/** An hour ago as an OAI-PMH datestamp: after the backdated items, before any change the test makes. */
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z')

describe('an open item that changes its access level', () => {
  it('shows as deleted with a newer datestamp and its set, then live again when open again', async () => {
    const author = await server.newUser()
    const form = harvestableForm({ cScienceArea: '40:3' })
    const item = await publishedYesterday(author, form)
    const before = await headerOf(item)
    expect(before?.deleted).toBe(false)

    await save(author, item, { ...form, cAccessLevel: AccessLevel.Registered })
    const withdrawn = await headerOf(item)
    expect(withdrawn?.deleted).toBe(true)
    expect(withdrawn?.datestamp && before?.datestamp && withdrawn.datestamp > before.datestamp).toBe(true)
    expect(await getRecord(item)).toMatchObject({ deleted: true, hasMetadata: false, setSpecs: ['area-3'] })
    // A harvester that asks for the changes since its last visit learns of it.
    expect((await headerOf(item, `&from=${anHourAgo()}`))?.deleted).toBe(true)
    expect((await headerOf(item, '&set=area-3'))?.deleted).toBe(true)

    await save(author, item, form)
    const reopened = (await oai('verb=ListRecords&metadataPrefix=oai_dc')).records.filter(
      (record) => record.identifier === id(item),
    )
    expect(reopened).toHaveLength(1)
    expect(reopened[0]).toMatchObject({ deleted: false, hasMetadata: true })
    expect(reopened[0]?.dc('title')).toContain(form.title)
  })

  it('never shows an item that was never open', async () => {
    const author = await server.newUser()
    const form = harvestableForm({ cAccessLevel: AccessLevel.Followers })
    const item = await publishItem(server.as(author), form)
    await save(author, item, { ...form, cAccessLevel: AccessLevel.Private })
    expect(await headerOf(item)).toBeUndefined()
    expect((await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id(item)}`)).errors).toEqual([
      'idDoesNotExist',
    ])
  })
})

describe("an open item whose owner's account is deleted", () => {
  it('shows as deleted with a newer datestamp, found by from', async () => {
    const author = await server.newUser()
    const item = await publishedYesterday(author, harvestableForm())
    const hidden = await publishItem(
      server.as(author),
      harvestableForm({ cAccessLevel: AccessLevel.Private }),
    )
    const before = await headerOf(item)

    // No route deletes an account yet: the database deletes it, as an administrator would.
    await server.db.delete(users).where(eq(users.id, author.id))

    const after = await headerOf(item, `&from=${anHourAgo()}`)
    expect(after?.deleted).toBe(true)
    expect(after?.datestamp && before?.datestamp && after.datestamp > before.datestamp).toBe(true)
    expect(await getRecord(item)).toMatchObject({ deleted: true, hasMetadata: false, setSpecs: ['area-1'] })
    expect(await headerOf(hidden)).toBeUndefined()
    const identify = await oai('verb=Identify')
    expect(identify.text('earliestDatestamp')).toBeDefined()
  })
})
