// The search bench's data set (issue 15), generated inside the database: 100,000 publications in
// Russian and English with mixed access levels, their owners' profiles and co-authors, and the
// search vectors as the app writes them.

import { profileNameKey } from '../../apps/server/src/modules/search/people.name-key.ts'
import { authorNameKey } from '../../apps/server/src/modules/uploads/uploads.publication.ts'
import { EN, EN_NAMES, RU, RU_NAMES } from './search-vocabulary.mjs'

/** BENCH_SEARCH_PUBLICATIONS makes a smaller (or larger) set for a quick look. */
export const PUBLICATIONS = Number(process.env.BENCH_SEARCH_PUBLICATIONS ?? 100_000)
const USERS = 2_000
const READER_FOLLOWS = 50

/** A few hundred names, each with the keys the app writes for a profile and for an author. */
export function namePool() {
  const pool = []
  for (const last of RU_NAMES.last) {
    for (const first of RU_NAMES.male.slice(0, 3)) pool.push({ lastName: last, firstName: first })
    for (const first of RU_NAMES.female.slice(0, 3)) pool.push({ lastName: `${last}а`, firstName: first })
  }
  for (const last of EN_NAMES.last)
    for (const first of EN_NAMES.first) pool.push({ lastName: last, firstName: first })
  return pool.map((n) => ({
    ...n,
    profileKey: profileNameKey({
      ...n,
      middleName: null,
      firstNameEn: null,
      lastNameEn: null,
      nickname: null,
    }),
    authorKey: authorNameKey(n),
  }))
}

