import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { coturnInstalled, startCoturn } from '../../server/src/test/coturn'
import { startMailCatcher } from '../../server/src/test/mail-catcher'
import { startTestOidcProvider } from '../../server/src/test/oidc-provider'
import { BASE_URL_ENV, E2E_CALL_RING_SECONDS, MAILBOX_URL_ENV, TEST_IDP, TURN_URL_ENV } from './env'
import { serveMailbox } from './mailbox'

export { BASE_URL_ENV } from './env'

const REPO_ROOT = resolve(import.meta.dirname, '../../..')
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js')
const START_TIMEOUT_MS = 60_000

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => done(port))
    })
  })

const waitForHealth = async (baseUrl: string, server: ChildProcess, log: () => string) => {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok && (await response.json()).status === 'ok') return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${log()}`)
}

/**
 * Starts what a real deployment talks to — an SMTP server that catches the mails, an OpenID
 * Connect provider and a TURN server for calls — then the built server on a free port with a fresh
 * data directory. The mails are served to the test workers over a loopback endpoint. The returned
 * function stops it all.
 */
export default async function globalSetup() {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-e2e-'))
  const catcher = await startMailCatcher()
  const mailbox = await serveMailbox(catcher)
  // coturn when Debian's package is installed (CI installs it); the TURN spec says so when it is not.
  const turn = coturnInstalled() ? await startCoturn() : null
  const idp = await startTestOidcProvider({
    redirectUris: [`${baseUrl}/api/a/oauth2/callback/${TEST_IDP.id}`],
    accounts: [
      {
        sub: TEST_IDP.login,
        email: TEST_IDP.email,
        emailVerified: true,
        givenName: TEST_IDP.givenName,
        familyName: TEST_IDP.familyName,
      },
    ],
  })

  let output = ''
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SMTP_URL: catcher.url,
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: TEST_IDP.id,
          name: TEST_IDP.name,
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      ]),
      // Each test is its own client (fixtures.ts sends X-Forwarded-For), so the per-address rate
      // limits of sign-in and registration do not couple unrelated tests.
      TRUST_PROXY: '127.0.0.1',
      CALL_RING_SECONDS: String(E2E_CALL_RING_SECONDS),
      // Calls get TURN credentials for the real coturn (the REST scheme of use-auth-secret).
      ...(turn ? { ICE_SERVERS: JSON.stringify([{ urls: turn.url }]), TURN_SECRET: turn.secret } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  server.stdout?.on('data', collect)
  server.stderr?.on('data', collect)

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
    }
    mailbox.server.closeAllConnections()
    await new Promise((r) => mailbox.server.close(r))
    await Promise.allSettled([catcher.close(), idp.close(), turn?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(baseUrl, server, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  process.env[BASE_URL_ENV] = baseUrl
  process.env[MAILBOX_URL_ENV] = mailbox.url
  if (turn) process.env[TURN_URL_ENV] = turn.url
  return stop
}
