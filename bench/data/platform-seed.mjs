// The platform's bench data set (issues 19 and 20): users who can all sign in, follows, posts with
// comments and likes, publications in Russian and English, personal dialogs with messages and a few
// groups, generated inside a migrated database by set-based statements (no round trip per row), so
// the same code seeds the soak's small set in seconds and issue 20's large one.

import { hashPassword } from '../../apps/server/src/modules/auth/password.ts'
import { namePool } from './search-seed.mjs'
import { EN, RU } from './search-vocabulary.mjs'

/** Every seeded user's password. */
export const SEED_PASSWORD = 'Bench-Seed-Password-1'

/** The soak's size: seeds in seconds on PGlite. */
export const SOAK_SCALE = {
  users: 1_000,
  followsPerUser: 20,
  posts: 20_000,
  comments: 60_000,
  publications: 5_000,
  dialogs: 2_000,
  messages: 40_000,
  groups: 20,
}

/** Issue 20's size. */
export const LARGE_SCALE = {
  users: 10_000,
  followsPerUser: 50,
  posts: 200_000,
  comments: 1_000_000,
  publications: 100_000,
  dialogs: 50_000,
  messages: 1_000_000,
  groups: 200,
}

/** The e-mail of the seeded user number `n` (1-based) of seed `seed`. */
export const seedEmail = (seed, n) => `bench.${seed}.${n}@example.org`

/**
 * The counts a seed writes, checked: personal dialogs pair user a with a + d (d < users / 2), so
 * there are at most users × (users / 2 - 1) distinct pairs; groups take ten members each.
 */
