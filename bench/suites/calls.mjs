// Group video calls: what the browsers (and the media server) spend, the mesh against Janus.
// The same Chromium with the same fake camera and microphone holds one group video call of N people
// (one browser context each), first on the peer-to-peer mesh (every browser uploads its video once
// per peer), then through a real Janus VideoRoom (each browser publishes once; Janus forwards N×(N-1)
// subscriptions). Once media flows from everyone to everyone, a window (BENCH_CALLS_WINDOW_S, 30 s,
// of waits; the clock's own measure of it is used) measures the CPU (cores kept busy), the upload
// of each browser and the memory (proportional set size, PSS, so pages shared between
// Chromium's processes count once) of the browser's process tree, and of Janus, and counts each
// browser's outbound video streams (a simulcast set once). The mesh caps at CALL_LIMITS.meshMax (6),
// so the side-by-side figures are at 6 people; the media server is also measured at
// BENCH_CALLS_SFU_PEOPLE (8: 8 publishers, 8×7 subscriptions) against that same mesh of 6. The app
// server runs inside this process; everything talks over the loopback, and Janus offers its one
// ICE candidate on this machine's own address (apps/server/src/test/janus.ts says why).

import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { SessionService } from '../../apps/server/src/modules/auth/sessions.ts'
import { SESSION_COOKIE } from '../../apps/server/src/platform/auth-guard.ts'
import { janusInstalled, startJanus } from '../../apps/server/src/test/janus.ts'
import { freeTcpPort } from '../../apps/server/src/test/processes.ts'
import { createTestApp } from '../../apps/server/src/test/test-app.ts'
import { CALL_LIMITS } from '../../packages/contracts/src/call-constants.ts'

export const name = 'calls'

const DIST = process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../../apps/web/dist', import.meta.url))
const WINDOW_S = Number(process.env.BENCH_CALLS_WINDOW_S ?? 30)
const SFU_PEOPLE = Number(process.env.BENCH_CALLS_SFU_PEOPLE ?? 8)
/** The fake camera's frame rate: lower than a real camera's, so eight people fit on two cores. */
const FPS = Number(process.env.BENCH_CALLS_FPS ?? 10)
const MESH_PEOPLE = CALL_LIMITS.meshMax
/** A sample of memory every this many seconds of the window; the figure is their mean. */
const SAMPLE_S = 5
const CONNECT_TIMEOUT_MS = 180_000
const TICKS_PER_S = 100
/**
 * The cores the call had. Where the browsers use nearly all of them (two cores hold six fake
 * cameras at the edge) both ways are CPU-bound and their CPU comes out alike: the log says
 * how much of the machine each used, and the upload figures show what the mesh costs regardless.
 */
const CORES = availableParallelism()

/** Every process under this one, with its name, command line and CPU ticks so far. */
function descendants() {
  const all = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The name sits in parentheses and may hold spaces: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      all.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        comm,
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // Gone since the listing.
    }
  }
  const below = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const p of all)
      if (!below.has(p.pid) && below.has(p.ppid)) {
        below.add(p.pid)
        grew = true
      }
  }
  return all.filter((p) => p.pid !== process.pid && below.has(p.pid))
}

/** Which of our processes a measure belongs to: Janus, or the browser (Chromium and its helpers). */
const groupOf = (p) => (p.comm === 'janus' ? 'janus' : /chrom/i.test(p.comm) ? 'browser' : null)

/** Proportional set size in MB (0 once the process is gone). */
function pssMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

const snapshot = () => {
  const byGroup = { browser: new Map(), janus: new Map() }
  for (const p of descendants()) {
    const group = groupOf(p)
    if (group) byGroup[group].set(p.pid, p.ticks)
  }
  return byGroup
}

/** CPU seconds each group spent between two snapshots (a process born in between counts whole). */
const cpuSeconds = (before, after, group) => {
  let ticks = 0
  for (const [pid, now] of after[group]) ticks += now - (before[group].get(pid) ?? 0)
  return ticks / TICKS_PER_S
}

const memoryMb = () => {
  const mb = { browser: 0, janus: 0 }
  for (const p of descendants()) {
    const group = groupOf(p)
    if (group) mb[group] += pssMb(p.pid)
  }
  return mb
}

/** Runs in each page before the app: records every RTCPeerConnection it makes. */
const RECORD_PEERS = `
  (() => {
    const Native = window.RTCPeerConnection
    const peers = []
    window.__peers = peers
    window.RTCPeerConnection = class extends Native {
      constructor(config) { super(config); peers.push(this) }
    }
  })()
`

/**
 * The page's inbound video streams that received something, its outbound video sets, and the bytes
 * it has sent in all (audio, video and their RTP headers, every connection).
 */
