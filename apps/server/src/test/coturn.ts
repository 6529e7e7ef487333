/**
 * A real coturn (Debian's `turnserver`) on the loopback for the calls' TURN tests, in the REST
 * scheme the platform issues credentials for (`use-auth-secret`). Used by the server tests and by
 * the browser tests (apps/web/e2e imports this file by relative path), so it depends on Node only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createSocket } from 'node:dgram'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stopProcess } from './processes'
import { stunBinding } from './turn-client'

export interface Coturn {
  port: number
  /** The shared secret coturn checks the credentials with (TURN_SECRET of the platform). */
  secret: string
  realm: string
  /** `turn:127.0.0.1:<port>`, for ICE_SERVERS. */
  url: string
  /** What coturn printed, for a failing test's message. */
  log(): string
  stop(): Promise<void>
}

const REALM = 'nauka.test'

const freeUdpPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createSocket('udp4')
    probe.once('error', reject)
    probe.bind(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/**
 * coturn's configuration for relaying between two clients on the same machine: loopback only,
 * plain UDP/TCP, no admin CLI, and loopback peers allowed (coturn refuses them by default, as a
 * production server should). Its user database and pid file go to `dir`, not /var.
 */
export const coturnConfig = (dir: string, port: number, secret: string): string =>
  [
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `listening-port=${port}`,
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    `realm=${REALM}`,
    'fingerprint',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-rfc5780',
    'no-software-attribute',
    'allow-loopback-peers',
    `userdb=${join(dir, 'turndb')}`,
    `pidfile=${join(dir, 'turnserver.pid')}`,
    'log-file=stdout',
    'simple-log',
    '',
  ].join('\n')

/** Whether Debian's coturn is installed (`scripts/ensure-system.sh coturn`). */
export const coturnInstalled = (): boolean => !spawnSync('turnserver', ['--version']).error

/** Starts coturn on a free loopback port and resolves once it answers STUN. */
export async function startCoturn(secret = randomBytes(24).toString('hex')): Promise<Coturn> {
  if (!coturnInstalled())
    throw new Error('turnserver is not installed: run `bash scripts/ensure-system.sh coturn`')
  const dir = mkdtempSync(join(tmpdir(), 'nauka-coturn-'))
  const port = await freeUdpPort()
  const file = join(dir, 'turnserver.conf')
  writeFileSync(file, coturnConfig(dir, port, secret))
  let output = ''
  const child = spawn('turnserver', ['-c', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const stop = async () => {
    await stopProcess(child)
    rmSync(dir, { recursive: true, force: true })
  }
  const gaveUp = new AbortController()
  child.once('exit', (code) => gaveUp.abort(new Error(`turnserver exited with ${code}:\n${output}`)))
  child.once('error', (error) => gaveUp.abort(error))
  try {
    await stunBinding(port, gaveUp.signal)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, secret, realm: REALM, url: `turn:127.0.0.1:${port}`, log: () => output, stop }
}
