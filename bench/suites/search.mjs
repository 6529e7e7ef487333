// Search (issue 15) through the whole stack (rate rule, session, validation, the search
// transaction, hydration, ts_headline snippets, presentation, serialisation) against the
// statements that pick the results — the id page, the counts and the facets, taken from the
// search module's own query builders — on the bare driver, as p95 latency over 100,000
// publications in Russian and English with mixed access levels. The people count the service
// also runs (2,000 profiles) is left on the stack's side: its module is not one of these builders.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SearchRequest } from '@nauka/contracts'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts'
import { SessionService } from '../../apps/server/src/modules/auth/sessions.ts'
import {
  prepareNameMatching,
  resolveAuthor,
} from '../../apps/server/src/modules/search/author-match.queries.ts'
import { profileNameKey } from '../../apps/server/src/modules/search/people.name-key.ts'
import { countPosts } from '../../apps/server/src/modules/search/search.posts.queries.ts'
import {
  countPublications,
  findFacets,
  findPublicationPage,
} from '../../apps/server/src/modules/search/search.publications.queries.ts'
import { authorNameKey } from '../../apps/server/src/modules/uploads/uploads.publication.ts'
import { p95Ms } from '../measure.mjs'

export const name = 'search'

/** BENCH_SEARCH_PUBLICATIONS makes a smaller (or larger) set for a quick look. */
const PUBLICATIONS = Number(process.env.BENCH_SEARCH_PUBLICATIONS ?? 100_000)
const USERS = 2_000
const READER_FOLLOWS = 50

// Vocabularies. Titles and abstracts are put together from them in SQL, with skewed picks, so some
// words are in a fifth of the items and the tail of the subjects in well under one percent; the
// rare keywords are on one item in a thousand.
const RU = {
  adjectives: [
    'Структурный',
    'Асимптотический',
    'Нелинейный',
    'Вероятностный',
    'Спектральный',
    'Сравнительный',
    'Теоретический',
    'Экспериментальный',
    'Статистический',
    'Численный',
  ],
  studies: ['анализ', 'метод', 'подход', 'обзор', 'расчёт', 'исследование', 'модель', 'оценка'],
  subjects: [
    'ледниковых отложений',
    'турбулентных течений',
    'сверхпроводящих плёнок',
    'белковых структур',
    'социальных сетей',
    'речных экосистем',
    'вулканических пород',
    'языковых корпусов',
    'лесных пожаров',
    'магнитных материалов',
    'графеновых мембран',
    'городской застройки',
    'морских течений',
    'климатических моделей',
    'электронных спектров',
    'древних рукописей',
    'клеточных мембран',
    'квантовых точек',
    'транспортных потоков',
    'нейронных сетей',
    'археологических памятников',
    'почвенных микроорганизмов',
    'редкоземельных элементов',
    'сейсмических волн',
    'плазменных неустойчивостей',
    'финансовых рынков',
    'гравитационных линз',
    'полимерных композитов',
    'мерзлотных ландшафтов',
    'солнечной активности',
  ],
  sentences: [
    'В работе рассматриваются свойства {s} при различных условиях.',
    'Предложен новый метод изучения {s}.',
    'Результаты измерений согласуются с данными предыдущих исследований.',
    'Авторы обсуждают ограничения модели и направления дальнейшей работы.',
    'Особое внимание уделено устойчивости решений и точности вычислений.',
    'Собраны наблюдения за десять лет полевых экспедиций.',
    'Построена математическая модель {s} и проведено её численное моделирование.',
    'Показано, что учёт нелинейных эффектов существенно меняет картину {s}.',
    'Данные получены на установке нового поколения.',
    'Обсуждается применимость результатов к смежным задачам.',
  ],
  keywords: [
    'моделирование',
    'эксперимент',
    'статистика',
    'оптимизация',
    'наблюдения',
    'классификация',
    'спектроскопия',
    'машинное обучение',
    'динамика',
    'устойчивость',
    'термодинамика',
    'геохимия',
    'биоинформатика',
    'картография',
    'лингвистика',
    'эпидемиология',
  ],
  rare: [
    'магнетокалорика',
    'палеопротеомика',
    'криовулканизм',
    'фотострикция',
    'гидроакустика',
    'дендрохронология',
    'спинтроника',
    'нейроэтология',
    'астробиология',
    'ихнология',
  ],
}

