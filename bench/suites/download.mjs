// File download (issue 20: download throughput with ranges ≥ 0.8× fs.createReadStream piped to the
// socket). One large PDF is uploaded through the API by a seeded user and made the content file of
// an open publication of theirs; visitors then read it from GET /api/core/publication/:id/content
// on the real server process (the item's access check, the file's lookup, safe headers, ETag, the
// range, a download counted for each read from the first byte), whole and in 1 MiB ranges,
// CONNECTIONS requests in flight, each job from an address of its own. 16 in flight: at 4 the
// bare server kept its core busy but the API's only three quarters of it, so the ranges' row measured
// the latency of the API's one lookup rather than its throughput. The baseline is a bare node:http
// server, pinned to the same cpu, piping the very file the server stored (local storage
// under its DATA_DIR) with the same ranges. Throughput is the answers' bytes per second as the load
// worker on the other cpu received them.

import { readFileSync, readlinkSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { publish } from '../../apps/server/src/modules/publications/publications.fixtures.ts'
import { SEED_PASSWORD, seedEmail } from '../data/platform-seed.mjs'
import { runRequestLoop, startBareFileServer } from '../harness/pinned-workers.mjs'
import { withCpu } from '../harness/process-cpu.mjs'
import { signIn, startBenchServer } from '../harness/server.mjs'

export const name = 'download'

const MB = 1024 * 1024
const CONNECTIONS = 16
const RANGE_BYTES = MB
const RANGES = 16
/** Visitors' addresses, taken in turn. */
const ADDRESSES = 4_096

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

/**
 * An open publication of the seed's first user whose content file is `fileId` (written as the
 * publications fixture writes one); answers its id and where local storage keeps the file's bytes.
 */
async function publishFile(databaseUrl, dataDir, seed, fileId) {
  const database = await openDatabase({ url: databaseUrl })
  try {
    const client = database.db.$client
    const { rows: owners } = await client.query('select id from users where email = $1', [seedEmail(seed, 1)])
    const { id } = await publish(database.db, { id: owners[0].id }, null, { files: 0 })
    await client.query('update publications set content_file_id = $1 where id = $2', [fileId, id])
    const { rows } = await client.query('select storage_key from files where id = $1', [fileId])
    return { id, path: join(dataDir, 'files', rows[0].storage_key) }
  } finally {
    await database.close()
  }
}

/** Whole-file GETs, and GETs of RANGES ranges spread over the file, of `url`, each from an address. */
function jobs(url, size) {
  const step = Math.floor((size - RANGE_BYTES) / RANGES)
  const from = (i) => ({ 'x-forwarded-for': `10.61.${(i >> 8) & 255}.${i & 255}` })
  const full = Array.from({ length: ADDRESSES }, (_, i) => ({ url, headers: from(i) }))
  const ranged = Array.from({ length: ADDRESSES }, (_, i) => {
    const start = (i % RANGES) * step
    return { url, headers: { ...from(i), range: `bytes=${start}-${start + RANGE_BYTES - 1}` } }
  })
  return { full, ranged }
}

const figures = (r) => ({ mbps: r.mbps, rps: r.rps, p50: r.p50, p99: r.p99, count: r.count })

function refuseFailures(what, r) {
  if (r.errors + r.non2xx > 0)
    throw new Error(`download ${what}: ${r.errors} errors, ${r.non2xx} answers other than 2xx`)
}

export async function run(ctx) {
  const size = (ctx.quick ? 8 : 50) * MB
  const seconds = ctx.quick ? 2 : 10
  const server = await startBenchServer({ databaseUrl: ctx.databaseUrl }, { cpus: ctx.cpus.server })
  let bare
  try {
    const cookie = await signIn(server.baseUrl, seedEmail(ctx.seed, 1), SEED_PASSWORD, '10.60.0.1')
    const fileId = await upload(server.baseUrl, cookie, largePdf(size))
    const dataDir = server.dataDir ?? dataDirOf(server.pid)
    const { id, path } = await publishFile(ctx.databaseUrl, dataDir, ctx.seed, fileId)
    if (statSync(path).size !== size) throw new Error(`download: ${path} is not the uploaded file`)
    bare = await startBareFileServer(path, ctx.cpus.server)

    const api = jobs(`${server.baseUrl}/api/core/publication/${id}/content`, size)
    const raw = jobs(`${bare.baseUrl}/`, size)
    const load = { connections: CONNECTIONS, seconds, warmup: 2 }
    const rows = []
    for (const kind of ['full', 'ranged']) {
      const measuredApi = await withCpu(server.pid, () =>
        runRequestLoop({ ...load, jobs: api[kind] }, ctx.cpus.load),
      )
      const measuredBare = await withCpu(bare.pid, () =>
        runRequestLoop({ ...load, jobs: raw[kind] }, ctx.cpus.load),
      )
      const subject = measuredApi.result
      const baseline = measuredBare.result
      refuseFailures(`${kind} (API)`, subject)
      refuseFailures(`${kind} (bare)`, baseline)
      const what = kind === 'full' ? `whole ${size / MB} MB file` : `${RANGE_BYTES / MB} MiB ranges`
      rows.push({
        metric: `download MB/s, ${what}, ${CONNECTIONS} connections vs createReadStream piped by node:http`,
        subject: subject.mbps,
        baseline: baseline.mbps,
        unit: 'MB/s',
        target: { ratio: '>=', value: 0.8 },
        extra: {
          api: figures(subject),
          bare: figures(baseline),
          // CPU per answer (the warm-up's two included): overhead of the stack's own, or idle waiting.
          cpuMsPerAnswer: {
            api: measuredApi.cpuMs / subject.count,
            bare: measuredBare.cpuMs / baseline.count,
          },
        },
      })
    }
    return rows
  } finally {
    await bare?.stop()
    await server.stop()
  }
}