const mediaOf = (page) =>
  page.evaluate(async () => {
    let inbound = 0
    let bytesSent = 0
    const sets = new Set()
    for (const [index, peer] of (window.__peers ?? []).entries()) {
      if (peer.connectionState === 'closed') continue
      const stats = await peer.getStats()
      stats.forEach((r) => {
        if (r.type === 'outbound-rtp') bytesSent += (r.bytesSent ?? 0) + (r.headerBytesSent ?? 0)
        if (r.kind !== 'video') return
        if (r.type === 'inbound-rtp' && r.bytesReceived > 0) inbound += 1
        if (r.type === 'outbound-rtp' && r.bytesSent > 0)
          sets.add(`${index}/${r.mid ?? r.mediaSourceId ?? r.ssrc}`)
      })
    }
    return { inbound, outboundSets: sets.size, bytesSent }
  })

/** The app on a free port with N signed-in people in one group dialog; `env` configures it. */
async function startSite(env, people) {
  const port = await freeTcpPort()
  const url = `http://127.0.0.1:${port}`
  const t = await createTestApp({ PUBLIC_URL: url, ...env }, { webDistDir: DIST })
  const client = t.database.db.$client
  const ids = []
  for (let i = 1; i <= people; i += 1) {
    const { rows } = await client.query(
      `insert into users (email, email_verified_at) values ($1, now()) returning id`,
      [`bench.calls.${i}@example.org`],
    )
    ids.push(rows[0].id)
  }
  const sessions = new SessionService(t.database.db)
  const tokens = []
  for (const id of ids) tokens.push((await sessions.create(id, true, {})).token)
  await t.app.listen({ port, host: '127.0.0.1' })
  const created = await fetch(`${url}/api/chat/v1/dialogs/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${tokens[0]}`, origin: url },
    body: JSON.stringify({ users: ids.slice(1), dialogName: 'Bench call' }),
  })
  if (!created.ok) throw new Error(`dialog not created: ${created.status} ${await created.text()}`)
  const { id: dialogId } = await created.json()
  return { url, tokens, dialogId, close: () => t.close() }
}

/** Polls `check` every second until it is true; throws `what` after `timeout`. */
async function until(check, what, timeout = CONNECT_TIMEOUT_MS) {
  const deadline = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 1_000))
  }
}

/**
 * One call of everyone on `site` in fresh contexts of `browser`, measured over the window once
 * every page receives video from every other person.
 */
async function measureCall(browser, site, label, expectedMedia) {
  const people = site.tokens.length
  const contexts = []
  const pages = []
  for (const token of site.tokens) {
    const context = await browser.newContext({
      locale: 'ru-RU',
      viewport: { width: 1280, height: 800 },
      permissions: ['camera', 'microphone'],
    })
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: site.url }])
    await context.addInitScript(RECORD_PEERS)
    const page = await context.newPage()
    const socket = page.waitForEvent('websocket')
    await page.goto(`${site.url}/chats/${site.dialogId}`)
    await socket
    contexts.push(context)
    pages.push(page)
  }
  try {
    const [host, ...guests] = pages
    await host.getByRole('button', { name: 'Видеозвонок' }).click()
    // The call's way (mesh or sfu) is known once it starts: a wrong one fails now, not after the wait.
    const root = host.getByTestId('call-root')
    await until(
      async () => (await root.getAttribute('data-media')) !== null,
      `${label}: the call's data-media`,
    )
    const media = await root.getAttribute('data-media')
    if (media !== expectedMedia) throw new Error(`${label}: the call went by ${media}, not ${expectedMedia}`)
    for (const page of guests)
      await page
        .getByRole('dialog', { name: 'Входящий звонок' })
        .getByRole('button', { name: 'Принять' })
        .click()
    await until(
      async () => {
        for (const page of pages) if ((await mediaOf(page)).inbound < people - 1) return false
        return true
      },
      `${label}: video from each of the ${people - 1} others on every page`,
    )

    const sentBefore = []
    for (const page of pages) sentBefore.push((await mediaOf(page)).bytesSent)
    const before = snapshot()
    const started = performance.now()
    const samples = []
    for (let s = 0; s < WINDOW_S; s += SAMPLE_S) {
      await new Promise((r) => setTimeout(r, SAMPLE_S * 1000))
      samples.push(memoryMb())
    }
    const after = snapshot()
    // Reading every process's memory takes a while: the window is what the clock says, not WINDOW_S.
    const elapsed = (performance.now() - started) / 1000
    const uploads = []
    const kbps = []
    for (const [i, page] of pages.entries()) {
      const now = await mediaOf(page)
      uploads.push(now.outboundSets)
      kbps.push(((now.bytesSent - sentBefore[i]) * 8) / 1000 / elapsed)
    }
    const mean = (key) => samples.reduce((sum, m) => sum + m[key], 0) / samples.length
    const result = {
      label,
      media,
      people,
      elapsed,
      browserCpu: cpuSeconds(before, after, 'browser') / elapsed,
      janusCpu: cpuSeconds(before, after, 'janus') / elapsed,
      browserMb: mean('browser'),
      janusMb: mean('janus'),
      uploads: uploads.reduce((sum, n) => sum + n, 0) / uploads.length,
      uploadKbps: kbps.reduce((sum, n) => sum + n, 0) / kbps.length,
    }
    console.log(
      `calls: ${label} (${media}, ${people} people) over ${elapsed.toFixed(0)} s: browsers ${result.browserCpu.toFixed(2)} cores busy and ` +
        `${result.browserMb.toFixed(0)} MB, Janus ${result.janusCpu.toFixed(2)} cores and ${result.janusMb.toFixed(0)} MB ` +
        `(${((100 * (result.browserCpu + result.janusCpu)) / CORES).toFixed(0)}% of ${CORES} cores); ` +
        `outbound video streams per browser ${uploads.join(' ')}; ` +
        `upload per browser ${kbps.map((k) => k.toFixed(0)).join(' ')} kbit/s`,
    )
    await host.getByRole('region', { name: 'Звонок' }).getByRole('button', { name: 'Завершить' }).click()
    return result
  } finally {
    for (const context of contexts) await context.close()
  }
}