const EN = {
  adjectives: [
    'Scalable',
    'Asymptotic',
    'Nonlinear',
    'Probabilistic',
    'Spectral',
    'Comparative',
    'Theoretical',
    'Experimental',
    'Statistical',
    'Numerical',
  ],
  studies: ['analysis', 'method', 'approach', 'survey', 'framework', 'study', 'model', 'estimate'],
  subjects: [
    'glacial deposits',
    'turbulent flows',
    'superconducting films',
    'protein folding',
    'social networks',
    'river ecosystems',
    'volcanic rocks',
    'language corpora',
    'forest fires',
    'magnetic materials',
    'graphene membranes',
    'urban growth',
    'ocean currents',
    'climate models',
    'electron spectra',
    'graph algorithms',
    'cell membranes',
    'quantum dots',
    'traffic flows',
    'neural networks',
    'archaeological sites',
    'soil microbiota',
    'rare earth elements',
    'seismic waves',
    'plasma instabilities',
    'financial markets',
    'gravitational lenses',
    'polymer composites',
    'permafrost landscapes',
    'solar activity',
  ],
  sentences: [
    'This paper studies {s} under a range of conditions.',
    'We propose a new method for the study of {s}.',
    'The measurements agree with earlier observations.',
    'We discuss the limits of the model and directions for future work.',
    'Particular attention is paid to the stability and accuracy of the solutions.',
    'Data were collected over ten years of field campaigns.',
    'A mathematical model of {s} is built and simulated numerically.',
    'Nonlinear effects are shown to change the picture of {s} considerably.',
    'The data come from a new generation of instruments.',
    'We discuss how the results apply to related problems.',
  ],
  keywords: [
    'modelling',
    'experiment',
    'statistics',
    'optimisation',
    'observations',
    'classification',
    'spectroscopy',
    'machine learning',
    'dynamics',
    'stability',
    'thermodynamics',
    'geochemistry',
    'bioinformatics',
    'cartography',
    'linguistics',
    'epidemiology',
  ],
  rare: [
    'magnetocalorics',
    'palaeoproteomics',
    'cryovolcanism',
    'photostriction',
    'hydroacoustics',
    'dendrochronology',
    'spintronics',
    'neuroethology',
    'astrobiology',
    'ichnology',
  ],
}

const RU_NAMES = {
  last: [
    'Иванов',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Соколов',
    'Лебедев',
    'Козлов',
    'Новиков',
    'Морозов',
    'Петров',
    'Волков',
    'Соловьёв',
    'Васильев',
    'Зайцев',
    'Павлов',
    'Семёнов',
    'Голубев',
    'Виноградов',
    'Богданов',
    'Воробьёв',
    'Фёдоров',
    'Михайлов',
    'Беляев',
    'Тарасов',
    'Белов',
    'Комаров',
    'Орлов',
    'Киселёв',
    'Макаров',
    'Андреев',
    'Ковалёв',
    'Ильин',
    'Гусев',
    'Титов',
    'Кузьмин',
    'Кудрявцев',
    'Баранов',
    'Куликов',
    'Алексеев',
    'Степанов',
    'Журавлёв',
    'Щербаков',
  ],
  male: ['Алексей', 'Дмитрий', 'Сергей', 'Юрий', 'Андрей', 'Михаил'],
  female: ['Мария', 'Елена', 'Ольга', 'Наталья', 'Юлия', 'Татьяна'],
}
const EN_NAMES = {
  last: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Taylor',
    'Miller',
    'Wilson',
    'Moore',
    'Clark',
    'Walker',
    'Young',
    'Hughes',
  ],
  first: ['James', 'Mary', 'Robert', 'Patricia', 'John'],
}

