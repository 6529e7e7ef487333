// A closed-loop load worker for rows whose requests differ one from the next (a distinct
// X-Forwarded-For per sign-in, varied search words, varied byte ranges): `connections` loops each
// take the next job of one shared list in turn for `seconds`, so every job is sent once per pass.
// Runs as its own process, pinned by the caller (pinned-workers.mjs) to the load cpu: the figures it prints
// are latencies and bytes of answers it waited for, the same client for subject and baseline.
//
// Jobs: { method, url, headers, body } over HTTP keep-alive, or, with `databaseUrl`,
// { statements: [{ sql, params }] } run in order (with their own BEGIN and COMMIT, if any) on a
// `pg` connection per loop.
import http from 'node:http'

/** Nearest-rank percentile of sorted milliseconds. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.ceil(sorted.length * p) - 1] : Number.NaN)

function httpCall(agent, job) {
  return new Promise((resolve) => {
    const req = http.request(job.url, { method: job.method ?? 'GET', headers: job.headers, agent }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve({ status: res.statusCode, bytes }))
      res.on('error', () => resolve({ status: 0, bytes }))
    })
    req.on('error', () => resolve({ status: 0, bytes: 0 }))
    req.end(job.body)
  })
}

async function pgCaller(databaseUrl) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const call = async (job) => {
    try {
      for (const s of job.statements) await client.query(s.sql, s.params)
      return { status: 200, bytes: 0 }
    } catch {
      await client.query('rollback').catch(() => {})
      return { status: 0, bytes: 0 }
    }
  }
  return { call, close: () => client.end() }
}

/** Runs the loops of `config` and answers the figures of the measured window. */
async function loop({ jobs, connections, seconds, warmup = 0, databaseUrl }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const callers = await Promise.all(
    Array.from({ length: connections }, async () =>
      databaseUrl ? pgCaller(databaseUrl) : { call: (job) => httpCall(agent, job), close: () => {} },
    ),
  )
  let next = 0
  const take = () => jobs[next++ % jobs.length]
  for (let i = 0; i < warmup; i += 1) await callers[0].call(take())
  const latencies = []
  const figures = { errors: 0, non2xx: 0, bytes: 0 }
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    callers.map(async ({ call }) => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const { status, bytes } = await call(take())
        latencies.push(performance.now() - t0)
        figures.bytes += bytes
        if (status === 0) figures.errors += 1
        else if (status < 200 || status > 299) figures.non2xx += 1
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  await Promise.all(callers.map((c) => c.close()))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    count: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    mbps: figures.bytes / 1e6 / elapsed,
    ...figures,
  }
}

let input = ''
for await (const chunk of process.stdin) input += chunk
process.stdout.write(JSON.stringify(await loop(JSON.parse(input))))
