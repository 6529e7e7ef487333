// The web app's first load in Chromium, each figure against a baseline in the same run:
// - bytes of a cold /login load over the wire against the bytes of the files it loaded (what
//   compression saves; 1.00 means nothing is compressed);
// - time from navigation to the first post of a cold /feed against the floor: a bare page of the
//   same origin that only asks the session check, then the first feed page, and draws one article
//   (what the app's own chain of scripts, chunks and requests adds to the two round trips it needs),
//   on loopback and on an emulated mobile network.
// BENCH_FIRST_LOAD_BEFORE=<dist folder of another build> also serves that build side by side and
// compares the two directly, samples interleaved (how a change to the first load is judged).

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions, SESSION_COOKIE, startWebSite } from '../harness/web-site.mjs'

export const name = 'first-load'

// BENCH_WEB_DIST measures a copy (a rebuild of apps/web/dist during the run would skew it).
const DIST = process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../../apps/web/dist', import.meta.url))
const SAMPLES = 7
const FLOOR_PATH = '/__bench/floor'

/** Records when the first post of the page's main region appears, in the page's own clock. */
const FIRST_POST_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('main article')) {
      window.__firstPostAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
`

/** The floor: the two requests a first post needs, one after the other, and one article drawn. */
const floorPage = (readerId) => `<!doctype html><html><body><main></main><script>
  fetch('/api/a/oauth2c/validate', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((r) => r.json())
    .then(() => fetch('/api/core/user_messages/list/${readerId}?pageSize=20', {
      method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } }))
    .then((r) => r.json())
    .then((page) => {
      const article = document.createElement('article')
      article.textContent = page.elements[0].body.title
      document.querySelector('main').append(article)
    })
</script></body></html>`

/** A cold browser context (empty HTTP cache, no service worker yet), signed in when a token is given. */
async function coldContext(browser, site, signedIn) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } })
  if (signedIn) {
    await context.addCookies([{ name: SESSION_COOKIE, value: site.token, url: site.url }])
  }
  return context
}

/** Bytes of a cold /login load: over the wire (headers included) and of the decoded files. */
async function loginBytes(browser, site) {
  const context = await coldContext(browser, site, false)
  const page = await context.newPage()
  await page.goto(`${site.url}/login`, { waitUntil: 'networkidle' })
  const { wire, files } = await page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ]
    return {
      wire: entries.reduce((sum, e) => sum + e.transferSize, 0),
      files: entries.reduce((sum, e) => sum + e.decodedBodySize, 0),
    }
  })
  await context.close()
  return { wire: wire / 1024, files: files / 1024 }
}

/**
 * The networks a load is measured on: loopback as is, and a mobile one emulated by Chromium (each
 * request pays the round trip, bytes the bandwidth), where waiting in turn and size both show.
 */
const NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: 'mobile (100 ms, 5 Mbit/s)',
    conditions: { offline: false, latency: 100, downloadThroughput: 625_000, uploadThroughput: 125_000 },
  },
]

/** Milliseconds from navigation to the first post in <main>, on a cold signed-in load of `path`. */
async function firstPostMs(browser, site, path, network) {
  const context = await coldContext(browser, site, true)
  await context.addInitScript(FIRST_POST_PROBE)
  await context.route(`${site.url}${FLOOR_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: floorPage(site.readerId) }),
  )
  const page = await context.newPage()
  if (network.conditions) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network.conditions)
  }
  await page.goto(`${site.url}${path}`)
  await page.waitForFunction(() => window.__firstPostAt !== undefined, null, { timeout: 30_000 })
  const ms = await page.evaluate(() => window.__firstPostAt)
  await context.close()
  return ms
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Median of SAMPLES rounds; in each round every measure runs once, in turn, so noise hits all alike. */
async function interleaved(measures) {
  const samples = measures.map(() => [])
  for (const measure of measures) await measure() // warm-up: server, database and browser caches
  for (let round = 0; round < SAMPLES; round += 1) {
    for (const [i, measure] of measures.entries()) samples[i].push(await measure())
  }
  return samples.map(median)
}

export async function run() {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`no built web app in ${DIST}: npm run build first`)
  const site = await startWebSite(DIST)
  const beforeDist = process.env.BENCH_FIRST_LOAD_BEFORE
  const before = beforeDist ? await startWebSite(beforeDist) : null
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const bytes = await loginBytes(browser, site)
    const rows = [
      {
        metric: '/login cold: KB over the wire vs KB of the files',
        subject: bytes.wire,
        baseline: bytes.files,
        unit: 'KB',
      },
    ]

    const feedRows = []
    for (const network of NETWORKS) {
      const measures = [
        () => firstPostMs(browser, site, '/feed', network),
        () => firstPostMs(browser, site, FLOOR_PATH, network),
      ]
      if (before) measures.push(() => firstPostMs(browser, before, '/feed', network))
      const [feed, floor, feedBefore] = await interleaved(measures)
      rows.push({
        metric: `/feed cold, ${network.name}: ms to first post vs bare session check → feed page`,
        subject: feed,
        baseline: floor,
        unit: 'ms',
      })
      if (before) {
        feedRows.push({
          metric: `/feed cold, ${network.name}: ms to first post vs the other build`,
          subject: feed,
          baseline: feedBefore,
          unit: 'ms',
        })
      }
    }

    if (before) {
      const old = await loginBytes(browser, before)
      rows.push({
        metric: '/login cold: KB over the wire vs the other build',
        subject: bytes.wire,
        baseline: old.wire,
        unit: 'KB',
      })
    }
    return [...rows, ...feedRows]
  } finally {
    await browser.close()
    await site.close()
    await before?.close()
  }
}
