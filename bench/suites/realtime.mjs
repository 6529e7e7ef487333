// Issue 20's realtime rows: chat delivery (sender → receiver latency and losses of personal messages
// between connected users) and the memory idle sockets cost, each against a bare `ws` relay doing
// the same routing (bench/realtime/relay.mjs) in its own process on the same core; the same routing
// over a bare Socket.IO server (socketio-relay.mjs) is measured too and printed in `extra`, to tell
// the library's share from the platform's. The clients are one swarm process on the load core
// (bench/realtime/swarm.mjs).
// Alone: BENCH_DATABASE_URL=<migrated, seeded PostgreSQL> node --import tsx bench/suites/realtime.mjs [--quick]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { MessageType, SOCKET_PATH } from '@nauka/contracts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { SessionService } from '../../apps/server/src/modules/auth/sessions.ts'
import { freeTcpPort, stopProcess } from '../../apps/server/src/test/processes.ts'
import { seedEmail } from '../data/platform-seed.mjs'
import { pinned, startBenchServer } from '../harness/server.mjs'

export const name = 'realtime'

const FULL = { clients: 2_000, rate: 500, seconds: 20, idle: 5_000, settleMs: 3_000 }
const QUICK = { clients: 200, rate: 100, seconds: 2, idle: 500, settleMs: 1_000 }
/** Sockets opened and closed before memory is first read. */
const WARM_SOCKETS = 100

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const SWARM = here('../realtime/swarm.mjs')
const RELAY = here('../realtime/relay.mjs')
const SOCKETIO_RELAY = here('../realtime/socketio-relay.mjs')
/** The soak's preload: a full collection on SIGWINCH, so memory is read without the garbage. */
const GC_ON_SIGNAL = here('../../apps/server/soak/gc-on-signal.mjs')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** A virtual user's own address, so the per-address limits see the different people they stand for. */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`

/**
 * Resident memory of a process in bytes, after full collections it is asked for: two, apart, since
 * V8 gives freed pages back to the system lazily and the chat before leaves much garbage.
 */
async function residentAfterGc(pid) {
  for (let i = 0; i < 2; i += 1) {
    process.kill(pid, 'SIGWINCH')
    await sleep(1_000)
  }
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) * 1024
}

/**
 * Sessions of the first `count` seeded users, made as a sign-in makes them (SessionService), so
 * 2,000 clients need no 2,000 argon2 verifications before the measurement.
 */
async function seededSessions(databaseUrl, seed, count) {
  const database = await openDatabase({ url: databaseUrl })
  try {
    const emails = Array.from({ length: count }, (_, i) => seedEmail(seed, i + 1))
    const { rows } = await database.executeSql('select id from users where email = any($1) order by id', [
      emails,
    ])
    const sessions = new SessionService(database.db)
    return await Promise.all(
      rows.map(async ({ id }, i) => {
        const { token } = await sessions.create(Number(id), false, {
          ip: addressOf(i + 1),
          userAgent: 'bench',
        })
        return { id: Number(id), cookie: `nauka_session=${token}` }
      }),
    )
  } finally {
    await database.close()
  }
}

/** Starts a swarm on the load core with `plan`; answers its first output line and a way to end it. */
async function startSwarm(cpus, plan) {
  const [command, args] = pinned(cpus, process.execPath, [SWARM])
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.write(`${JSON.stringify(plan)}\n`)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const first = await Promise.race([
    createInterface({ input: child.stdout })[Symbol.asyncIterator]().next(),
    exited.then((code) => {
      throw new Error(`the swarm exited with ${code}`)
    }),
  ])
  return {
    answer: JSON.parse(first.value),
    end: async () => {
      child.stdin.end('close\n')
      await exited
    },
  }
}

/** Starts a bare relay (`script` with `args` after its port) pinned to the server's core. */
async function startRelay(cpus, script, ...rest) {
  const port = await freeTcpPort()
  const [command, args] = pinned(cpus, process.execPath, [
    '--expose-gc',
    '--import',
    GC_ON_SIGNAL,
    script,
    String(port),
    ...rest,
  ])
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next()
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopProcess(child) }
}

/**
 * Both measurements on one target: first the resident memory `size.idle` idle sockets add, read
 * `size.settleMs` after they connect (the handshakes' buffers and timers settle) on the fresh
 * process, whose heap the chat's garbage has not grown yet (read after it, the growth drowned in
 * pages V8 gives back late); then the chat at `size.rate` between pairs of clients.
 */
