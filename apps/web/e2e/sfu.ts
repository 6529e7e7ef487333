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
}

export const test = base.extend<{ site: MediaServerSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      if (!janusInstalled())
        throw new Error('janus is not installed: run `bash scripts/ensure-system.sh janus`')
      const janus = await startJanus()
      let app: AppServer
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
        }))
      } catch (error) {
        await janus.stop()
        throw error
      }
      const site = { janus, app }
      await use(site)
      // A call that failed on a busy machine is read from what both said, not from the trace alone.
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('server and janus logs', {
          body: siteLogs(site, 20_000),
          contentType: 'text/plain',
        })
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

export { expect } from './fixtures'
