// The page rows' baseline: a bare node:http handler that, for `GET /<n>`, runs the SQL the server
// sent for its request number n (capture-sql.mjs, replay-plan.mjs) on the same database through
// the bare driver (a pg Pool of the server's size, or PGlite on the same data folder), then answers
// the JSON the server answered, serialised per request as a real handler would. Reads its options
// as JSON on stdin: { pages: [{ plan, status, body }], url?, poolSize?, dataDir? }; prints
// { port } once listening.
import { createServer } from 'node:http'
import { join } from 'node:path'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const { pages, url, poolSize, dataDir } = JSON.parse(Buffer.concat(chunks))

/** run(unit) for PostgreSQL: a transaction on one connection, a lone statement on any. */
async function postgres() {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  return async (unit) => {
    if (!unit.transaction) return pool.query(unit.statements[0].text, unit.statements[0].values)
    const client = await pool.connect()
    try {
      for (const s of unit.statements) await client.query(s.text, s.values)
    } finally {
      client.release()
    }
  }
}

/** run(unit) for the embedded database: one connection, so one statement at a time, as the server does. */
async function embedded() {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  // Where openDatabase (apps/server/src/db/client.ts) keeps the embedded database in DATA_DIR.
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } })
  let previous = Promise.resolve()
  return (unit) => {
    const run = async () => {
      for (const s of unit.statements) await db.query(s.text, s.values)
    }
    const result = previous.then(run)
    previous = result.catch(() => undefined)
    return result
  }
}

const run = dataDir ? await embedded() : await postgres()

let failed = false
const server = createServer(async (req, res) => {
  const page = pages[Number(req.url.slice(1))]
  if (!page) {
    res.writeHead(404).end()
    return
  }
  try {
    for (const step of page.plan) await Promise.all(step.map(run))
    const body = JSON.stringify(page.body)
    res.writeHead(page.status, { 'content-type': 'application/json; charset=utf-8' }).end(body)
  } catch (err) {
    // A replay that fails measures nothing: say why once, the load's non-2xx count says how often.
    if (!failed) process.stderr.write(`replay-server: ${err?.stack ?? err}\n`)
    failed = true
    res.writeHead(500).end(String(err))
  }
})
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`)
})
process.on('SIGTERM', () => process.exit(0))
