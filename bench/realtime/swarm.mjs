// The load process of the realtime rows (pinned to the load core by the suite): a swarm of chat
// clients, either Socket.IO clients of the server or bare `ws` clients of the relay, speaking the
// same exchange (a message to an interlocutor, an acknowledgement, the message event to every
// member). Reads its plan as JSON on stdin:
//   { kind: 'socketio' | 'ws', url, socketPath, cType, clients: [{ id, partner, cookie, ip }],
//     mode: 'chat', rate, seconds }   → prints one JSON line: latencies and losses
//   { ..., mode: 'idle' }             → connects, prints { connected }, closes on a `close` line
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { io } from 'socket.io-client'
import { WebSocket } from 'ws'

/** Handshakes in flight at once: the server resolves each one's session in the database. */
const CONNECTING_AT_ONCE = 50
/** How long a message may take to be acknowledged and delivered: any later counts as lost. */
const DRAIN_MS = 10_000

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
const plan = JSON.parse((await lines.next()).value)

/**
 * One client of either kind: `send` calls back with `true` once acknowledged, else with why not
 * (the refusal's code, or `timeout`); `onEvent` hears message events.
 */
function socketIoClient(client) {
  const socket = io(plan.url, {
    path: plan.socketPath,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    // Read only by the bare Socket.IO relay, which has no sessions; the server goes by the cookie.
    query: { user: String(client.id) },
    extraHeaders: { cookie: client.cookie, origin: plan.url, 'x-forwarded-for': client.ip },
  })
  return {
    ready: new Promise((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    }),
    send: (payload, done) =>
      socket.timeout(DRAIN_MS).emit('message', payload, (err, ack) => done(!err && ack.ok)),
    onEvent: (listener) => socket.on('message', listener),
    close: () => socket.close(),
  }
}

function wsClient(client) {
  const socket = new WebSocket(`${plan.url.replace(/^http/, 'ws')}/?user=${client.id}`)
  const acks = new Map()
  let listener = () => {}
  socket.on('message', (raw) => {
    const data = JSON.parse(raw)
    if (data.ack === undefined) return listener(data)
    acks.get(data.ack)?.(true)
    acks.delete(data.ack)
  })
  return {
    ready: new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    }),
    send: (payload, done) => {
      acks.set(payload.clientId, done)
      socket.send(JSON.stringify(payload))
    },
    onEvent: (handler) => {
      listener = handler
    },
    close: () => socket.close(),
  }
}

async function connectAll() {
  const open = plan.kind === 'socketio' ? socketIoClient : wsClient
  const connected = []
  for (let i = 0; i < plan.clients.length; i += CONNECTING_AT_ONCE) {
    const batch = plan.clients.slice(i, i + CONNECTING_AT_ONCE).map((client) => ({ client, ...open(client) }))
    await Promise.all(batch.map((c) => c.ready))
    connected.push(...batch)
  }
  return connected
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function chat(clients) {
  /** clientId → { to, sentAt, acked, delivered } */
  const pending = new Map()
  const latencies = []
  let measuring = false
  for (const c of clients) {
    c.onEvent((event) => {
      const sent = pending.get(event.clientId)
      // Every member hears the message, its sender too (their other tabs): only the receiver counts.
      if (!sent || sent.to !== c.client.id) return
      sent.delivered += 1
      if (sent.delivered === 1 && sent.measured) latencies.push(performance.now() - sent.sentAt)
    })
  }
  const send = (c) => {
    const clientId = randomUUID()
    const sent = {
      to: c.client.partner,
      sentAt: performance.now(),
      acked: false,
      delivered: 0,
      measured: measuring,
    }
    pending.set(clientId, sent)
    const text = `${clientId} Measurements of the relay, run ${pending.size}`
    c.send({ interlocutor: c.client.partner, cType: plan.cType, text, clientId }, (answer) => {
      sent.acked = answer === true
      if (answer !== true) sent.refusal = answer
    })
  }
  const settled = async () => {
    const deadline = performance.now() + DRAIN_MS
    const open = () =>
      [...pending.values()].some((s) => (!s.acked && !s.refusal) || (s.acked && s.delivered === 0))
    while (open() && performance.now() < deadline) await sleep(50)
  }

  // Warm-up: one message from every client opens (or finds) its dialog, outside the figures.
  for (const c of clients) send(c)
  await settled()
  pending.clear()

  measuring = true
  const started = performance.now()
  const total = Math.round(plan.rate * plan.seconds)
  let sentCount = 0
  while (sentCount < total) {
    // Sends what the rate owes by now, so a late timer catches up instead of lowering the rate.
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * plan.rate))
    for (; sentCount < due; sentCount += 1) send(clients[Math.floor(Math.random() * clients.length)])
    await sleep(5)
  }
  const sendingSeconds = (performance.now() - started) / 1000
  await settled()

  const all = [...pending.values()]
  latencies.sort((a, b) => a - b)
  const refusals = {}
  for (const s of all) if (s.refusal) refusals[s.refusal] = (refusals[s.refusal] ?? 0) + 1
  return {
    clients: clients.length,
    sent: all.length,
    sendingSeconds,
    unacknowledged: all.filter((s) => !s.acked).length,
    refusals,
    undelivered: all.filter((s) => s.delivered === 0).length,
    duplicated: all.filter((s) => s.delivered > 1).length,
    lost: all.filter((s) => !s.acked || s.delivered !== 1).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  }
}

const clients = await connectAll()
if (plan.mode === 'idle') {
  console.log(JSON.stringify({ connected: clients.length }))
  await lines.next()
} else {
  console.log(JSON.stringify(await chat(clients)))
}
for (const c of clients) c.close()
process.exit(0)