/** A few hundred names, each with the keys the app writes for a profile and for an author. */
function namePool() {
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

/** The app on a fresh in-memory database, built as main.ts builds it. */
async function startApp() {
  const database = await openDatabase({ memory: true })
  await prepareDatabase(database)
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-bench-search-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const app = await buildApp({ config, database })
  await app.ready()
  const close = async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { app, database, close }
}

/** The data set, generated inside the database. */
async function seed(client) {
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

/**
 * The statements the query builders send for a request, rendered without running them: a reader
 * whose `select` chains record `toSQL()` where they would be awaited (and answer no rows).
 */
function recorder(db) {
  const statements = []
  const wrap = (target) =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'then')
          return (resolve) => {
            statements.push(object.toSQL())
            resolve([])
          }
        const value = object[key]
        if (typeof value !== 'function') return value
        return (...args) => {
          const result = value.apply(object, args)
          return result && typeof result === 'object' ? wrap(result) : result
        }
      },
    })
  const reader = {
    select: (...args) => wrap(db.select(...args)),
    execute: (query) => {
      statements.push(db.dialect.sqlToQuery(query))
      return Promise.resolve({ rows: [] })
    },
  }
  return { statements, reader }
}

/** The id page, counts and facets of `request` for the reader, as the search service sends them. */
async function coreStatements(db, request, readerId) {
  const { statements, reader } = recorder(db)
  let criteria = request
  if (request.author) {
    await prepareNameMatching(reader)
    // The service finds who bears the name once and the statements after compare ids: the lookup
    // is replayed with them, and its answer (found here for real) is what they compare with.
    await resolveAuthor(reader, request.author)
    const authorMatch = await db.transaction(async (tx) => {
      await prepareNameMatching(tx)
      return resolveAuthor(tx, request.author)
    })
    criteria = { ...request, authorMatch }
  }
  await countPublications(reader, criteria, readerId)
  await countPosts(reader, criteria, readerId)
  await findFacets(reader, criteria, readerId)
  await findPublicationPage(reader, criteria, readerId, {
    limit: request.pageSize,
    offset: request.pageNumber * request.pageSize,
  })
  return statements
}

export async function run() {
  const { app, database, close } = await startApp()
  const { db } = database
  const client = db.$client
  const started = performance.now()
  const { vectorSeconds } = await seed(client)
  const seedSeconds = (performance.now() - started) / 1000
  console.log(
    `search: ${PUBLICATIONS} publications seeded in ${seedSeconds.toFixed(0)} s ` +
      `(publication_search_vector for all: ${vectorSeconds.toFixed(0)} s)`,
  )

  const readerId = 1
  const { token } = await new SessionService(db).create(readerId, false, {})
  let ip = 0
  const cases = [
    { label: 'common word', body: { message: 'модели' } },
    { label: 'rare word', body: { message: 'spintronics' } },
    { label: 'word + facet (type, pdf)', body: { message: 'сетей', typeId: [2], pdf: true } },
    { label: 'author with a typo', body: { author: 'Kuznetzov' } },
  ]
  const rows = []
  for (const { label, body } of cases) {
    const request = SearchRequest.parse(body)
    // A fresh client address per call keeps the per-address rate rule out of the measurement.
    const api = () =>
      app.inject({
        method: 'POST',
        url: '/api/search2/query',
        remoteAddress: `10.201.${(ip >> 8) & 255}.${ip++ & 255}`,
        headers: { cookie: `nauka_session=${token}` },
        payload: body,
      })
    const statements = await coreStatements(db, request, readerId)
    // In one transaction, as the service runs them (the name matching is set for it alone).
    const bare = () =>
      client.transaction(async (tx) => {
        let last
        for (const s of statements) last = await tx.query(s.sql, s.params)
        return last.rows
      })

    const check = await api()
    const page = check.json()
    if (check.statusCode !== 200)
      throw new Error(`search "${label}" answered ${check.statusCode}: ${check.body.slice(0, 300)}`)
    // The bare page query must pick the very ids the API shows.
    const ids = (await bare()).map((row) => row.id)
    if (ids.join() !== page.elements.map((e) => e.id).join())
      throw new Error(`search "${label}": the API and the bare page query disagree`)

    const options = { warmup: 3, calls: 40 }
    const subject = await p95Ms(api, options)
    const baseline = await p95Ms(bare, options)
    rows.push({
      metric: `search p95, ${label} (${page.count} of ${PUBLICATIONS / 1000}k) vs bare page+counts+facets SQL`,
      subject,
      baseline,
      unit: 'ms',
    })
  }
  await close()
  return rows
}
