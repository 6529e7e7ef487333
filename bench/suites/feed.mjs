// The news feed through the whole stack (session, validation, channel settings, the skeleton query,
// hydration and presentation of 20 posts, serialisation) against the skeleton query alone on the
// bare driver, on a realistic data set: 2,000 users each following 50, 100,000 posts over a year
// (1% news, 30% filed under a science area, 2% deleted) and some blocks.

import { SessionService } from '../../apps/server/src/modules/auth/sessions.ts'
import { channelState } from '../../apps/server/src/modules/feed/feed.policy.ts'
import { feedSkeletonQuery, findChannelSettings } from '../../apps/server/src/modules/feed/feed.queries.ts'
import { createTestApp } from '../../apps/server/src/test/test-app.ts'
import { medianMs } from '../measure.mjs'

export const name = 'feed'

const USERS = 2_000
const FOLLOWS_EACH = 50
const POSTS = 100_000
const PAGE = 20

/** The data set, generated inside the database (fast even on the embedded PGlite). */
async function seed(client) {
  await client.query(
    `insert into users (email, email_verified_at)
     select 'bench.feed.' || g || '@example.org', now() from generate_series(1, $1) g`,
    [USERS],
  )
  // Ids are 1..USERS in a fresh database; a stride of 37 never lands on oneself (50 × 37 < 2,000).
  await client.query(
    `insert into follows (follower_id, followee_id, subscribed, subscribed_at)
     select u, ((u - 1 + k * 37) % $1) + 1, true, now() - k * interval '1 hour'
       from generate_series(1, $1) u, generate_series(1, $2) k`,
    [USERS, FOLLOWS_EACH],
  )
  await client.query(
    `insert into follows (follower_id, followee_id, blocked)
     select u, ((u - 1 + 1999) % $1) + 1, true from generate_series(1, $1, 10) u
     on conflict do nothing`,
    [USERS],
  )
  await client.query(
    `insert into posts (author_id, title, text, status, feed, topics, published_at,
                        view_count, comment_count, reaction_count)
     select (g % $1) + 1,
            'Findings number ' || g,
            repeat('Some measured results and what they mean. ', 12),
            case when g % 50 = 0 then 6 else 1 end,
            case when g % 100 = 1 then 'news' else 'user' end,
            case when g % 10 < 3 then array[(g % 6) + 1] else '{}'::integer[] end,
            now() - g * interval '5 minutes',
            g % 97, g % 13, g % 29
       from generate_series(1, $2) g`,
    [USERS, POSTS],
  )
  await client.query(
    `insert into feed_channel_settings (user_id, source, subscribed)
     select u, '40:' || ((u % 6) + 1), true from generate_series(1, $1, 3) u`,
    [USERS],
  )
  // As autovacuum would have by then: statistics for the planner, the GIN pending list merged.
  await client.query('vacuum analyze')
}

export async function run() {
  const t = await createTestApp()
  const { db } = t.database
  const client = db.$client
  await seed(client)

  // Reader 4 follows 50 researchers and has the news and one science area (40:5) on.
  const readerId = 4
  const { token } = await new SessionService(db).create(readerId, false, {})
  const api = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/core/user_messages/list/${readerId}?pageSize=${PAGE}`,
      headers: { cookie: `nauka_session=${token}` },
    })

  // The same skeleton SQL the service sends, rendered once, run on the bare driver.
  const state = channelState(await findChannelSettings(db, readerId))
  const skeleton = db.dialect.sqlToQuery(feedSkeletonQuery(readerId, state, {}, PAGE + 1))
  const bare = () => client.query(skeleton.sql, skeleton.params)

  const check = await api()
  const page = check.json()
  if (check.statusCode !== 200 || page.elements?.length !== PAGE || !page.hasMore)
    throw new Error(`the feed answered ${check.statusCode}: ${check.body.slice(0, 300)}`)
  const rows = (await bare()).rows
  if (rows.slice(0, PAGE).some((row, i) => Number(row.id) !== page.elements[i].body.id))
    throw new Error('the API and the bare skeleton disagree on the page')

  const options = { warmup: 5, rounds: 7, perRound: 10 }
  const subject = await medianMs(api, options)
  const baseline = await medianMs(bare, options)
  await t.close()
  return [
    {
      metric: `user_messages/list (${POSTS / 1000}k posts, 50 follows) vs bare skeleton SQL`,
      subject,
      baseline,
      unit: 'ms',
    },
  ]
}
