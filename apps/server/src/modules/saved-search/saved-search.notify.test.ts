import {
  AccessLevel,
  NotificationKind,
  publicationPath,
  type SavedSearchNotification,
  SettingsElementRef,
} from '@nauka/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { type Person, person } from '../notifications/notifications.fixtures'
import { follow, setSettings } from '../profile/settings.fixtures'
import { createPublished, publishableForm, publishUpload, saveItem } from '../uploads/uploads.fixtures'
import { listSearches, savedSearchUrl, saveSearch, searchResults } from './saved-search.fixtures'

const env = useTestServer({ listen: true })

const isMatch = (event: { kind: string }): event is SavedSearchNotification =>
  event.kind === NotificationKind.SavedSearchMatch

/** Reads searches with "notify me". */
let anna: Person<SavedSearchNotification>
/** Publishes. */
let boris: Person<SavedSearchNotification>

beforeAll(async () => {
  anna = await person(env, 'Anna', isMatch)
  boris = await person(env, 'Boris', isMatch)
})

/** A word of this test alone, so each test's searches match only its own items. */
const tag = () => `q${Math.random().toString(36).slice(2, 8)}`

/** Publishes an item of `author`'s titled `title` at `level`; answers its id. */
const publish = async (
  author: Person<SavedSearchNotification>,
  title: string,
  level: AccessLevel = AccessLevel.Open,
) => (await createPublished(author.api, publishableForm({ title, cAccessLevel: level }))).item.id

/** Once the "notify me" job of the item has run: what it told is on its way to the sockets. */
const notified = (publicationId: string) =>
  until(
    async () => {
      const { rows } = await env.t.database.executeSql(
        "select state from pgboss.job where name = 'saved-search.notify' and data->>'publicationId' = $1",
        [publicationId],
      )
      return rows[0]?.state
    },
    (state) => state === 'completed',
  )

/** The notifications `who` got of the item, everything sent before now having arrived. */
const toldOf = async (who: Person<SavedSearchNotification>, publicationId: string) => {
  await env.caughtUp(who.socket, who.user)
  return who.inbox.filter((event) => event.publicationId === publicationId)
}

