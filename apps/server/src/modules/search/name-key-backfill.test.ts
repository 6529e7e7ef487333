import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profiles, publicationAuthors } from '../../db/schema'
import { useTestServer } from '../../test/test-server'
import { publish } from '../publications/publications.fixtures'
import { backfillNameKeys, nameKeyBackfillTask } from './name-key-backfill'

const env = useTestServer()

const profileKey = async (userId: number) =>
  (await env.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.nameKey

describe('the name key backfill', () => {
  it('keys the profiles and publication authors written before keys were, and only those', async () => {
    const [old, nameless, fresh] = await Promise.all([env.newUser(), env.newUser(), env.newUser()])
    // Rows as migration 0014 found them: names, an empty key.
    await env.db.insert(profiles).values({ userId: old.id, firstName: 'Юрий', lastName: 'Журавлёв' })
    await env.db.insert(profiles).values({ userId: nameless.id, dsc: 'no names' })
    await env.db.insert(profiles).values({ userId: fresh.id, lastName: 'Fresh', nameKey: 'kept as written' })
    const item = await publish(env.db, old, env.as(old), {
      files: 0,
      authors: [{ lastName: 'Кузнецова', firstName: 'Анна', lastNameEn: 'Kuznetsova', firstNameEn: 'Ann' }],
    })
    const author = and(eq(publicationAuthors.publicationId, item.id), eq(publicationAuthors.ord, 0))
    await env.db.update(publicationAuthors).set({ nameKey: '' }).where(author)

    // A batch of one walks every row past the nameless profile.
    const result = await backfillNameKeys(env.db, () => false, 1)

    expect(await profileKey(old.id)).toBe('юрий iurii yurij журавлев zhuravlev zhuravlyov')
    expect(await profileKey(nameless.id)).toBe('')
    expect(await profileKey(fresh.id)).toBe('kept as written')
    const [keyed] = await env.db.select().from(publicationAuthors).where(author)
    expect(keyed?.nameKey.split(' ')).toEqual(
      expect.arrayContaining(['кузнецова', 'kuznetsova', 'анна', 'anna', 'ann']),
    )
    expect(result.profiles).toBeGreaterThanOrEqual(1)
    expect(result.authors).toBeGreaterThanOrEqual(1)
    // Once done, a second run finds nothing to write.
    expect(await backfillNameKeys(env.db)).toEqual({ profiles: 0, authors: 0 })
  })

  it('stops between batches when told to', async () => {
    const user = await env.newUser()
    await env.db.insert(profiles).values({ userId: user.id, lastName: 'Stopped' })
    expect(await backfillNameKeys(env.db, () => true)).toEqual({ profiles: 0, authors: 0 })
    expect(await profileKey(user.id)).toBe('')
  })

  it('runs as the app runs it: in the background from start, awaited by stop', async () => {
    const user = await env.newUser()
    await env.db.insert(profiles).values({ userId: user.id, lastName: 'Started' })
    const task = nameKeyBackfillTask(env.db, { info: () => {}, warn: () => {} })
    await task.start()
    await task.stop()
    expect(await profileKey(user.id)).toBe('started')
  })
})