/** The data set, generated inside the database. */
export async function seed(client) {
  const pool = namePool()
  await client.query(
    `create temporary table bench_names as
     select i - 1 as i, first, last, pkey, akey
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as n(first, last, pkey, akey, i)`,
    [
      pool.map((n) => n.firstName),
      pool.map((n) => n.lastName),
      pool.map((n) => n.profileKey),
      pool.map((n) => n.authorKey),
    ],
  )
  await client.query(
    `insert into users (email, email_verified_at)
     select 'bench.search.' || g || '@example.org', now() from generate_series(1, $1) g`,
    [USERS],
  )
  await client.query(
    `insert into profiles (user_id, first_name, last_name, name_key)
     select u.id, n.first, n.last, n.pkey
       from users u join bench_names n on n.i = (u.id * 7) % (select count(*) from bench_names)`,
  )
  // The reader (user 1) follows 50 owners: their followers-only items are theirs to find.
  await client.query(
    `insert into follows (follower_id, followee_id, subscribed, subscribed_at)
     select 1, 1 + k * 37, true, now() from generate_series(1, $1) k`,
    [READER_FOLLOWS],
  )
  await client.query(
    `create temporary table bench_pub as
     select g, md5('bench-search-' || g)::uuid as id, (g % $2) + 1 as owner_id
       from generate_series(1, $1) g`,
    [PUBLICATIONS, USERS],
  )
  // n(k): a stable pseudo-random number in [0, 2^32) per item and purpose k; h(k) the same in
  // [0, 1). A pick by h^3 leans towards the head of a list, so its tail is rare.
  const n = (k) => `(hashint4(b.g * 64 + ${k})::bigint + 2147483648)`
  const h = (k) => `(${n(k)} / 4294967296.0)`
  const pick = (arr, k, power = 1) =>
    `(${arr})[1 + floor(array_length(${arr}, 1) * power(${h(k)}, ${power}))::int]`
  const fill = (sentences, subjects, k) =>
    `replace(${pick(sentences, k)}, '{s}', ${pick(subjects, k + 1, 3)})`
  const texts = (v, o) => ({
    title: `${pick(`$${o}::text[]`, 10)} || ' ' || ${pick(`$${o + 1}::text[]`, 11)} || ${
      o === 1 ? `' '` : `' of '`
    } || ${pick(`$${o + 2}::text[]`, 12, 3)}`,
    abstract: `${fill(`$${o + 3}::text[]`, `$${o + 2}::text[]`, 13)} || ' ' || ${fill(`$${o + 3}::text[]`, `$${o + 2}::text[]`, 15)} || ' ' || ${fill(`$${o + 3}::text[]`, `$${o + 2}::text[]`, 17)}`,
    keywords: `jsonb_build_array(${pick(`$${o + 4}::text[]`, 20, 2)}, ${pick(`$${o + 4}::text[]`, 21, 2)}, ${pick(`$${o + 4}::text[]`, 22, 2)})
      || case when ${n(23)} % 1000 = 0 then jsonb_build_array(${pick(`$${o + 5}::text[]`, 24)}) else '[]'::jsonb end`,
    v,
  })
  const ru = texts('ru', 1)
  const en = texts('en', 7)
  const vocab = (v) => [v.adjectives, v.studies, v.subjects, v.sentences, v.keywords, v.rare]
  // Access: 70% open, 15% registered users, 10% followers, 5% the owner only; 1% deleted.
  await client.query(
    `insert into publications (id, owner_id, access_level, metadata, title, type, science_area, lang,
                               year, published_at, updated_at, deleted_at, has_pdf)
     select b.id, b.owner_id, t.access, jsonb_strip_nulls(jsonb_build_object(
              'cType', '39:' || t.type, 'cLang', '2:' || t0.lang, 'cAccessLevel', '59:' || t.access,
              'cScienceArea', '40:' || t.area, 'title', t.title, 'keywords', t.keywords,
              'abstract', t.abstract, 'year', t.year, 'place', 'Moscow',
              'titleEn', t.title_en, 'abstractEn', t.abstract_en, 'keywordsEn', t.keywords_en)),
            t.title, t.type, t.area, t0.lang, t.year, now() - b.g * interval '5 minutes',
            now() - b.g * interval '5 minutes',
            case when ${n(5)} % 100 = 0 then now() end,
            ${n(6)} % 10 < 6
       from bench_pub b
       cross join lateral (select case when ${n(1)} % 100 < 60 then 1 else 2 end as lang) t0
       cross join lateral (select
              case when ${n(2)} % 100 < 70 then 1 when ${n(2)} % 100 < 85 then 2
                   when ${n(2)} % 100 < 95 then 3 else 4 end as access,
              1 + floor(8 * power(${h(7)}, 2))::int as type, 1 + ${n(8)} % 6 as area,
              2000 + ${n(9)} % 26 as year,
              case when t0.lang = 1 then ${ru.title} else ${en.title} end as title,
              case when t0.lang = 1 then ${ru.abstract} else ${en.abstract} end as abstract,
              case when t0.lang = 1 then ${ru.keywords} else ${en.keywords} end as keywords,
              -- Half the Russian items also have their English title, abstract and keywords.
              case when t0.lang = 1 and b.g % 2 = 0 then ${en.title} end as title_en,
              case when t0.lang = 1 and b.g % 2 = 0 then ${en.abstract} end as abstract_en,
              case when t0.lang = 1 and b.g % 2 = 0 then ${en.keywords} end as keywords_en) t`,
    [...vocab(RU), ...vocab(EN)],
  )
  // The owner is the first author; up to two co-authors from the pool, not users.
  await client.query(
    `insert into publication_authors (publication_id, ord, user_id, full_name, name_key)
     select b.id, 0, b.owner_id, p.last_name || ' ' || p.first_name, n.akey
       from bench_pub b join profiles p on p.user_id = b.owner_id
       join bench_names n on n.first = p.first_name and n.last = p.last_name`,
  )
  await client.query(
    `insert into publication_authors (publication_id, ord, user_id, full_name, name_key)
     select b.id, k, null, n.last || ' ' || n.first, n.akey
       from bench_pub b cross join generate_series(1, 2) k
       join bench_names n on n.i = (hashint4(b.g * 64 + 40 + k)::bigint + 2147483648) % (select count(*) from bench_names)
      where k <= (hashint4(b.g * 64 + 39)::bigint + 2147483648) % 3`,
  )
  // The vectors as the app writes them (publication_search_vector of migration 0014).
  const started = performance.now()
  await client.query('update publications set search_vector = publication_search_vector(id)')
  const vectorSeconds = (performance.now() - started) / 1000
  // As autovacuum would have by then: statistics for the planner, the GIN pending list merged.
  await client.query('vacuum analyze')
  return { vectorSeconds }
}
