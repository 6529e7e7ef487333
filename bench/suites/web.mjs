// The web app's first load against issue 20's budgets:
// - the JavaScript a cold load of /login (signed out) and of /feed (signed in, until its first post)
//   fetches, in KB as gzip (each file gzipped at the best level, as the server's precompressed .gz),
//   against the budget (180 KB and 250 KB);
// - Lighthouse's mobile profile (default form factor, simulated throttling) on the same two pages:
//   performance score against 95 and 90, largest contentful paint against 2 s. Skipped in --quick.
// The app is served by an in-process test app on PGlite, as first-load.mjs does (only the built files
// and two API answers matter here, not the database).

import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants, gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { SESSION_STORAGE_KEY } from '../../apps/web/src/boot/bootKeys.ts'
import { startTlsProxy } from '../harness/tls-proxy.mjs'
import { chromiumLaunchOptions, SESSION_COOKIE, startWebSite } from '../harness/web-site.mjs'

export const name = 'web'
// The bundle rows run in --quick too (seconds); Lighthouse is left to the full run.
export const quick = true

// BENCH_WEB_DIST measures a copy (a rebuild of apps/web/dist during the run would skew it).
const DIST = process.env.BENCH_WEB_DIST || fileURLToPath(new URL('../../apps/web/dist', import.meta.url))
const BUDGET_KB = { '/login': 180, '/feed': 250 }
const LIGHTHOUSE_TARGETS = { '/login': 95, '/feed': 90 }
const LCP_TARGET_MS = 2000
// The whole Lighthouse report of each page is kept beside latest.json, to see what held it back
// (open it at https://googlechrome.github.io/lighthouse/viewer/ or read its audits).
const RESULTS = fileURLToPath(new URL('../results/', import.meta.url))

/** The page is drawn: the sign-in form's password field, or the feed's first post. */
const READY = { '/login': 'input[type=password]', '/feed': 'main article' }

/**
 * The scripts a cold load of `path` fetches until the page is drawn and the network is quiet, each
 * with its gzip size. The service worker is blocked: it installs after the load and precaches every
 * chunk, which is not what the page needs to show.
 */
async function initialScripts(browser, site, path) {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  })
  if (path !== '/login') {
    await context.addCookies([{ name: SESSION_COOKIE, value: site.token, url: site.url }])
  }
  const page = await context.newPage()
  const scripts = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          gzipKB: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length / 1024,
        })),
      )
    }
  })
  await page.goto(`${site.url}${path}`)
  await page.waitForSelector(READY[path], { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const files = await Promise.all(scripts)
  await context.close()
  return files.sort((a, b) => b.gzipKB - a.gzipKB)
}

/** The rows of one page's initial JavaScript against its budget. */
async function bundleRow(browser, site, path) {
  const files = await initialScripts(browser, site, path)
  const total = files.reduce((sum, f) => sum + f.gzipKB, 0)
  return {
    metric: `${path} cold: initial JS, KB gzip vs budget`,
    subject: total,
    baseline: BUDGET_KB[path],
    unit: 'KB',
    target: { ratio: '<=', value: 1 },
    extra: { files: files.map((f) => `${f.file} ${f.gzipKB.toFixed(1)}`) },
  }
}

export async function run(ctx = {}) {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`no built web app in ${DIST}: npm run build first`)
  const site = await startWebSite(DIST)
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const rows = []
    for (const path of Object.keys(BUDGET_KB)) rows.push(await bundleRow(browser, site, path))
    if (!ctx.quick) {
      await browser.close()
      const tls = await startTlsProxy(site.url)
      try {
        for (const path of Object.keys(LIGHTHOUSE_TARGETS))
          rows.push(...(await lighthouseRows(site, tls, path)))
      } finally {
        await tls.close()
      }
    }
    return rows
  } finally {
    await browser.close()
    await site.close()
  }
}

/** A Russian reader, as in the bundle rows: the default language, whose texts index.html preloads. */
const READER_LANGUAGE = ['--lang=ru-RU', '--accept-lang=ru-RU']

/** Chromium headless with a DevTools port for Lighthouse to drive; its own process, stopped after. */
async function launchForLighthouse(extraArgs) {
  const { executablePath, args } = chromiumLaunchOptions()
  const child = spawn(
    executablePath,
    [...args, ...READER_LANGUAGE, ...extraArgs, '--headless=new', '--remote-debugging-port=0', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const port = await new Promise((resolve, reject) => {
    let seen = ''
    child.stderr.on('data', (chunk) => {
      seen += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening: ${seen}`)))
  })
  return { port, stop: () => child.kill() }
}

/**
 * A signed-in reader's earlier visit to `path` in the browser Lighthouse then drives: the app keeps
 * what it keeps in the browser's storage (the remembered session, src/features/auth/rememberedSession.ts),
 * as it does for anyone who has signed in there. Lighthouse clears the HTTP cache, the service worker
 * and its caches before its own load, but not local storage: its load is a returning reader's on a
 * cold cache. Without this it would be a browser holding a session cookie the app never saw, which
 * no sign-in leaves behind.
 */
async function visitAsReader(port, site, tls, path) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const [context] = browser.contexts()
    if (!context) throw new Error('lighthouse chromium: no default context')
    await context.addCookies([{ name: SESSION_COOKIE, value: site.token, url: tls.url }])
    const page = await context.newPage()
    await page.goto(`${tls.url}${path}`)
    await page.waitForSelector(READY[path], { timeout: 60_000 })
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SESSION_STORAGE_KEY)
    await page.close()
  } finally {
    // Connected, not launched: closing lets go of the browser and leaves it running for Lighthouse.
    await browser.close()
  }
}

/**
 * Lighthouse's performance category on `path`, mobile profile (its defaults: a Moto G Power screen,
 * simulated slow 4G and a 4× slower CPU); /feed with the reader's session cookie on every request,
 * after the reader's earlier visit (visitAsReader).
 * Through `tls`, an HTTPS proxy speaking HTTP/2, as a deployment serves the app (harness/tls-proxy.mjs).
 */
async function lighthouseRows(site, tls, path) {
  const chrome = await launchForLighthouse(tls.chromiumFlags)
  try {
    if (path !== '/login') await visitAsReader(chrome.port, site, tls, path)
    const result = await lighthouse(`${tls.url}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      extraHeaders: path === '/login' ? undefined : { Cookie: `${SESSION_COOKIE}=${site.token}` },
    })
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.message}`)
    writeFileSync(join(RESULTS, `lighthouse${path.replaceAll('/', '-')}.json`), JSON.stringify(lhr))
    const score = lhr.categories.performance.score * 100
    const lcp = lhr.audits['largest-contentful-paint'].numericValue
    const extra = {
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      finalUrl: lhr.finalDisplayedUrl,
    }
    return [
      {
        metric: `${path} Lighthouse mobile: performance score vs target`,
        subject: score,
        baseline: LIGHTHOUSE_TARGETS[path],
        unit: 'points',
        target: { ratio: '>=', value: 1 },
        extra,
      },
      {
        metric: `${path} Lighthouse mobile: LCP ms vs 2 s`,
        subject: lcp,
        baseline: LCP_TARGET_MS,
        unit: 'ms',
        target: { ratio: '<=', value: 1 },
      },
    ]
  } finally {
    chrome.stop()
  }
}
