import { AccessLevel, Publication } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { publish } from './publications.fixtures'

const env = useTestServer()
let author: TestUser
let api: Client
let otherApi: Client

beforeAll(async () => {
  let other: TestUser
  ;[author, other] = await Promise.all([env.newUser(), env.newUser()])
  api = env.as(author)
  otherApi = env.as(other)
})

/** The counters as the author reads them (the author's reads count nothing). */
const meta = async (id: string) =>
  Publication.parse((await api('GET', `/api/core/publication/${id}`)).json()).meta

describe('views', () => {
  it('counts every read of the metadata but the owner’s', async () => {
    const item = await publish(env.db, author, api, { level: AccessLevel.Open })
    await api('GET', `/api/core/publication/${item.id}`)
    await otherApi('GET', `/api/core/publication/${item.id}`)
    await env.as()('GET', `/api/core/publication/${item.id}`)
    const seen = Publication.parse((await otherApi('GET', `/api/core/publication/${item.id}`)).json())
    // The answer already counts the read it answers.
    expect(seen.meta.view_count).toBe(3)
    expect((await meta(item.id)).view_count).toBe(3)
  })

  it('counts no refused read', async () => {
    const item = await publish(env.db, author, api, { level: AccessLevel.Followers })
    expect((await otherApi('GET', `/api/core/publication/${item.id}`)).statusCode).toBe(403)
    expect((await meta(item.id)).view_count).toBe(0)
  })
})

describe('downloads', () => {
  it('counts a whole read or one from the first byte, through the content and the file', async () => {
    const item = await publish(env.db, author, api, { level: AccessLevel.Open })
    const file = `/api/core/file/${item.files[0]?.id}`
    const content = `/api/core/publication/${item.id}/content`
    const reads: [Client, string, Record<string, string>, number][] = [
      [otherApi, content, {}, 200],
      [env.as(), file, {}, 200],
      [otherApi, content, { range: 'bytes=0-9' }, 206],
      // A seek further in (a viewer reading on) is not another download.
      [otherApi, content, { range: 'bytes=10-' }, 206],
      [otherApi, file, { range: 'bytes=5-9' }, 206],
      // The owner's own reads count nothing.
      [api, content, {}, 200],
      [api, file, {}, 200],
    ]
    for (const [client, url, headers, status] of reads)
      expect((await client('GET', url, undefined, headers)).statusCode, `${url} ${headers.range}`).toBe(
        status,
      )
    expect((await meta(item.id)).download_count).toBe(3)
  })

  it('counts nothing for a revalidation (304) or a range past the end (416)', async () => {
    const item = await publish(env.db, author, api, { level: AccessLevel.Open })
    const content = `/api/core/publication/${item.id}/content`
    const etag = String((await otherApi('GET', content)).headers.etag)
    expect((await otherApi('GET', content, undefined, { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await otherApi('GET', content, undefined, { range: 'bytes=99999-' })).statusCode).toBe(416)
    expect((await meta(item.id)).download_count).toBe(1)
  })
})
