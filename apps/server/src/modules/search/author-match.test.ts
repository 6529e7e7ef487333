import { Dictionary, formatRef } from '@nauka/contracts'
import { and, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { posts, publications } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { createPost } from '../posts/posts.fixtures'
import { publish } from '../publications/publications.fixtures'
import { authorCondition, postAuthorCondition, prepareNameMatching } from './author-match.queries'
import { backfillNameKeys } from './name-key-backfill'

const env = useTestServer()

let ivanov: TestUser
let smith: TestUser
let petrov: TestUser
/** Publications by the owner's (and their authors') surnames. */
const items: Record<string, string> = {}
let ivanovPost: number

const name = async (user: TestUser, names: Record<string, string>) => {
  const res = await env.as(user)('POST', '/api/core/user_profile/info', names)
  if (res.statusCode !== 200) throw new Error(`naming failed: ${res.body}`)
}
const author = (lastName: string, firstName: string, user?: TestUser) => ({
  lastName,
  firstName,
  ...(user ? { rUser: formatRef(Dictionary.user, user.id) } : {}),
})

beforeAll(async () => {
  ;[ivanov, smith, petrov] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
  await name(ivanov, { firstName: 'Иван', lastName: 'Иванов' })
  await name(smith, { firstName: 'John', lastName: 'Smith' })
  await name(petrov, { firstName: 'Пётр', lastName: 'Петров' })
  const publishOf = (owner: TestUser, authors: ReturnType<typeof author>[]) =>
    publish(env.db, owner, env.as(owner), { files: 0, authors }).then((item) => item.id)
  items.ivanov = await publishOf(ivanov, [author('Иванов', 'Иван', ivanov)])
  // A co-author who is no user: found by the name the form gave.
  items.smith = await publishOf(smith, [author('Smith', 'John', smith), author('Журавлёв', 'Юрий')])
  items.petrov = await publishOf(petrov, [author('Петров', 'Пётр', petrov)])
  // An item whose author list names someone else: its owner is still found by name.
  items.ownedByIvanov = await publishOf(ivanov, [author('Кузнецова', 'Анна')])
  ivanovPost = (await createPost(env.as(ivanov))).id
  // Items written before their authors were keyed get their keys from the backfill.
  await backfillNameKeys(env.db)
})

const found = (typed: string) =>
  env.db.transaction(async (tx) => {
    await prepareNameMatching(tx)
    const rows = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(and(inArray(publications.id, Object.values(items)), authorCondition(typed)))
    const names = Object.entries(items)
    return rows.map((row) => names.find(([, id]) => id === row.id)?.[0]).sort()
  })

describe('authorCondition', () => {
  it('finds an author and an owner by the surname in either script', async () => {
    expect(await found('Ivanov')).toEqual(['ivanov', 'ownedByIvanov'])
    expect(await found('Иванов')).toEqual(['ivanov', 'ownedByIvanov'])
    expect(await found('Смит')).toEqual(['smith'])
  })

  it('finds an author who is not a user, by either transliteration', async () => {
    expect(await found('Zhuravlev')).toEqual(['smith'])
    expect(await found('Zhuravlyov')).toEqual(['smith'])
    expect(await found('Журавлев')).toEqual(['smith'])
  })

  it('forgives one wrong letter of a surname, in Latin or Cyrillic letters', async () => {
    expect(await found('Ivonov')).toEqual(['ivanov', 'ownedByIvanov'])
    expect(await found('Иваноф')).toEqual(['ivanov', 'ownedByIvanov'])
    expect(await found('Petrow')).toEqual(['petrov'])
  })

  it('does not take another surname for the typed one', async () => {
    expect(await found('Sidorov')).toEqual([])
    expect(await found('Ivashov')).toEqual([])
    expect(await found('Smirnov')).toEqual([])
  })

  it('reads a name with initials: the initial must begin a word of the name', async () => {
    expect(await found('Ivanov I.')).toEqual(['ivanov', 'ownedByIvanov'])
    expect(await found('Ivanov P.')).toEqual([])
    expect(await found('Kuznetsova A')).toEqual(['ownedByIvanov'])
  })

  it('matches nothing for a name without letters', async () => {
    expect(await found(' -- ')).toEqual([])
  })
})

describe('postAuthorCondition', () => {
  it("finds a post by its author's surname, misspelled and in the other script", async () => {
    const postsBy = (typed: string) =>
      env.db.transaction(async (tx) => {
        await prepareNameMatching(tx)
        const rows = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(inArray(posts.id, [ivanovPost]), postAuthorCondition(typed)))
        return rows.map((row) => row.id)
      })
    expect(await postsBy('Ivonov')).toEqual([ivanovPost])
    expect(await postsBy('Иванов')).toEqual([ivanovPost])
    expect(await postsBy('Petrov')).toEqual([])
  })
})

describe('the author field of the search', () => {
  const viaSearch = async (typed: string) => {
    const res = await env.as(smith)('POST', '/api/search2/query', { author: typed, pageSize: 50 })
    expect(res.statusCode).toBe(200)
    const page = res.json() as { elements: { id: string }[]; counts: { publications: number; posts: number } }
    const names = Object.entries(items)
    return {
      found: page.elements.map((hit) => names.find(([, id]) => id === hit.id)?.[0]).sort(),
      counts: page.counts,
    }
  }

  it('finds what authorCondition finds, counted alike, with the post by the same name', async () => {
    for (const typed of ['Ivonov', 'Иваноф', 'Zhuravlyov', 'Ivanov I.', 'Sidorov']) {
      const expected = await found(typed)
      const { found: got, counts } = await viaSearch(typed)
      expect(got, typed).toEqual(expected)
      expect(counts.publications, typed).toBe(expected.length)
    }
    expect((await viaSearch('Ivonov')).counts.posts).toBe(1)
    expect((await viaSearch('Petrov')).counts.posts).toBe(0)
  })
})
