// A probe, not a suite: the main thread's long tasks of a cold /login (or PAGE=/feed) at 4x CPU slowdown,
// as a phone's browser runs them, and what each holds (script evaluation, a render's microtasks, layout).
// Lighthouse's blocking time counts each task's excess over 50 ms; this shows which tasks make it.
//   npx vite build --outDir /tmp/dist-smap --sourcemap        (in apps/web)
//   DIST=/tmp/dist-smap PAGE=/login node --import tsx bench/long-tasks-probe.mjs      (DETAIL=1: each task's parts)
//   DETAIL=js: also the app's functions that take most of each task (a CPU profile in the trace)
//   RETURNING=1: after an earlier visit that left the app's storage (as the bench's Lighthouse /feed)
// The figures move with the machine's load and from run to run: compare the medians of several runs.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions, SESSION_COOKIE, startWebSite } from './harness/web-site.mjs'

const DIST = process.env.DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const PAGE = process.env.PAGE || '/login'
/** Tasks shorter than this are left out of the list (they block nothing). */
const LISTED_MS = 30
/** The events a task's parts are named by. */
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
])

const site = await startWebSite(DIST, { posts: 30 })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  })
  if (PAGE !== '/login')
    await context.addCookies([{ name: SESSION_COOKIE, value: site.token, url: site.url }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (process.env.RETURNING) {
    // A reader's earlier visit leaves the app's storage (the remembered session); the cache goes.
    await page.goto(`${site.url}${PAGE}`)
    await page.waitForSelector(PAGE === '/login' ? 'input[type=password]' : 'main article', {
      timeout: 60_000,
    })
    await page.goto('about:blank')
    await cdp.send('Network.clearBrowserCache')
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8.execute${
      process.env.DETAIL === 'js' ? ',disabled-by-default-v8.cpu_profiler' : ''
    }`,
    transferMode: 'ReportEvents',
  })
  await page.goto(`${site.url}${PAGE}`)
  await page.waitForSelector(PAGE === '/login' ? 'input[type=password]' : 'main article', { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
  await cdp.send('Tracing.end')
  await complete

  // The page's main thread: the one that parsed the page's HTML (about:blank's renderer has its own).
  const parsed = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').endsWith(PAGE))
  const tid = parsed?.tid
  if (tid === undefined) throw new Error(`no ParseHTML of ${PAGE} in the trace`)
  const tasks = events.filter((e) => e.name === 'RunTask' && e.tid === tid && e.dur > LISTED_MS * 1000)
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0)
  console.log(`${PAGE}: blocking ${blocking.toFixed(0)} ms; tasks over ${LISTED_MS} ms:`)
  console.log(`  ${tasks.map((task) => (task.dur / 1000).toFixed(0)).join(' ')}`)
  const samples = process.env.DETAIL === 'js' ? await jsSamples(events, tid) : null
  if (process.env.DETAIL) {
    const start = tasks[0]?.ts ?? 0
    for (const task of tasks) {
      const parts = new Map()
      for (const e of events) {
        if (e.tid !== tid || !PARTS.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur)
          continue
        const where = (e.args?.data?.url ?? '').split('/').pop()
        const key = `${e.name}${where ? ` ${where}` : ''}`
        parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000)
      }
      console.log(`task at +${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`)
      for (const [key, ms] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6))
        if (ms >= 3) console.log(`  ${ms.toFixed(0).padStart(5)} ${key}`)
      if (samples) for (const line of samples.inside(task)) console.log(`      ${line}`)
    }
  }
} finally {
  await browser.close()
  await site.close()
}

/**
 * DETAIL=js: the trace's own CPU profile of the main thread, for the app's functions (named from
 * the source maps when the build has them) that take the most of each task, inclusive.
 */
async function jsSamples(events, tid) {
  const mapping = await import('@jridgewell/trace-mapping').catch(() => null)
  const maps = new Map()
  const mapOf = (url) => {
    const file = `${DIST}${new URL(url).pathname}.map`
    if (!maps.has(file))
      maps.set(
        file,
        mapping && existsSync(file) ? new mapping.TraceMap(JSON.parse(readFileSync(file, 'utf8'))) : null,
      )
    return maps.get(file)
  }
  const nameOf = (frame) => {
    if (!frame?.url?.startsWith('http')) return null
    const map = mapOf(frame.url)
    if (!map) return frame.functionName || null
    const at = mapping.originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    const source = (at.source || '').replace(/.*node_modules\//, '').replace(/.*src\//, 'src/')
    return `${at.name || frame.functionName || '?'} ${source}:${at.line}`
  }
  const nodes = new Map()
  const times = []
  for (const profile of events.filter((e) => e.name === 'Profile' && e.tid === tid)) {
    let t = profile.args.data.startTime
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const data = chunk.args.data
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const deltas = data.timeDeltas ?? []
      ;(data.cpuProfile?.samples ?? []).forEach((id, i) => {
        t += deltas[i] ?? 0
        times.push([t, id])
      })
    }
  }
  const names = new Map()
  const stackOf = (id) => {
    const stack = new Set()
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      if (!names.has(node.id)) names.set(node.id, nameOf(node.callFrame))
      const name = names.get(node.id)
      if (name) stack.add(name)
    }
    return stack
  }
  return {
    inside(task) {
      const total = new Map()
      let count = 0
      for (const [t, id] of times) {
        if (t < task.ts || t > task.ts + task.dur) continue
        count++
        for (const name of stackOf(id)) total.set(name, (total.get(name) ?? 0) + 1)
      }
      return [...total]
        .filter(([name]) => name.includes(process.env.DETAIL_FILTER ?? 'src/'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.DETAIL_LINES ?? 8))
        .map(([name, n]) => `${((100 * n) / Math.max(count, 1)).toFixed(0).padStart(3)}% ${name}`)
    },
  }
}
