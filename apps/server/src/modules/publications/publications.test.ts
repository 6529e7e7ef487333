import {
  AccessLevel,
  ErrorBody,
  FileUploadAnswer,
  Publication,
  PublicationPage,
  PublicationSearchResult,
  publicationContentPath,
  SearchFieldName,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { Client } from '../../test/http'
import { useTestServer } from '../../test/test-server'
import { follow } from '../feed/feed.fixtures'
import { PDF, upload, uploadPdfs } from '../posts/posts.fixtures'
import { pngImage } from '../profile/profile.fixtures'
import { deletePublication, type Published, publish } from './publications.fixtures'
import { findPublication, findPublicationOfFile, findPublications } from './publications.queries'

const env = useTestServer()
let author: TestUser
let followerUser: TestUser
let otherUser: TestUser
/** Each reader of the matrix, by name. */
let readers: Record<Reader, Client>
/** One item per access level, all by `author`. */
let items: Record<AccessLevel, Published>

type Reader = 'visitor' | 'other' | 'follower' | 'author'

/** Issue 14: what each reader gets of an item and of its files, per access level. */
const EXPECTED: Record<AccessLevel, Record<Reader, number>> = {
  [AccessLevel.Open]: { visitor: 200, other: 200, follower: 200, author: 200 },
  [AccessLevel.Registered]: { visitor: 401, other: 200, follower: 200, author: 200 },
  [AccessLevel.Followers]: { visitor: 401, other: 403, follower: 200, author: 200 },
  [AccessLevel.Private]: { visitor: 404, other: 404, follower: 404, author: 200 },
}
const LEVELS = Object.keys(EXPECTED) as AccessLevel[]
const READERS = ['visitor', 'other', 'follower', 'author'] as const

beforeAll(async () => {
  ;[author, followerUser, otherUser] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  readers = {
    visitor: env.as(),
    other: env.as(otherUser),
    follower: env.as(followerUser),
    author: env.as(author),
  }
  await follow(readers.follower, author)
  const entries = []
  for (const level of LEVELS) entries.push([level, await publish(env.db, author, readers.author, { level })])
  items = Object.fromEntries(entries)
})

/** Every level × reader: the status `read` answers, beside the expected one, for one message. */
async function matrix(read: (client: Client, item: Published) => Promise<{ statusCode: number }>) {
  const got: string[] = []
  const want: string[] = []
  for (const level of LEVELS)
    for (const reader of READERS) {
      const res = await read(readers[reader], items[level])
      got.push(`${level} ${reader} ${res.statusCode}`)
      want.push(`${level} ${reader} ${EXPECTED[level][reader]}`)
    }
  return { got, want }
}

describe('the access matrix (level × visitor, other user, follower, author)', () => {
  it('answers the metadata as the level allows, and a refusal names nothing of the item', async () => {
    const { got, want } = await matrix(async (client, item) => {
      const res = await client('GET', `/api/core/publication/${item.id}`)
      if (res.statusCode === 200) expect(Publication.parse(res.json()).metadata.title).toBe(item.title)
      else {
        expect(ErrorBody.safeParse(res.json()).success).toBe(true)
        expect(res.body).not.toContain(item.title)
      }
      return res
    })
    expect(got).toEqual(want)
  })

  it('answers the file through /file/{id} as the level allows', async () => {
    const { got, want } = await matrix(async (client, item) => {
      const res = await client('GET', `/api/core/file/${item.files[0]?.id}`)
      if (res.statusCode === 200) expect(res.rawPayload.equals(PDF)).toBe(true)
      return res
    })
    expect(got).toEqual(want)
  })

  it('answers the content as the level allows, with the original name', async () => {
    const { got, want } = await matrix(async (client, item) => {
      const res = await client('GET', `/api/core/publication/${item.id}/content`)
      if (res.statusCode === 200) {
        expect(res.rawPayload.equals(PDF)).toBe(true)
        expect(res.headers['content-disposition']).toContain("filename*=UTF-8''paper-0.pdf")
      }
      return res
    })
    expect(got).toEqual(want)
  })

  it('answers the search-result shape by uref as the level allows', async () => {
    const { got, want } = await matrix(async (client, item) => {
      const res = await client('GET', `/api/core/publication/uref/210:${item.id}`)
      if (res.statusCode === 200) {
        const fields = new Map(PublicationSearchResult.parse(res.json()).fields.map((f) => [f.n, f.v]))
        expect(fields.get(SearchFieldName.title)).toBe(item.title)
        expect(fields.get(SearchFieldName.type)).toBe(100)
        expect(fields.get(SearchFieldName.ref)).toBe(publicationContentPath(item.id))
        expect(fields.get(SearchFieldName.fileName)).toBe('paper-0.pdf')
        expect(fields.get(SearchFieldName.fileSize)).toBe(PDF.length)
      }
      return res
    })
    expect(got).toEqual(want)
  })

  it('lists in fetch only the items the reader may see', async () => {
    const got: string[] = []
    const want: string[] = []
    for (const reader of READERS) {
      const res = await readers[reader]('POST', '/api/core/publication/fetch', {
        rAuthor: `202:${author.id}`,
        pageSize: 100,
      })
      expect(res.statusCode, res.body).toBe(200)
      const listed = new Set(PublicationPage.parse(res.json()).elements.map((p) => p.id))
      for (const level of LEVELS) {
        got.push(`${level} ${reader} ${listed.has(items[level].id)}`)
        want.push(`${level} ${reader} ${EXPECTED[level][reader] === 200}`)
      }
    }
    expect(got).toEqual(want)
  })

  it('refuses a follower whom the author blocked since (403), like any other user', async () => {
    const fan = await env.newUser()
    await follow(env.as(fan), author)
    const item = items[AccessLevel.Followers]
    expect((await env.as(fan)('GET', `/api/core/publication/${item.id}`)).statusCode).toBe(200)
    await follow(readers.author, fan, { blocked: true })
    expect((await env.as(fan)('GET', `/api/core/publication/${item.id}`)).statusCode).toBe(403)
    expect((await env.as(fan)('GET', `/api/core/file/${item.files[0]?.id}`)).statusCode).toBe(403)
  })

  it('tells the author the item is theirs', async () => {
    const item = items[AccessLevel.Open]
    const own = Publication.parse((await readers.author('GET', `/api/core/publication/${item.id}`)).json())
    const theirs = Publication.parse((await readers.other('GET', `/api/core/publication/${item.id}`)).json())
    expect([own.own, theirs.own]).toEqual([true, false])
  })
})

describe('the cover', () => {
  it('is read as its item is: open to a visitor, a followers item refused to another user', async () => {
    const coverOf = async (level: AccessLevel) => {
      const res = await upload(readers.author, [{ name: 'cover.png', data: await pngImage(8, 8) }])
      const [cover] = FileUploadAnswer.parse(res.json())
      await publish(env.db, author, readers.author, { level, files: 0, metadata: { cover: cover?.id } })
      return `/api/core/file/${cover?.id}`
    }
    const open = await coverOf(AccessLevel.Open)
    const followers = await coverOf(AccessLevel.Followers)
    expect((await readers.visitor('GET', open)).statusCode).toBe(200)
    expect((await readers.other('GET', followers)).statusCode).toBe(403)
    expect((await readers.follower('GET', followers)).statusCode).toBe(200)
  })
})

describe('a deleted item', () => {
  it('is not found by anyone, its author included, nor listed', async () => {
    const item = await publish(env.db, author, readers.author)
    await deletePublication(env.db, item.id)
    for (const reader of READERS) {
      const client = readers[reader]
      expect((await client('GET', `/api/core/publication/${item.id}`)).statusCode, reader).toBe(404)
      expect((await client('GET', `/api/core/publication/${item.id}/content`)).statusCode, reader).toBe(404)
      expect((await client('GET', `/api/core/publication/uref/210:${item.id}`)).statusCode, reader).toBe(404)
      const page = PublicationPage.parse(
        (
          await client('POST', '/api/core/publication/fetch', { rAuthor: `202:${author.id}`, pageSize: 100 })
        ).json(),
      )
      expect(page.elements.map((p) => p.id)).not.toContain(item.id)
    }
    expect((await readers.other('GET', `/api/core/file/${item.files[0]?.id}`)).statusCode).toBe(404)
  })
})

describe('other files through /file/{id}', () => {
  it('still answer a visitor 401 and another user 404 when no item holds them', async () => {
    const [loose] = await uploadPdfs(readers.author, 1)
    const missing = '00000000-0000-4000-8000-000000000000'
    for (const id of [loose?.id, missing]) {
      expect((await readers.visitor('GET', `/api/core/file/${id}`)).statusCode, id).toBe(401)
      expect((await readers.other('GET', `/api/core/file/${id}`)).statusCode, id).toBe(404)
    }
    expect((await readers.author('GET', `/api/core/file/${loose?.id}`)).statusCode).toBe(200)
  })
})

describe('references', () => {
  it('answers 400 to a uref that names no publication, and 404 to one of no item', async () => {
    for (const uref of ['302:5', '210:17', 'nonsense'])
      expect((await readers.other('GET', `/api/core/publication/uref/${uref}`)).statusCode, uref).toBe(400)
    const unknown = '210:00000000-0000-4000-8000-000000000000'
    expect((await readers.other('GET', `/api/core/publication/uref/${unknown}`)).statusCode).toBe(404)
  })
})

describe('reading an item', () => {
  it('leaves the search vector (every lexeme of the PDF text) in the database', async () => {
    const item = items[AccessLevel.Open]
    const [one, [many], found] = await Promise.all([
      findPublication(env.db, item.id),
      findPublications(env.db, [item.id]),
      findPublicationOfFile(env.db, item.files[0]?.id ?? ''),
    ])
    for (const row of [one, many, found?.row]) {
      expect(row?.id).toBe(item.id)
      expect(row).not.toHaveProperty('searchVector')
    }
  })
})
