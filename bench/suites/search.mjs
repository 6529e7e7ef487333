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
import { countPosts } from '../../apps/server/src/modules/search/search.posts.queries.ts'
import {
  countPublications,
  findFacets,
  findPublicationPage,
} from '../../apps/server/src/modules/search/search.publications.queries.ts'
import { PUBLICATIONS, seed } from '../data/search-seed.mjs'
import { p95Ms } from '../measure.mjs'

export const name = 'search'

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