async function measure(ctx, kind, target, users, size) {
  const common = { kind, url: target.baseUrl, socketPath: SOCKET_PATH, cType: MessageType.TextMessage }
  const idle = Array.from({ length: size.idle }, (_, i) => ({
    ...users[i % users.length],
    ip: addressOf(i + 1),
  }))
  // A few sockets come and go first, so the code of a handshake is loaded and compiled before.
  await (
    await startSwarm(ctx.cpus.load, { ...common, mode: 'idle', clients: idle.slice(0, WARM_SOCKETS) })
  ).end()
  await sleep(size.settleMs)
  const before = await residentAfterGc(target.pid)
  const idleRun = await startSwarm(ctx.cpus.load, { ...common, mode: 'idle', clients: idle })
  await sleep(size.settleMs)
  const after = await residentAfterGc(target.pid)
  await idleRun.end()

  const half = Math.floor(users.length / 2)
  // Each client writes to one partner: personal dialogs, each member in exactly one of them.
  const clients = users.slice(0, half * 2).map((user, i) => ({
    ...user,
    ip: addressOf(i + 1),
    partner: users[i < half ? i + half : i - half].id,
  }))
  const chatRun = await startSwarm(ctx.cpus.load, {
    ...common,
    mode: 'chat',
    clients,
    rate: size.rate,
    seconds: size.seconds,
  })
  await chatRun.end()
  return {
    chat: chatRun.answer,
    idle: { sockets: idleRun.answer.connected, growth: after - before, before, after },
  }
}

export async function run(ctx) {
  const size = ctx.quick ? QUICK : FULL
  const users = await seededSessions(
    ctx.databaseUrl,
    ctx.seed ?? 1,
    Math.min(size.clients, ctx.scale?.users ?? size.clients),
  )

  const server = await startBenchServer(
    { databaseUrl: ctx.databaseUrl },
    { cpus: ctx.cpus.server, preload: GC_ON_SIGNAL, env: { NODE_OPTIONS: '--expose-gc' } },
  )
  let subject
  try {
    subject = await measure(ctx, 'socketio', server, users, size)
  } finally {
    await server.stop()
  }
  const measureBare = async (kind, script, ...args) => {
    const relay = await startRelay(ctx.cpus.server, script, ...args)
    try {
      return await measure(ctx, kind, relay, users, size)
    } finally {
      await relay.stop()
    }
  }
  const baseline = await measureBare('ws', RELAY)
  // Socket.IO without the platform only explains the idle-memory row (what the library itself costs):
  // the full run measures it, the quick smoke run leaves it out.
  const bareSocketIo = ctx.quick ? null : await measureBare('socketio', SOCKETIO_RELAY, SOCKET_PATH)

  const lost = subject.chat.lost
  const mb = (bytes) => bytes / 1024 / 1024
  return [
    {
      metric: `chat delivery p99, ${subject.chat.clients} clients, ${size.rate} msg/s`,
      subject: subject.chat.p99,
      baseline: baseline.chat.p99,
      unit: 'ms',
      target: { ratio: '<=', value: 2 },
      extra: { subject: subject.chat, baseline: baseline.chat, bareSocketIo: bareSocketIo?.chat },
    },
    {
      metric: 'chat messages lost (unacknowledged, undelivered or delivered twice)',
      subject: lost,
      baseline: 1,
      unit: 'messages',
      target: { ratio: '<=', value: 0 },
      extra: { sent: subject.chat.sent, baselineLost: baseline.chat.lost },
    },
    {
      metric: `memory of ${subject.idle.sockets} idle sockets (RSS growth)`,
      subject: mb(subject.idle.growth),
      baseline: mb(baseline.idle.growth),
      unit: 'MB',
      target: { ratio: '<=', value: 1.5 },
      extra: {
        subjectKbPerSocket: subject.idle.growth / 1024 / subject.idle.sockets,
        baselineKbPerSocket: baseline.idle.growth / 1024 / baseline.idle.sockets,
        ...(bareSocketIo && {
          bareSocketIoKbPerSocket: bareSocketIo.idle.growth / 1024 / bareSocketIo.idle.sockets,
          bareSocketIoRssMb: [mb(bareSocketIo.idle.before), mb(bareSocketIo.idle.after)],
        }),
        subjectRssMb: [mb(subject.idle.before), mb(subject.idle.after)],
        baselineRssMb: [mb(baseline.idle.before), mb(baseline.idle.after)],
      },
    },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.BENCH_DATABASE_URL
  if (!databaseUrl)
    throw new Error('BENCH_DATABASE_URL: a migrated PostgreSQL seeded by bench/data/platform-seed.mjs')
  const quick = process.argv.includes('--quick')
  const rows = await run({ quick, databaseUrl, seed: 1, scale: {}, cpus: { server: '0', load: '1' } })
  console.log(JSON.stringify(rows, null, 2))
}
