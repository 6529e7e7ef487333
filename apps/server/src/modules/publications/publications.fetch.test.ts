import { AccessLevel, type PublicationFetch, PublicationPage } from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { publish } from './publications.fixtures'

const env = useTestServer()
let reader: Client

beforeAll(async () => {
  reader = env.as(await env.newUser())
})

const fetchPage = async (query: PublicationFetch, client = reader) => {
  const res = await client('POST', '/api/core/publication/fetch', query)
  expect(res.statusCode, res.body).toBe(200)
  return PublicationPage.parse(res.json())
}
const idsOf = async (query: PublicationFetch, client = reader) =>
  (await fetchPage(query, client)).elements.map((item) => item.id)

/** A new author and their client: each test counts only its own items. */
const newAuthor = async (): Promise<[TestUser, Client]> => {
  const user = await env.newUser()
  return [user, env.as(user)]
}

describe('POST /publication/fetch', () => {
  it('lists an item to a co-author linked by rUser, as their profile shows it', async () => {
    const [owner, ownerApi] = await newAuthor()
    const [coauthor] = await newAuthor()
    const item = await publish(env.db, owner, ownerApi, {
      authors: [
        { lastName: 'Owner', rUser: `202:${owner.id}` },
        { lastName: 'Coauthor', rUser: `202:${coauthor.id}` },
      ],
    })
    const alone = await publish(env.db, owner, ownerApi)
    expect(await idsOf({ rAuthor: `202:${coauthor.id}` })).toEqual([item.id])
    expect(await idsOf({ rAuthor: `202:${owner.id}` })).toEqual([alone.id, item.id])
    const [shown] = (await fetchPage({ rAuthor: `202:${coauthor.id}` })).elements
    expect(shown?.authors.map((a) => a.user?.rEntity ?? null)).toEqual([
      `202:${owner.id}`,
      `202:${coauthor.id}`,
    ])
  })

  it('finds authors who are not users by part of their name, any case, wildcards taken literally', async () => {
    const [owner, ownerApi] = await newAuthor()
    const unique = `Zx${Date.now()}`
    const item = await publish(env.db, owner, ownerApi, {
      authors: [{ lastName: `${unique}ova`, firstName: 'Maria' }],
    })
    expect(await idsOf({ fullName: unique.toLowerCase() })).toEqual([item.id])
    expect(await idsOf({ fullName: `${unique}ova maria` })).toEqual([item.id])
    expect(await idsOf({ fullName: `${unique}%` })).toEqual([])
  })

  it('filters by science area, type and year, together with the author', async () => {
    const [owner, ownerApi] = await newAuthor()
    const rAuthor = `202:${owner.id}`
    const physics = await publish(env.db, owner, ownerApi, {
      metadata: { cScienceArea: '40:1', cType: '39:1', year: 2020 },
    })
    const maths = await publish(env.db, owner, ownerApi, {
      metadata: { cScienceArea: '40:2', cType: '39:2', year: 2021 },
    })
    expect(await idsOf({ rAuthor, cScienceArea: '40:1' })).toEqual([physics.id])
    expect(await idsOf({ rAuthor, cType: '39:2' })).toEqual([maths.id])
    expect(await idsOf({ rAuthor, year: 2020 })).toEqual([physics.id])
    expect(await idsOf({ rAuthor, year: 2020, cType: '39:2' })).toEqual([])
  })

  it('pages newest first with the whole count', async () => {
    const [owner, ownerApi] = await newAuthor()
    const made = []
    for (let day = 1; day <= 5; day += 1) {
      const publishedAt = new Date(Date.UTC(2024, 0, day))
      made.push((await publish(env.db, owner, ownerApi, { files: 0, publishedAt })).id)
    }
    const rAuthor = `202:${owner.id}`
    const pages = [
      await fetchPage({ rAuthor, pageSize: 2, page: 1 }),
      await fetchPage({ rAuthor, pageSize: 2, page: 2 }),
      await fetchPage({ rAuthor, pageSize: 2, page: 3 }),
    ]
    expect(pages.map((page) => page.count)).toEqual([5, 5, 5])
    expect(pages.flatMap((page) => page.elements.map((item) => item.id))).toEqual(made.reverse())
    expect((await fetchPage({ rAuthor, pageSize: 2, page: 4 })).elements).toEqual([])
  })

  it('counts only what the reader may see', async () => {
    const [owner, ownerApi] = await newAuthor()
    await publish(env.db, owner, ownerApi, { level: AccessLevel.Open, files: 0 })
    await publish(env.db, owner, ownerApi, { level: AccessLevel.Registered, files: 0 })
    await publish(env.db, owner, ownerApi, { level: AccessLevel.Private, files: 0 })
    const rAuthor = `202:${owner.id}`
    expect((await fetchPage({ rAuthor }, env.as())).count).toBe(1)
    expect((await fetchPage({ rAuthor })).count).toBe(2)
    expect((await fetchPage({ rAuthor }, ownerApi)).count).toBe(3)
  })

  it('refuses a filter of the wrong catalogue (400)', async () => {
    const res = await reader('POST', '/api/core/publication/fetch', { cScienceArea: '39:1' })
    expect(res.statusCode).toBe(400)
  })
})
