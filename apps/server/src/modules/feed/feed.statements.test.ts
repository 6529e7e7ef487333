import { NEWS_CHANNEL } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { TestUser } from '../../test/auth-helpers'
import { recordSqlBuilds } from '../../test/sql-builds'
import { recordStatements } from '../../test/statements'
import { useTestServer } from '../../test/test-server'
import { createPost } from '../posts/posts.fixtures'
import { feedPage, follow, nextPageQuery, switchChannels } from './feed.fixtures'

const env = useTestServer()

/** The statements a feed page sent and the SQL texts Drizzle built for it, after a warm-up read. */
async function pageCost(reader: TestUser, query: string) {
  const read = () => feedPage(env.as(reader), reader, query)
  await read()
  const statements = recordStatements(env.t.database)
  const builds = recordSqlBuilds()
  const page = await read()
  return { page, sent: statements.stop(), built: builds.stop() }
}

/** The feed's own statements: the reader's channel switches and the skeleton of the page. */
const feedOwn = (texts: string[]) =>
  texts.filter((text) => /feed_channel_settings|with authors as/.test(text))

// A regression guard of the feed page's throughput (issue 20): every statement is a round trip
// and, built anew, ~70 µs of the server's CPU; the skeleton, a long CTE, cost more. A page once took
// 9 (the posts' decorations apart, the feed's own two built on every page). The feed's own
// two statements are built once per shape of the skeleton (channels on, cursor), whatever the values.
describe('the statements of a feed page', () => {
  it('sends at most 6 and builds neither the channel switches nor the skeleton again, on any page', async () => {
    const [reader, author] = await Promise.all([env.newUser(), env.newUser()])
    await follow(env.as(reader), author)
    for (let i = 0; i < 3; i++) await createPost(env.as(author))

    const first = await pageCost(reader, 'pageSize=2')
    expect(first.page.elements).toHaveLength(2)
    expect(first.sent.length, first.sent.join('\n')).toBeLessThanOrEqual(6)
    expect(feedOwn(first.sent)).toHaveLength(2)
    expect(feedOwn(first.built), first.built.join('\n')).toEqual([])

    const next = await pageCost(reader, `pageSize=2&${nextPageQuery(first.page)}`)
    expect(next.page.elements).toHaveLength(1)
    expect(feedOwn(next.built), next.built.join('\n')).toEqual([])
  })

  it('builds the skeleton once for each shape of channels, not per reader', async () => {
    const [reader, other] = await Promise.all([env.newUser(), env.newUser()])
    for (const someone of [reader, other])
      await switchChannels(env.as(someone), someone, [
        { source: NEWS_CHANNEL, subscribed: false },
        { source: '40:2', subscribed: true },
      ])
    await feedPage(env.as(other), other)
    const builds = recordSqlBuilds()
    await feedPage(env.as(reader), reader)
    expect(feedOwn(builds.stop())).toEqual([])
  })
})
