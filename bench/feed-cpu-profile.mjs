// A probe, not a suite: where a phone's cold /feed (or PAGE=/login) spends its main thread. Loads it in Chromium at
// 4x CPU slowdown with the Profiler of the DevTools protocol on, and prints the busy time and the
// functions with the most self and inclusive time, named from the source maps when the build has them:
//   npx vite build --outDir /tmp/dist-smap --sourcemap   (in apps/web)
//   DIST=/tmp/dist-smap POSTS=30 node --import tsx bench/feed-cpu-profile.mjs
// The figures move with the machine's load: compare runs side by side.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions, SESSION_COOKIE, startWebSite } from './harness/web-site.mjs'

const DIST = process.env.DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const site = await startWebSite(DIST, { posts: Number(process.env.POSTS || 30) })
const browser = await chromium.launch(chromiumLaunchOptions())
const context = await browser.newContext({
  locale: 'ru-RU',
  viewport: { width: 412, height: 823 },
  serviceWorkers: 'block',
})
const PAGE = process.env.PAGE || '/feed'
/** What shows that the page is drawn: the feed's first post, the sign-in form's password field. */
const READY = PAGE === '/login' ? 'input[type=password]' : 'main article'
if (PAGE !== '/login') await context.addCookies([{ name: SESSION_COOKIE, value: site.token, url: site.url }])
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const t0 = Date.now()
await page.goto(`${site.url}${PAGE}`)
await page.waitForSelector(READY, { timeout: 60000 })
const tReady = Date.now() - t0
await page.waitForLoadState('networkidle')
await page.waitForTimeout(1500)
const { profile } = await cdp.send('Profiler.stop')
console.log(PAGE, 'drawn after', tReady, 'ms (4x cpu)')
// The source-map reader the build tools bring, when the install has it (not a dependency of ours): without it, the
// names stay the minified ones.
const mapping = await import('@jridgewell/trace-mapping').catch(() => null)
const maps = new Map()
const mapOf = (url) => {
  const f = DIST + new URL(url).pathname + '.map'
  if (!maps.has(f))
    maps.set(f, mapping && existsSync(f) ? new mapping.TraceMap(JSON.parse(readFileSync(f, 'utf8'))) : null)
  return maps.get(f)
}
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const nameOf = (n) => {
  const cf = n.callFrame
  if (!cf.url.startsWith('http')) return cf.functionName || cf.url || '(anon)'
  const m = mapOf(cf.url)
  if (!m) return cf.functionName
  const p = mapping.originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
  return `${p.name || cf.functionName || '?'} ${(p.source || '').replace(/.*node_modules\//, '').replace(/.*src\//, 'src/')}:${p.line}`
}
const self = new Map(),
  total = new Map()
{
  const busy = profile.samples.reduce(
    (s, id, i) =>
      s +
      (['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName)
        ? 0
        : (profile.timeDeltas[i + 1] ?? 0) / 1000),
    0,
  )
  console.log('busy ms', busy.toFixed(0))
}
const dt = profile.timeDeltas
profile.samples.forEach((id, i) => {
  const d = (dt[i + 1] ?? 0) / 1000
  let n = nodes.get(id)
  const seen = new Set()
  let first = true
  while (n) {
    const k = nameOf(n)
    if (first) {
      self.set(k, (self.get(k) || 0) + d)
      first = false
    }
    if (!seen.has(k)) {
      total.set(k, (total.get(k) || 0) + d)
      seen.add(k)
    }
    n = nodes.get(parent.get(n.id))
  }
})
const top = (m, k) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([n, v]) => `${v.toFixed(0).padStart(6)} ${n}`)
    .join('\n')
console.log('== self')
console.log(top(self, 30))
console.log('== total (inclusive)')
console.log(top(total, 60))
console.log('== src')
console.log(top(new Map([...total].filter(([k]) => k.includes(' src/') || k.includes('@mui/material'))), 70))
await browser.close()
await site.close()
process.exit(0)
