import {
  Dictionary,
  formatRef,
  SearchPage,
  SearchSuggestions,
  SettingsAccess,
  SettingsElementRef,
} from '@nauka/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import type { TestUser } from '../../test/auth-helpers'
import { useTestServer } from '../../test/test-server'
import { validLabor } from '../profile/profile.fixtures'

// The database is this file's own: the people named here are the only ones to find.
const env = useTestServer()
const { as } = env

let reader: TestUser
let zhuravlev: TestUser
let smith: TestUser
let hidden: TestUser

const ok = async (res: { statusCode: number; body: string }) => {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`)
}
const name = (user: TestUser, names: Record<string, string>) =>
  as(user)('POST', '/api/core/user_profile/info', names).then(ok)
const work = (user: TestUser) =>
  as(user)('POST', `/api/core/user_profile/${user.id}/labor_activity`, validLabor).then(ok)
const interests = (user: TestUser, keywords: string[]) =>
  as(user)('POST', `/api/core/user_profile/${user.id}/scientific_interest`, { dsc: 'Work', keywords }).then(
    ok,
  )

/** As `user`, the reader by default; null: as a visitor. */
const people = async (query: Record<string, string>, user: TestUser | null = reader) => {
  const params = new URLSearchParams({ kind: 'people', ...query })
  const res = await as(user ?? undefined)('GET', `/api/search2/search/v2/all/paged?${params}`)
  expect(res.statusCode, res.body).toBe(200)
  return SearchPage.parse(res.json())
}
const ids = (page: SearchPage) => page.elements.map((hit) => Number(hit.id))

beforeAll(async () => {
  ;[reader, zhuravlev, smith, hidden] = await Promise.all([
    env.newUser(),
    env.newUser(),
    env.newUser(),
    env.newUser(),
  ])
  await name(zhuravlev, { firstName: 'Юрий', lastName: 'Журавлёв' })
  await work(zhuravlev)
  await interests(zhuravlev, ['Спектроскопия', 'plasma'])
  await name(smith, { firstName: 'John', lastName: 'Smith' })
  await name(hidden, { firstName: 'Анна', lastName: 'Скрытова' })
  await work(hidden)
  await interests(hidden, ['plasma'])
  await as(hidden)('PATCH', '/api/core/user_profile/settings', {
    [SettingsElementRef.ProfileVisibility]: SettingsAccess.Nobody,
  }).then(ok)
})

describe('people search', () => {
  it('finds a Cyrillic name typed in Latin letters, misspelled, with the name, place and interests', async () => {
    const page = await people({ message: 'Zhuravlev' })
    expect(ids(page)).toEqual([zhuravlev.id])
    expect(page.count).toBe(1)
    expect(page.counts.people).toBe(1)
    const [hit] = page.elements
    expect(hit).toMatchObject({ kind: 'person', link: `/profile/${zhuravlev.id}`, image: null })
    expect(hit?.fields).toEqual([
      { n: 'id', v: zhuravlev.id },
      { n: 'title', v: 'Юрий Журавлёв' },
      { n: 'place', v: validLabor.organization },
      { n: 'keywords', v: ['Спектроскопия', 'plasma'] },
    ])
    expect(hit?.title).toEqual([
      { text: 'Юрий ', hit: false },
      { text: 'Журавлёв', hit: true },
    ])
    expect(ids(await people({ message: 'Zhuravlyov' }))).toEqual([zhuravlev.id])
    expect(ids(await people({ author: 'Zhuravlov' }))).toEqual([zhuravlev.id])
  })

  it('finds a Latin name typed in Cyrillic letters', async () => {
    expect(ids(await people({ message: 'Смит' }))).toEqual([smith.id])
  })

  it('finds people by their science interests, not those who hide their profile', async () => {
    expect(ids(await people({ message: 'plasma' }))).toEqual([zhuravlev.id])
  })

  it('shows only the name and avatar of someone whose profile is hidden from the reader', async () => {
    const page = await people({ message: 'Skrytova' })
    expect(ids(page)).toEqual([hidden.id])
    expect(page.elements[0]?.fields).toEqual([
      { n: 'id', v: hidden.id },
      { n: 'title', v: 'Анна Скрытова' },
      { n: 'place', v: null },
      { n: 'keywords', v: [] },
    ])
    expect(page.elements[0]?.data).toBe('')
    // Its owner sees it whole.
    const own = await people({ message: 'Skrytova' }, hidden)
    expect(own.elements[0]?.fields).toContainEqual({ n: 'place', v: validLabor.organization })
  })

  it('never shows someone blocked either way, nor a disabled user', async () => {
    const [blocker, blocked, gone] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
    await name(blocker, { lastName: 'Orlov' })
    await name(blocked, { lastName: 'Volkova' })
    await name(gone, { lastName: 'Sokolov' })
    await as(blocker)('PATCH', '/api/core/user_subscription', [
      { rEntity: formatRef(Dictionary.user, reader.id), blocked: true },
    ]).then(ok)
    await as(reader)('PATCH', '/api/core/user_subscription', [
      { rEntity: formatRef(Dictionary.user, blocked.id), blocked: true },
    ]).then(ok)
    await env.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id))
    expect((await people({ message: 'Orlov' })).count).toBe(0)
    expect((await people({ message: 'Volkova' })).count).toBe(0)
    expect((await people({ message: 'Sokolov' })).count).toBe(0)
    // Someone else still finds the first two.
    expect(ids(await people({ message: 'Orlov' }, smith))).toEqual([blocker.id])
    expect(ids(await people({ message: 'Volkova' }, smith))).toEqual([blocked.id])
  })

  it('finds nobody for a visitor, as profiles answer visitors', async () => {
    const page = await people({ message: 'Zhuravlev' }, null)
    expect(page, JSON.stringify(page)).toMatchObject({ count: 0, elements: [] })
    expect(page.counts.people).toBe(0)
  })

  it('offers names as suggestions while the reader types', async () => {
    const suggest = async (user?: TestUser) =>
      SearchSuggestions.parse((await as(user)('GET', '/api/search2/suggest?q=Журавлев')).json())
    expect(await suggest(reader)).toContainEqual({
      kind: 'person',
      id: String(zhuravlev.id),
      text: 'Юрий Журавлёв',
      link: `/profile/${zhuravlev.id}`,
    })
    expect((await suggest()).filter((s) => s.kind === 'person')).toEqual([])
  })
})