export function seedPlan(scale) {
  const plan = { ...SOAK_SCALE, ...scale }
  for (const [key, value] of Object.entries(plan))
    if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a whole number ≥ 0`)
  if (plan.users < 12) throw new Error('users must be at least 12')
  if (plan.followsPerUser >= plan.users) throw new Error('followsPerUser must be below users')
  const maxDialogs = plan.users * (Math.ceil(plan.users / 2) - 1)
  if (plan.dialogs > maxDialogs) throw new Error(`dialogs must be at most ${maxDialogs}`)
  if (plan.comments > 0 && plan.posts === 0) throw new Error('comments need posts')
  if (plan.messages > 0 && plan.dialogs === 0) throw new Error('messages need dialogs')
  return plan
}

/**
 * The SQL of pseudo-random picks for one seed: n(k) a stable number in [0, 2^32) per row `g` and
 * purpose `k`; pick(arr, k) an element of a text array parameter; sentence(ru, k) a sentence about a
 * subject from the four vocabulary parameters at `v` (RU sentences, RU subjects, EN ...), in Russian
 * where the SQL condition `ru` holds.
 */
export function randomSql(seed) {
  if (!Number.isInteger(seed)) throw new Error('seed must be a whole number')
  const n = (k, g = 'g') => `(hashint4(${g} * 64 + ${k} + ${seed * 7919})::bigint + 2147483648)`
  const pick = (arr, k, g = 'g') => `(${arr})[1 + ${n(k, g)} % array_length(${arr}, 1)]`
  const sentence = (ru, k, v, g = 'g') =>
    `case when ${ru} then replace(${pick(`$${v}::text[]`, k, g)}, '{s}', ${pick(`$${v + 1}::text[]`, k + 1, g)})
          else replace(${pick(`$${v + 2}::text[]`, k, g)}, '{s}', ${pick(`$${v + 3}::text[]`, k + 1, g)}) end`
  return { n, pick, sentence }
}
const VOCAB = [RU.sentences, RU.subjects, EN.sentences, EN.subjects]

/**
 * Fills a migrated database (`client.query(text, values)` as pg and PGlite answer) with the data
 * set of `scale` (SOAK_SCALE by default); the same `seed` gives the same rows. Ids are allotted in
 * one statement each, so each table's new rows are the ids after the largest before it.
 */
export async function seedPlatform(client, { seed = 1, scale = {} } = {}) {
  const plan = seedPlan(scale)
  const started = performance.now()
  const r = randomSql(seed)
  const { n, sentence } = r
  const q = (text, values = []) => client.query(text, values)
  const nextId = async (table) =>
    Number((await q(`select coalesce(max(id), 0) + 1 as id from ${table}`)).rows[0].id)
  const expectIds = async (table, first, count) => {
    const { rows } = await q(`select count(*)::int as c from ${table} where id between $1 and $2`, [
      first,
      first + count - 1,
    ])
    if (rows[0].c !== count) throw new Error(`${table}: the new ids are not contiguous`)
  }
  const ctx = { q, plan, r, nextId, expectIds, seed }
  const passwordHash = await hashPassword(SEED_PASSWORD)
  const pool = namePool()

  const u0 = await nextId('users')
  ctx.u0 = u0
  await q(
    `insert into users (email, password_hash, email_verified_at, lang)
     select 'bench.' || $1::int || '.' || g || '@example.org', $2, now(), 1 + g % 2
       from generate_series(1, $3) g`,
    [seed, passwordHash, plan.users],
  )
  await expectIds('users', u0, plan.users)
  const user = (expr) => `(${u0} + (${expr}) % ${plan.users})`
  await q(
    `insert into profiles (user_id, first_name, last_name, name_key)
     select ${u0} + g - 1, ($1::text[])[i], ($2::text[])[i], ($3::text[])[i]
       from generate_series(1, $4) g cross join lateral (select 1 + ${n(1)} % array_length($1::text[], 1) as i) x`,
    [pool.map((p) => p.firstName), pool.map((p) => p.lastName), pool.map((p) => p.profileKey), plan.users],
  )
  await q(
    `insert into follows (follower_id, followee_id, subscribed, subscribed_at)
     select ${user('g - 1')}, ${user(`g + ${n(2, 'g * 100 + k')} % ($1 - 1)`)}, true, now() - k * interval '1 hour'
       from generate_series(1, $1) g cross join generate_series(1, $2) k
     on conflict do nothing`,
    [plan.users, plan.followsPerUser],
  )

  const p0 = await nextId('posts')
  await q(
    `insert into posts (author_id, title, text, published_at)
     select ${user(n(3))}, ${sentence(`${n(4)} % 2 = 0`, 5, 1)},
            ${sentence(`${n(4)} % 2 = 0`, 7, 1)} || ' ' || ${sentence(`${n(4)} % 2 = 0`, 9, 1)},
            now() - g * interval '30 seconds'
       from generate_series(1, $5) g`,
    [...VOCAB, plan.posts],
  )
  await expectIds('posts', p0, plan.posts)
  // Comments lean to recent posts (the head of the feed) as readers' do: post = last - h^2 · posts.
  await q(
    `insert into comments (post_id, author_id, text, published_at)
     select ${p0 + plan.posts - 1} - floor(power(${n(10)} / 4294967296.0, 2) * $5)::int, ${user(n(11))},
            ${sentence(`${n(12)} % 2 = 0`, 13, 1)}, now() - g * interval '5 seconds'
       from generate_series(1, $6) g`,
    [...VOCAB, plan.posts, plan.comments],
  )
  await q(
    `insert into comment_reactions (comment_id, user_id, reaction)
     select c.id, ${user('c.id + k * 37')}, 1
       from comments c cross join generate_series(1, 3) k
      where c.post_id >= $1 and k <= ${n(14, 'c.id')} % 4
     on conflict do nothing`,
    [p0],
  )
  await q(
    `update comments c set reaction_count = r.c
       from (select comment_id, count(*)::int c from comment_reactions group by comment_id) r
      where r.comment_id = c.id and c.post_id >= $1`,
    [p0],
  )
  await q(
    `update posts p set comment_count = c.c
       from (select post_id, count(*)::int c from comments where post_id >= $1 group by post_id) c
      where c.post_id = p.id`,
    [p0],
  )

  await seedPublications(ctx, pool)
  await seedDialogs(ctx)
  await seedGroups(ctx)
  // As autovacuum would have by then: statistics for the planner, the GIN pending lists merged. A
  // client that wraps each statement in a transaction (the app's executeSql on PGlite) can only
  // analyze.
  await client.query('vacuum analyze').catch(async (err) => {
    if (err?.code !== '25001') throw err
    await client.query('analyze')
  })
  return { plan, firstUserId: u0, seconds: (performance.now() - started) / 1000 }
}

/** Open publications with their owner as first author, and the search vectors as the app writes them. */
async function seedPublications({ q, plan, r, u0, seed }, pool) {
  if (plan.publications === 0) return
  const { n, sentence } = r
  const ids = `select md5('bench-' || ${seed} || '-' || g)::uuid from generate_series(1, $1) g`
  await q(
    `insert into publications (id, owner_id, access_level, metadata, title, type, science_area, lang,
                               year, published_at, updated_at)
     select md5('bench-' || ${seed} || '-' || g)::uuid, ${u0} + ${n(20)} % $5, 1,
            jsonb_build_object('cType', '39:1', 'cLang', '2:' || t.lang, 'cAccessLevel', '59:1',
              'cScienceArea', '40:' || t.area, 'title', t.title, 'abstract', t.abstract, 'year', t.year),
            t.title, 1, t.area, t.lang, t.year, now() - g * interval '5 minutes', now() - g * interval '5 minutes'
       from generate_series(1, $6) g
       cross join lateral (select 1 + ${n(21)} % 2 as lang) l
       cross join lateral (select l.lang, 1 + ${n(22)} % 6 as area, 2000 + ${n(23)} % 26 as year,
              ${sentence('l.lang = 1', 24, 1)} as title,
              ${sentence('l.lang = 1', 26, 1)} || ' ' || ${sentence('l.lang = 1', 28, 1)} as abstract) t`,
    [...VOCAB, plan.users, plan.publications],
  )
  await q(
    `insert into publication_authors (publication_id, ord, user_id, full_name, name_key)
     select p.id, 0, p.owner_id, f.last_name || ' ' || f.first_name, coalesce(k.akey, '')
       from publications p join profiles f on f.user_id = p.owner_id
       left join (select distinct on (first, last) first, last, akey
                    from unnest($2::text[], $3::text[], $4::text[]) as k(first, last, akey)) k
         on k.first = f.first_name and k.last = f.last_name
      where p.id in (${ids})`,
    [
      plan.publications,
      pool.map((p) => p.firstName),
      pool.map((p) => p.lastName),
      pool.map((p) => p.authorKey),
    ],
  )
  // publication_search_vector (migration 0014) is what the app's own writes call.
  await q(`update publications set search_vector = publication_search_vector(id) where id in (${ids})`, [
    plan.publications,
  ])
}

/** Personal dialogs of user a with a + d, both members having read everything, and their messages. */
async function seedDialogs({ q, plan, r, u0, nextId, expectIds }) {
  if (plan.dialogs === 0) return
  const { n, sentence } = r
  const d0 = await nextId('dialogs')
  const a = `(${u0} + (g - 1) % $1)`
  const b = `(${u0} + ((g - 1) % $1 + 1 + (g - 1) / $1) % $1)`
  await q(
    `insert into dialogs (type, personal_key, created_at)
     select 1, least(${a}, ${b}) || ':' || greatest(${a}, ${b}), now() - interval '30 days'
       from generate_series(1, $2) g`,
    [plan.users, plan.dialogs],
  )
  await expectIds('dialogs', d0, plan.dialogs)
  await q(
    `insert into dialog_members (dialog_id, user_id, joined_at)
     select d.id, split_part(d.personal_key, ':', k)::int, d.created_at
       from dialogs d cross join generate_series(1, 2) k where d.id >= $1`,
    [d0],
  )
  const m0 = await nextId('messages')
  await q(
    `insert into messages (dialog_id, owner_id, type, text, created_at)
     select d.id, split_part(d.personal_key, ':', 1 + (${n(30)} % 2)::int)::int, 1,
            ${sentence(`${n(31)} % 2 = 0`, 32, 1)}, now() - ($6 - g) * interval '10 seconds'
       from generate_series(1, $6) g
       join dialogs d on d.id = $5 + ${n(33)} % $7`,
    [...VOCAB, d0, plan.messages, plan.dialogs],
  )
  await q(
    `update dialogs d set first_message_id = m.first, last_message_id = m.last
       from (select dialog_id, min(id) first, max(id) last from messages where id >= $1 group by dialog_id) m
      where m.dialog_id = d.id`,
    [m0],
  )
  await q(
    `update dialog_members dm set delivered_up_to = d.last_message_id, read_up_to = d.last_message_id
       from dialogs d where d.id = dm.dialog_id and d.id >= $1`,
    [d0],
  )
}

/** Open groups of ten members each, the first its owner. */
async function seedGroups({ q, plan, r, u0, nextId, expectIds }) {
  if (plan.groups === 0) return
  const g0 = await nextId('groups')
  await q(
    `insert into groups (name, description, science_area, member_count)
     select ${r.pick('$1::text[]', 40)} || ' ' || g, '', 1 + g % 6, 10 from generate_series(1, $2) g`,
    [[...RU.subjects, ...EN.subjects], plan.groups],
  )
  await expectIds('groups', g0, plan.groups)
  await q(
    `insert into group_members (group_id, user_id, role, status, joined_at)
     select $1::int + g - 1, ${u0} + (g * 10 + k) % $2, case when k = 0 then 1 else 3 end, 1, now()
       from generate_series(1, $3) g cross join generate_series(0, 9) k`,
    [g0, plan.users, plan.groups],
  )
}
