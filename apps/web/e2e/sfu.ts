import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { type Janus, janusInstalled, startJanus } from '../../server/src/test/janus'
import { type AppServer, startAppServer } from './app-server'
import { readEnv, SMTP_URL_ENV } from './env'
import { test as base } from './fixtures'

/**
 * The specs that need the media server: a real Janus on the loopback (the server tests' helper)
 * and a server of their own configured for it, started for each test and only where these specs
 * run: a Janus shared with an earlier test (a recorded call) left the next big call's media stalled. The main server of the global setup stays without Janus, so every other group call spec
 * still runs on the mesh.
 */
const MEDIA_SERVER_RING_SECONDS = 120

export interface MediaServerSite {
  janus: Janus
  app: AppServer
  /** The bearer token of the server's `/metrics`, read when a call failed. */
  metricsToken: string
}

export const test = base.extend<{ site: MediaServerSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      if (!janusInstalled())
        throw new Error('janus is not installed: run `bash scripts/ensure-system.sh janus`')
      const janus = await startJanus()
      let app: AppServer
      const metricsToken = randomBytes(16).toString('hex')
      try {
        app = await startAppServer(() => ({
          SMTP_URL: readEnv(SMTP_URL_ENV),
          // Seven people answer one after another on two busy cores: a shorter ringing ended before the
          // last ones answered, and they waited in the lobby. None of these specs waits for a ring to end.
          CALL_RING_SECONDS: String(MEDIA_SERVER_RING_SECONDS),
          JANUS_URL: janus.url,
          JANUS_API_SECRET: janus.apiSecret,
          JANUS_ADMIN_KEY: janus.adminKey,
          // Janus writes the raw recordings where this server reads them: one machine, one folder.
          JANUS_RECORDINGS_DIR: janus.recordingsDir,
          METRICS_TOKEN: metricsToken,
        }))
      } catch (error) {
        await janus.stop()
        throw error
      }
      const site = { janus, app, metricsToken }
      await use(site)
      // A call that failed on a busy machine is read from what both said, not from the trace alone.
      if (testInfo.status !== testInfo.expectedStatus) {
        // A file too: a retry keeps no trace, and the console shows an attachment's start only.
        const path = testInfo.outputPath('site.log')
        writeFileSync(path, `${await stalls(site)}\n${siteLogs(site, 20_000)}`)
        await testInfo.attach('server and janus logs', { path, contentType: 'text/plain' })
      }
      await app.stop()
      await janus.stop()
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.app.baseUrl)
  },
})

/** What Janus and the server printed last, for a failing step's message. */
export const siteLogs = (site: MediaServerSite, chars = 4_000) =>
  `--- server ---\n${site.app.log().slice(-chars)}\n--- janus ---\n${site.janus.log().slice(-chars)}`

/**
 * How long the server's event loop and its collector stood still (since it started): a stall of
 * seconds misses Janus's pongs and the sockets' heartbeats, and a failed call says whether it had one.
 */
const stalls = async (site: MediaServerSite): Promise<string> => {
  try {
    const response = await fetch(`${site.app.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${site.metricsToken}` },
    })
    const lines = (await response.text()).split('\n')
    return `--- server stalls ---\n${lines.filter((l) => /^nodejs_(eventloop_lag|gc_duration_seconds_sum)/.test(l)).join('\n')}`
  } catch (error) {
    return `--- server stalls: not read (${String(error)}) ---`
  }
}

export { expect } from './fixtures'