export async function run() {
  if (!janusInstalled()) throw new Error('janus is not installed: run `bash scripts/ensure-system.sh janus`')
  const janus = await startJanus()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      `--use-fake-device-for-media-stream=fps=${FPS}`,
      '--use-fake-ui-for-media-stream',
    ],
  })
  const janusEnv = {
    JANUS_URL: janus.url,
    JANUS_API_SECRET: janus.apiSecret,
    JANUS_ADMIN_KEY: janus.adminKey,
    JANUS_RECORDINGS_DIR: janus.recordingsDir,
  }
  const measure = async (env, people, label, expectedMedia) => {
    const site = await startSite(env, people)
    try {
      return await measureCall(browser, site, label, expectedMedia)
    } finally {
      await site.close()
    }
  }
  try {
    const mesh = await measure({}, MESH_PEOPLE, 'mesh', 'mesh')
    const sfu = await measure(janusEnv, MESH_PEOPLE, 'media server', 'sfu')
    const crowd = await measure(janusEnv, SFU_PEOPLE, 'media server, crowd', 'sfu')
    const n = MESH_PEOPLE
    return [
      {
        metric: `${n} people, browsers' CPU (cores busy): through Janus vs mesh`,
        subject: sfu.browserCpu,
        baseline: mesh.browserCpu,
        unit: 'cores',
      },
      {
        metric: `${n} people, browsers' + Janus's CPU (cores busy): through Janus vs mesh`,
        subject: sfu.browserCpu + sfu.janusCpu,
        baseline: mesh.browserCpu,
        unit: 'cores',
      },
      {
        metric: `${n} people, browsers' memory (PSS): through Janus vs mesh`,
        subject: sfu.browserMb,
        baseline: mesh.browserMb,
        unit: 'MB',
      },
      {
        metric: `${n} people, browsers' + Janus's memory (PSS): through Janus vs mesh`,
        subject: sfu.browserMb + sfu.janusMb,
        baseline: mesh.browserMb,
        unit: 'MB',
      },
      {
        metric: `${n} people, outbound video streams per browser: through Janus vs mesh`,
        subject: sfu.uploads,
        baseline: mesh.uploads,
        unit: 'streams',
      },
      {
        metric: `${n} people, upload per browser (all media sent): through Janus vs mesh`,
        subject: sfu.uploadKbps,
        baseline: mesh.uploadKbps,
        unit: 'kbit/s',
      },
      {
        metric: `${crowd.people} people through Janus vs ${n}: upload per browser`,
        subject: crowd.uploadKbps,
        baseline: sfu.uploadKbps,
        unit: 'kbit/s',
      },
      {
        metric: `${crowd.people} people through Janus vs ${n} on the mesh: browsers' + Janus's CPU (cores busy)`,
        subject: crowd.browserCpu + crowd.janusCpu,
        baseline: mesh.browserCpu,
        unit: 'cores',
      },
      {
        metric: `${crowd.people} people through Janus vs ${n} on the mesh: browsers' + Janus's memory (PSS)`,
        subject: crowd.browserMb + crowd.janusMb,
        baseline: mesh.browserMb,
        unit: 'MB',
      },
      {
        metric: `${crowd.people} people: Janus's CPU (${crowd.people} publishers, ${crowd.people}×${crowd.people - 1} subscriptions) vs the browsers'`,
        subject: crowd.janusCpu,
        baseline: crowd.browserCpu,
        unit: 'cores',
      },
      {
        metric: `${crowd.people} people through Janus vs ${n}: outbound video streams per browser`,
        subject: crowd.uploads,
        baseline: sfu.uploads,
        unit: 'streams',
      },
    ]
  } finally {
    await browser.close()
    await janus.stop()
  }
}
