/**
 * Small helpers of the tests that run real servers beside the platform (coturn, Janus), shared
 * with the browser tests by relative path, so Node only.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A TCP port free on the loopback right now. */
export const freeTcpPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/** Ends a child politely, then for sure: SIGTERM, SIGKILL after five seconds; resolves on its exit. */
export const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/**
 * The environment of the server run as `npm start` runs it (production, no web build), listening on
 * the loopback at `port` with its data in `dataDir`; the test's own DATABASE_URL and REDIS_URL are
 * left out, so the server uses only what `extra` names.
 */
export function serverProcessEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...env } = process.env
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  }
}
