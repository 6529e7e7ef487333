/**
 * A real Janus (Debian's `janus`) on the loopback for the media-server tests: only the VideoRoom
 * plugin and the WebSocket transport, an API secret and a VideoRoom admin key as in production.
 * Used by the server tests, the browser tests and the bench (apps/web/e2e imports this file by
 * relative path), so it depends on Node and `ws` only.
 *
 * Which ICE candidates Janus must offer a headless Chromium on the same machine (tried with
 * Debian's Chromium driven by Playwright, a publisher and a subscriber connection each way):
 * - A host candidate on the machine's own non-loopback address, and that is enough. libnice never
 *   gathers on the loopback interface (`ice_enforce_list = "127.0.0.1"` leaves Janus with no usable
 *   address, and it falls back to every interface), and Chromium does not gather there either. So
 *   `ice_enforce_list` names the first non-loopback IPv4 address (`iceAddress`) and nothing else:
 *   each SDP of Janus then carries exactly one candidate, which the browser's checks reach.
 * - No browser candidate is needed at all: with every `a=candidate` line stripped from the
 *   browser's offer and answer, both connections still connected, Janus learning the browser's
 *   address from its checks as a peer-reflexive candidate. That covers a Chromium that hides its
 *   host addresses behind mDNS `.local` names (no mDNS responder here to resolve them), so
 *   `ignore_mdns` spares Janus a lookup that could only time out. (Chromium launched by Playwright
 *   showed its real addresses anyway, with or without camera permission, and even with
 *   `--enable-features=WebRtcHideLocalIpsWithMdns`.)
 * - Half trickle (Janus's default, no `full_trickle`): Janus's candidate travels inside its SDP, so
 *   a browser connects even if our server relays no trickled candidate from Janus.
 * - No STUN, no TURN and no `nat_1_1_mapping`: on one machine nothing is behind a NAT.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { freeTcpPort, stopProcess } from './processes'

export interface Janus {
  /** `ws://127.0.0.1:<port>`, for JANUS_URL. */
  url: string
  /** JANUS_API_SECRET: every request of the Janus API must carry it. */
  apiSecret: string
  /** JANUS_ADMIN_KEY: the VideoRoom refuses to create rooms without it. */
  adminKey: string
  /** A folder Janus may write recordings to (a VideoRoom `rec_dir` may point under it). */
  recordingsDir: string
  /** The address Janus offers in its ICE candidates. */
  iceAddress: string
  /** The tail of Janus's log file, for a failing test's message. */
  log(): string
  /** Kills Janus at once, as a crash would (every session, handle and room gone with it). */
  kill(): Promise<void>
  /** Runs Janus again after `kill`, where it was (same port, secrets and folders); resolves once it answers. */
  start(): Promise<void>
  stop(): Promise<void>
}

export interface JanusOptions {
  /** RTP/RTCP ports Janus may use; a separate range per instance keeps parallel runs apart. */
  rtpPorts?: { min: number; max: number }
  /** The only address Janus gathers ICE candidates on (default: the first non-loopback IPv4). */
  iceAddress?: string
  /** The WebSocket's port (default: a free one), e.g. to start Janus again where a client expects it. */
  wsPort?: number
  /** The API secret (default: a fresh one). */
  apiSecret?: string
}

const LIB = '/usr/lib/x86_64-linux-gnu/janus'
const PLUGINS = ['libjanus_videoroom.so']
const TRANSPORTS = ['libjanus_websockets.so']
const READY_TIMEOUT_MS = 30_000

/** Where Debian puts Janus's modules (the multiarch folder of this machine). */
const janusLibrary = (): string => {
  const arch = spawnSync('dpkg-architecture', ['-qDEB_HOST_MULTIARCH'], { encoding: 'utf8' })
  const multiarch = arch.status === 0 ? arch.stdout.trim() : ''
  return multiarch ? `/usr/lib/${multiarch}/janus` : LIB
}

/** Whether Debian's Janus is installed (`scripts/ensure-system.sh janus`). */
export const janusInstalled = (): boolean => !spawnSync('janus', ['--help']).error

