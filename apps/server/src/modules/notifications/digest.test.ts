import { SettingsElementRef } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import type { CaughtMail } from '../../test/mail-catcher'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'
import { createPost } from '../posts/posts.fixtures'
import { follow, setSettings } from '../profile/settings.fixtures'
import { DIGEST_PERIOD_MS } from './digest.policy'

/** Settings 132:25 "news digest by e-mail": a weekly mail of the new posts of the reader's feed. */

const SUBJECT = { ru: /Новое в «Науке» за неделю/, en: /This week on Nauka/ }

const env = useTestServer()
const { as: api } = env
const digests = () => env.t.app.digests
const digestsTo = (user: TestUser) =>
  env.mail.mails.filter(
    (m) => m.to.includes(user.email) && (SUBJECT.ru.test(m.subject) || SUBJECT.en.test(m.subject)),
  )
/** The `n`th digest to the user, once it has come. */
const nthDigest = (user: TestUser, n: number) =>
  until(
    () => digestsTo(user)[n - 1],
    (mail): mail is CaughtMail => mail !== undefined,
  )
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

/** An author with a name, a reader following them with the digest on, and another follower without it. */
async function scene(lang: 1 | 2 = 1) {
  const [author, reader, other] = await Promise.all([env.newUser(), env.newUser({ lang }), env.newUser()])
  await api(author)('POST', '/api/core/user_profile/info', { firstName: 'Maria', lastName: 'Curie' })
  await follow(api(reader), author.id)
  await follow(api(other), author.id)
  await setSettings(api(reader), { [SettingsElementRef.EmailDigest]: true })
  return { author, reader, other }
}

describe('news digest by e-mail (132:25)', () => {
  it('mails a user who switched it on the new posts of their feed, newest first, and only them', async () => {
    const { author, reader, other } = await scene()
    const radium = await createPost(api(author), { title: 'Radium' })
    const polonium = await createPost(api(author), { title: 'Polonium' })
    const now = new Date()

    const sent = await digests().sendDue(now)
    expect(sent).toContain(reader.id)
    expect(sent).not.toContain(other.id)
    const mail = await nthDigest(reader, 1)
    expect(mail.subject).toMatch(SUBJECT.ru)
    expect(mail.text.indexOf('Polonium')).toBeGreaterThan(-1)
    expect(mail.text.indexOf('Polonium')).toBeLessThan(mail.text.indexOf('Radium'))
    expect(mail.text).toContain('Maria Curie')
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `http://nauka.test/userPost/${polonium.id}`,
        `http://nauka.test/userPost/${radium.id}`,
        'http://nauka.test/feed',
      ]),
    )
    expect(digestsTo(other)).toEqual([])
  })

  it('comes once a week, with what is new since the last one', async () => {
    const { author, reader } = await scene()
    await createPost(api(author), { title: 'Radium' })
    const now = new Date()
    expect(await digests().sendDue(now)).toContain(reader.id)
    await nthDigest(reader, 1)
    expect(await digests().sendDue(later(now, DIGEST_PERIOD_MS - 60_000))).not.toContain(reader.id)

    await createPost(api(author), { title: 'Uranium' })
    expect(await digests().sendDue(later(now, DIGEST_PERIOD_MS + 60_000))).toContain(reader.id)
    const second = await nthDigest(reader, 2)
    expect(second.text).toContain('Uranium')
    expect(second.text).not.toContain('Radium')
  })

  it('writes in the language of the account', async () => {
    const { author, reader } = await scene(2)
    await createPost(api(author), { title: 'Thorium' })
    await digests().sendDue(new Date())
    expect((await nthDigest(reader, 1)).subject).toMatch(SUBJECT.en)
  })

  it('sends nothing when the feed has nothing new, nor once the switch is off again', async () => {
    const { author, reader } = await scene()
    const now = new Date()
    expect(await digests().sendDue(now)).not.toContain(reader.id)
    await setSettings(api(reader), { [SettingsElementRef.EmailDigest]: false })
    await createPost(api(author), { title: 'Actinium' })
    expect(await digests().sendDue(later(now, DIGEST_PERIOD_MS + 60_000))).not.toContain(reader.id)
    expect(digestsTo(reader)).toEqual([])
  })
})
