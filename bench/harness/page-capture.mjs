// The page rows' two sides over one set of requests: the real server loaded with them, and the bare
// replay of the SQL each of them sent (capture-sql.mjs → replay-plan.mjs → replay-server.mjs).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stopProcess } from '../../apps/server/src/test/processes.ts'
import { replayPlan } from './replay-plan.mjs'
import { pinned, startBenchServer } from './server.mjs'

const PRELOAD = fileURLToPath(new URL('./capture-sql.mjs', import.meta.url))
const REPLAY = fileURLToPath(new URL('./replay-server.mjs', import.meta.url))

/** The headers of a request of the virtual user with session `cookie` from address `ip`. */
export const userHeaders = (baseUrl, { cookie, ip }, json) => ({
  cookie,
  origin: baseUrl,
  'x-forwarded-for': ip,
  ...(json ? { 'content-type': 'application/json' } : {}),
})

/**
 * Starts the server on `target` with the capture preload, lets `prepare(baseUrl)` answer the
 * requests [{ key, method, path, body?, user }] (signing in as it needs), sends each once to warm
 * caches and the view counters, then once more, one at a time, marked: answers the requests with
 * their status, parsed `answer` and replay plan (the statements that answer sent).
 */
export async function capturePages(target, { cpus, prepare }) {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-bench-capture-'))
  const file = join(dir, 'statements.jsonl')
  const server = await startBenchServer(target, { cpus, preload: PRELOAD, env: { BENCH_CAPTURE_FILE: file } })
  try {
    const requests = await prepare(server.baseUrl)
    const send = (r, mark) =>
      fetch(`${server.baseUrl}${r.path}`, {
        method: r.method,
        headers: {
          ...userHeaders(server.baseUrl, r.user, r.body),
          ...(mark ? { 'x-bench-capture': mark } : {}),
        },
        body: r.body ? JSON.stringify(r.body) : undefined,
      })
    for (const r of requests) await (await send(r)).arrayBuffer()
    const answers = []
    for (const [i, r] of requests.entries()) {
      const res = await send(r, String(i))
      answers.push({ ...r, status: res.status, answer: await res.json() })
    }
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
    return answers.map((a, i) => ({ ...a, plan: replayPlan(lines.filter((l) => l.label === String(i))) }))
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The autocannon requests of `pages` against the server at `baseUrl`. */
export const serverRequests = (baseUrl, pages) =>
  pages.map((p) => ({
    method: p.method,
    path: p.path,
    headers: userHeaders(baseUrl, p.user, p.body),
    ...(p.body ? { body: JSON.stringify(p.body) } : {}),
  }))

/**
 * Starts the bare replay handler of `pages` pinned to `cpus`, on PostgreSQL ({ url, poolSize }) or
 * on an embedded data folder ({ dataDir }); answers { baseUrl, requests (its autocannon requests,
 * in the pages' order), stop() }.
 */
export async function startReplayServer(pages, target, cpus) {
  const [command, args] = pinned(cpus, process.execPath, [REPLAY])
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(
    JSON.stringify({
      ...target,
      pages: pages.map(({ plan, status, answer }) => ({ plan, status, body: answer })),
    }),
  )
  const port = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) resolve(JSON.parse(out).port)
    })
    child.once('exit', (code) => reject(new Error(`the replay server exited with ${code}`)))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests: pages.map((_, i) => ({ method: 'GET', path: `/${i}` })),
    stop: () => stopProcess(child),
  }
}