/** The first non-internal IPv4 address: the one a local Chromium gathers its host candidate on. */
export const localIceAddress = (): string => {
  for (const addresses of Object.values(networkInterfaces()))
    for (const address of addresses ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address
  throw new Error('no non-loopback IPv4 address: a local browser could not reach Janus over ICE')
}

/**
 * A folder holding links to only the modules wanted: Janus loads every module of its folders, and
 * the others (SIP, MQTT, RabbitMQ, …) would only slow it down or look for their own servers.
 */
const linkOnly = (dir: string, source: string, names: string[]) => {
  mkdirSync(dir)
  for (const name of names) symlinkSync(join(source, name), join(dir, name))
  return dir
}

/** The configuration files of one loopback Janus, as Janus's `.jcfg` texts by file name. */
export const janusConfig = (options: {
  dir: string
  library: string
  wsPort: number
  apiSecret: string
  adminKey: string
  iceAddress: string
  rtpPorts: { min: number; max: number }
}): Record<string, string> => {
  const { dir, library } = options
  const empty = join(dir, 'none')
  mkdirSync(empty, { recursive: true })
  return {
    'janus.jcfg': `general: {
  configs_folder = "${dir}"
  plugins_folder = "${linkOnly(join(dir, 'plugins'), join(library, 'plugins'), PLUGINS)}"
  transports_folder = "${linkOnly(join(dir, 'transports'), join(library, 'transports'), TRANSPORTS)}"
  events_folder = "${empty}"
  loggers_folder = "${empty}"
  log_to_stdout = false
  log_to_file = "${join(dir, 'janus.log')}"
  debug_level = 4
  debug_timestamps = true
  debug_colors = false
  api_secret = "${options.apiSecret}"
  server_name = "nauka-test"
  session_timeout = 60
  hide_dependencies = true
  protected_folders = ["/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
media: {
  rtp_port_range = "${options.rtpPorts.min}-${options.rtpPorts.max}"
}
nat: {
  ice_enforce_list = "${options.iceAddress}"
  ignore_mdns = true
}
events: {
  broadcast = false
}
`,
    'janus.transport.websockets.jcfg': `general: {
  json = "compact"
  ws = true
  ws_port = ${options.wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    'janus.plugin.videoroom.jcfg': `general: {
  admin_key = "${options.adminKey}"
  lock_rtp_forward = true
}
`,
  }
}

/** One `info` request over Janus's WebSocket: resolves when Janus answers it. */
export const janusInfo = (url: string, apiSecret: string, signal?: AbortSignal) =>
  new Promise<{ janus: string; name?: string; version_string?: string }>((resolve, reject) => {
    const socket = new WebSocket(url, 'janus-protocol')
    const aborted = () => fail(signal?.reason)
    const fail = (error: unknown) => {
      signal?.removeEventListener('abort', aborted)
      socket.terminate()
      reject(error)
    }
    signal?.addEventListener('abort', aborted, { once: true })
    socket.once('error', fail)
    socket.once('open', () =>
      socket.send(JSON.stringify({ janus: 'info', transaction: 'ready', apisecret: apiSecret })),
    )
    socket.once('message', (data) => {
      signal?.removeEventListener('abort', aborted)
      socket.close()
      resolve(JSON.parse(data.toString()))
    })
  })

/** Starts Janus on a free loopback port and resolves once its WebSocket answers `info`. */
export async function startJanus(options: JanusOptions = {}): Promise<Janus> {
  if (!janusInstalled()) throw new Error('janus is not installed: run `bash scripts/ensure-system.sh janus`')
  const dir = mkdtempSync(join(tmpdir(), 'nauka-janus-'))
  const recordingsDir = join(dir, 'recordings')
  mkdirSync(recordingsDir)
  const wsPort = options.wsPort ?? (await freeTcpPort())
  // A range of its own per instance, picked from the WebSocket port so parallel runs rarely meet.
  const base = 20_000 + (wsPort % 200) * 100
  const rtpPorts = options.rtpPorts ?? { min: base, max: base + 99 }
  const iceAddress = options.iceAddress ?? localIceAddress()
  const apiSecret = options.apiSecret ?? randomBytes(18).toString('hex')
  const adminKey = randomBytes(18).toString('hex')
  const files = janusConfig({
    dir,
    library: janusLibrary(),
    wsPort,
    apiSecret,
    adminKey,
    iceAddress,
    rtpPorts,
  })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)

  const logFile = join(dir, 'janus.log')
  let output = ''
  const log = () => {
    try {
      return `${output}${readFileSync(logFile, 'utf8').slice(-20_000)}`
    } catch {
      return output
    }
  }
  const url = `ws://127.0.0.1:${wsPort}`
  let child: ChildProcess | null = null
  const kill = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  const stop = async () => {
    const running = child
    child = null
    if (running) await stopProcess(running)
    rmSync(dir, { recursive: true, force: true })
  }
  const start = async () => {
    if (child) throw new Error('janus is running already')
    // `configs_folder` inside janus.jcfg is not enough: without `--configs-folder` the plugins read /etc/janus.
    const launched = spawn(
      'janus',
      ['--config', join(dir, 'janus.jcfg'), '--configs-folder', dir, '--disable-colors'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child = launched
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
    }
    launched.stdout?.on('data', collect)
    launched.stderr?.on('data', collect)
    const gaveUp = new AbortController()
    launched.once('exit', (code) => gaveUp.abort(new Error(`janus exited with ${code}:\n${log()}`)))
    launched.once('error', (error) => gaveUp.abort(error))
    const deadline = Date.now() + READY_TIMEOUT_MS
    for (;;) {
      gaveUp.signal.throwIfAborted()
      try {
        const answer = await janusInfo(url, apiSecret, gaveUp.signal)
        if (answer.janus === 'server_info') return
        throw new Error(`janus answered info with ${JSON.stringify(answer)}`)
      } catch (error) {
        if (gaveUp.signal.aborted || Date.now() > deadline) throw error
        // Not listening yet: the transport starts after the plugins.
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }
  try {
    await start()
  } catch (error) {
    await stop()
    throw error
  }
  return { url, apiSecret, adminKey, recordingsDir, iceAddress, log, kill, start, stop }
}
