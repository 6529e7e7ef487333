// File download (issue 20: download throughput with ranges ≥ 0.8× fs.createReadStream piped to the
// socket). One large PDF is uploaded through the API by a seeded user, then read back by its owner
// from GET /api/core/file/:id by the real server process (session, access check, lookup, safe
// headers, ETag, the range) whole and in 1 MiB ranges, CONNECTIONS requests in flight; the baseline
// is a bare node:http server, pinned to the same cpu, piping the very file the server stored (local
// storage under its DATA_DIR) with the same ranges. Throughput is the answers' bytes per second
// as the load worker on the other cpu received them.

import { readFileSync, readlinkSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { SEED_PASSWORD, seedEmail } from '../data/platform-seed.mjs'
import { runRequestLoop, startBareFileServer } from '../harness/pinned-workers.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'

export const name = 'download'

const MB = 1024 * 1024
const CONNECTIONS = 4
const RANGE_BYTES = MB
const RANGES = 16

/** A PDF (its signature is what the upload sniffs) filled with bytes that do not compress. */
function largePdf(bytes) {
  const data = Buffer.alloc(bytes)
  for (let i = 0; i < bytes; i += 4) data.writeUInt32LE((Math.imul(i, 2654435761) ^ (i >>> 7)) >>> 0, i)
  data.write('%PDF-1.4\n', 0)
  return data
}

async function upload(baseUrl, cookie, data) {
  const form = new FormData()
  form.append('files', new Blob([data], { type: 'application/pdf' }), 'bench-large.pdf')
  const res = await fetch(`${baseUrl}/api/core/files`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': '10.60.0.2' },
    body: form,
  })
  if (res.status !== 201) throw new Error(`download: the upload answered ${res.status}: ${await res.text()}`)
  const [file] = await res.json()
  return file.id
}

/** The server's DATA_DIR as its process sees it (its environment and working folder). */
function dataDirOf(pid) {
  const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  const dataDir = env.find((line) => line.startsWith('DATA_DIR='))?.slice('DATA_DIR='.length) ?? './data'
  return resolve(readlinkSync(`/proc/${pid}/cwd`), dataDir)
}

/** Where local storage keeps the bytes of the file `id`. */
async function storedPath(databaseUrl, dataDir, id) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select storage_key from files where id = $1', [id])
    return join(dataDir, 'files', rows[0].storage_key)
  } finally {
    await client.end()
  }
}

/** Whole-file GETs, and GETs of RANGES ranges spread over the file, of `url`. */
function jobs(url, headers, size) {
  const step = Math.floor((size - RANGE_BYTES) / RANGES)
  const ranged = Array.from({ length: RANGES }, (_, i) => ({
    url,
    headers: { ...headers, range: `bytes=${i * step}-${i * step + RANGE_BYTES - 1}` },
  }))
  return { full: [{ url, headers }], ranged }
}

const figures = (r) => ({ mbps: r.mbps, rps: r.rps, p50: r.p50, p99: r.p99, count: r.count })

function refuseFailures(what, r) {
  if (r.errors + r.non2xx > 0)
    throw new Error(`download ${what}: ${r.errors} errors, ${r.non2xx} answers other than 2xx`)
}

export async function run(ctx) {
  const size = (ctx.quick ? 8 : 50) * MB
  const seconds = ctx.quick ? 3 : 10
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  let bare
  try {
    const cookie = await signIn(server.baseUrl, seedEmail(ctx.seed, 1), SEED_PASSWORD, '10.60.0.1')
    const id = await upload(server.baseUrl, cookie, largePdf(size))
    const path = await storedPath(ctx.databaseUrl, server.dataDir ?? dataDirOf(server.pid), id)
    if (statSync(path).size !== size) throw new Error(`download: ${path} is not the uploaded file`)
    bare = await startBareFileServer(path, ctx.cpus.server)

    const api = jobs(
      `${server.baseUrl}/api/core/file/${id}`,
      { cookie, 'x-forwarded-for': '10.60.0.3' },
      size,
    )
    const raw = jobs(`${bare.baseUrl}/`, {}, size)
    const load = { connections: CONNECTIONS, seconds, warmup: 2 }
    const rows = []
    for (const kind of ['full', 'ranged']) {
      const subject = await runRequestLoop({ ...load, jobs: api[kind] }, ctx.cpus.load)
      const baseline = await runRequestLoop({ ...load, jobs: raw[kind] }, ctx.cpus.load)
      refuseFailures(`${kind} (API)`, subject)
      refuseFailures(`${kind} (bare)`, baseline)
      const what = kind === 'full' ? `whole ${size / MB} MB file` : `${RANGE_BYTES / MB} MiB ranges`
      rows.push({
        metric: `download MB/s, ${what}, ${CONNECTIONS} connections vs createReadStream piped by node:http`,
        subject: subject.mbps,
        baseline: baseline.mbps,
        unit: 'MB/s',
        target: { ratio: '>=', value: 0.8 },
        extra: { api: figures(subject), bare: figures(baseline) },
      })
    }
    return rows
  } finally {
    await bare?.stop()
    await server.stop()
  }
}