describe('notify me', () => {
  it('tells the owner of a matching first publication, which is NEW in its results until refreshed', async () => {
    const word = tag()
    const saved = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const own = await saveSearch(boris.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const id = await publish(boris, `Нейронная сеть для распознавания речи ${word}`)
    const [told] = await until(
      () => anna.inbox.filter((event) => event.publicationId === id),
      (list) => list.length > 0,
    )
    expect(told).toMatchObject({
      kind: NotificationKind.SavedSearchMatch,
      savedSearchId: saved.id,
      searchName: `нейронные сети ${word}`,
      link: publicationPath(id),
      title: expect.stringContaining('Нейронная сеть'),
    })
    const fresh = await searchResults(anna.api, saved.id, 'NEW')
    expect(fresh.map((result) => [result.hit.id, result.current])).toEqual([[id, true]])
    expect((await listSearches(anna.api)).find((s) => s.id === saved.id)?.newResultCount).toBe(1)

    const refreshed = (await anna.api('PUT', savedSearchUrl(saved.id, '/refresh'))).json()
    expect(refreshed).toMatchObject({ id: saved.id, newResultCount: 0, resultCnt: 1 })
    expect(await searchResults(anna.api, saved.id, 'NEW')).toEqual([])
    expect((await searchResults(anna.api, saved.id)).map((r) => [r.hit.id, r.current])).toEqual([[id, false]])
    // Its own author is not told of it, though their search matches too.
    await notified(id)
    expect(await toldOf(boris, id)).toEqual([])
    expect(await searchResults(boris.api, own.id)).toEqual([])
  })

  it('tells no one of an item that does not match', async () => {
    const word = tag()
    const saved = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const id = await publish(boris, `Графы и их раскраски ${tag()}`)
    await notified(id)
    expect(await toldOf(anna, id)).toEqual([])
    expect(await searchResults(anna.api, saved.id)).toEqual([])
  })

  it("tells of a followers-only item only the owner's followers", async () => {
    const word = tag()
    const fan = await person(env, 'Fan', isMatch)
    await follow(fan.api, boris.user.id)
    const mine = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const theirs = await saveSearch(fan.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const id = await publish(boris, `Нейронные сети ${word}`, AccessLevel.Followers)
    await notified(id)
    expect(await toldOf(anna, id)).toEqual([])
    expect(await searchResults(anna.api, mine.id)).toEqual([])
    expect((await toldOf(fan, id)).map((event) => event.savedSearchId)).toEqual([theirs.id])
    expect((await searchResults(fan.api, theirs.id)).map((result) => result.hit.id)).toEqual([id])
  })

  it('tells no one of a private item', async () => {
    const word = tag()
    const saved = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const id = await publish(boris, `Нейронные сети ${word}`, AccessLevel.Private)
    await notified(id)
    expect(await toldOf(anna, id)).toEqual([])
    expect(await searchResults(anna.api, saved.id)).toEqual([])
  })

  it('stays silent with the switch 132:27 off, yet keeps the new result', async () => {
    const word = tag()
    const quiet = await person(env, 'Quiet', isMatch)
    await setSettings(quiet.api, { [SettingsElementRef.NotifySavedSearches]: false })
    const saved = await saveSearch(quiet.api, {
      request: { message: `нейронные сети ${word}` },
      notify: true,
    })
    const id = await publish(boris, `Нейронные сети ${word}`)
    await notified(id)
    expect(await toldOf(quiet, id)).toEqual([])
    expect((await searchResults(quiet.api, saved.id, 'NEW')).map((result) => result.hit.id)).toEqual([id])
  })

  it('is not asked of a search without notify', async () => {
    const word = tag()
    const saved = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` } })
    const id = await publish(boris, `Нейронные сети ${word}`)
    await notified(id)
    expect(await toldOf(anna, id)).toEqual([])
    expect(await searchResults(anna.api, saved.id)).toEqual([])
  })

  it('lists the searches with new results first when asked by NEW_COUNT', async () => {
    const word = tag()
    const reader = await person(env, 'Reader', isMatch)
    const matching = await saveSearch(reader.api, {
      request: { message: `нейронные сети ${word}` },
      notify: true,
    })
    const later = await saveSearch(reader.api, { request: { message: `графы ${tag()}` }, notify: true })
    const id = await publish(boris, `Нейронные сети ${word}`)
    await notified(id)
    expect((await listSearches(reader.api)).map((s) => s.id)).toEqual([later.id, matching.id])
    const byNew = await listSearches(reader.api, 'order=NEW_COUNT')
    expect(byNew.map((s) => [s.id, s.newResultCount])).toEqual([
      [matching.id, 1],
      [later.id, 0],
    ])
  })

  it('leaves out of the results an item its owner made private since', async () => {
    const word = tag()
    const saved = await saveSearch(anna.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const { upload, item } = await createPublished(
      boris.api,
      publishableForm({ title: `Нейронные сети ${word}` }),
    )
    await notified(item.id)
    expect((await searchResults(anna.api, saved.id)).map((result) => result.hit.id)).toEqual([item.id])
    await saveItem(boris.api, item.id, { ...item.metadata, cAccessLevel: AccessLevel.Private })
    await publishUpload(boris.api, upload.id)
    expect(await searchResults(anna.api, saved.id)).toEqual([])
  })

  it('does not tell one who blocked the author, nor one the author blocked', async () => {
    const word = tag()
    const blocker = await person(env, 'Blocker', isMatch)
    const blocked = await person(env, 'Blocked', isMatch)
    const block = async (who: Person<SavedSearchNotification>, whom: Person<SavedSearchNotification>) => {
      const res = await who.api('PATCH', '/api/core/user_subscription', [
        { rEntity: `202:${whom.user.id}`, blocked: true },
      ])
      expect(res.statusCode, res.body).toBe(200)
    }
    await block(blocker, boris)
    await block(boris, blocked)
    for (const who of [blocker, blocked])
      await saveSearch(who.api, { request: { message: `нейронные сети ${word}` }, notify: true })
    const id = await publish(boris, `Нейронные сети ${word}`)
    await notified(id)
    expect(await toldOf(blocker, id)).toEqual([])
    expect(await toldOf(blocked, id)).toEqual([])
  })
})
