import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { CallMediaAck, type CallMediaClientEvent } from '@nauka/contracts'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import type { TestSocket } from '../../../platform/realtime/socket-test-client'
import { type Janus, startJanus } from '../../../test/janus'
import type { TestServerOptions } from '../../../test/test-server'
import { JanusClient } from './janus-client'
import { JanusRooms, type RoomRef } from './janus-rooms'

/** Test helpers of calls through the media server: a real Janus, and the calls' own view of it. */

export interface JanusForTests {
  readonly janus: Janus
  /** The rooms as Janus has them, through a client of the test's own. */
  readonly rooms: JanusRooms
  readonly client: JanusClient
  /** The app's configuration for this Janus. */
  env(extra?: Record<string, string>): TestServerOptions
}

/** Starts Janus before the file's test server (register it first) and stops it after. */
export function useJanus(): JanusForTests {
  let running: { janus: Janus; client: JanusClient; rooms: JanusRooms } | undefined
  const state = () => {
    if (!running) throw new Error('Janus starts in beforeAll')
    return running
  }
  beforeAll(async () => {
    const janus = await startJanus()
    const client = new JanusClient({
      url: janus.url,
      apiSecret: janus.apiSecret,
      log: pino({ level: 'silent' }),
    })
    running = { janus, client, rooms: new JanusRooms(client, janus.adminKey) }
  })
  afterAll(async () => {
    await running?.client.close()
    await running?.janus.stop()
  })
  return {
    get janus() {
      return state().janus
    },
    get rooms() {
      return state().rooms
    },
    get client() {
      return state().client
    },
    env: (extra = {}) => ({
      listen: true,
      env: {
        JANUS_URL: state().janus.url,
        JANUS_API_SECRET: state().janus.apiSecret,
        JANUS_ADMIN_KEY: state().janus.adminKey,
        JANUS_RECORDINGS_DIR: state().janus.recordingsDir,
        ...extra,
      },
    }),
  }
}

export async function mediaEvent(socket: TestSocket, event: CallMediaClientEvent | Record<string, unknown>) {
  return CallMediaAck.parse(await socket.emitWithAck('callMedia', event as CallMediaClientEvent))
}

const fingerprint = () =>
  Array.from(randomBytes(32))
    .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
    .join(':')

/**
 * A browser's offer to publish a microphone (mid 0) and a camera (mid 1), as Chromium writes one:
 * enough for Janus to answer it (no connection ever follows, nothing here does ICE or DTLS).
 */
export const publishOffer = (): { type: 'offer'; sdp: string } => {
  const ice = [
    `a=ice-ufrag:${randomBytes(3).toString('hex')}`,
    `a=ice-pwd:${randomBytes(12).toString('hex')}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fingerprint()}`,
    'a=setup:actpass',
  ]
  const lines = [
    'v=0',
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0 1',
    'a=msid-semantic: WMS',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    ...ice,
    'a=mid:0',
    'a=sendonly',
    'a=rtcp-mux',
    'a=rtpmap:111 opus/48000/2',
    'a=fmtp:111 minptime=10;useinbandfec=1',
    `a=ssrc:${1000 + Math.floor(Math.random() * 1e6)} cname:test`,
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    ...ice,
    'a=mid:1',
    'a=sendonly',
    'a=rtcp-mux',
    'a=rtcp-rsize',
    'a=rtpmap:96 VP8/90000',
    'a=rtcp-fb:96 nack',
    'a=rtcp-fb:96 nack pli',
    'a=rtcp-fb:96 ccm fir',
    `a=ssrc:${2000 + Math.floor(Math.random() * 1e6)} cname:test`,
  ]
  return { type: 'offer', sdp: `${lines.join('\r\n')}\r\n` }
}

/**
 * A publisher of the room fed with plain RTP instead of a browser (Janus's remote publishers): a
 * microphone (mid 0, Opus) and a camera (mid 1, VP8) under `display`, announced to the room at
 * once. Janus takes RTP for it on `port`, telling its streams apart by SSRC: 1000 + 10 × mindex.
 */
export async function addRemotePublisher(client: JanusClient, room: RoomRef, display: string) {
  const admin = await client.admin()
  const { data } = await admin.request({
    request: 'add_remote_publisher',
    room: room.room,
    secret: room.secret,
    display,
    iface: '127.0.0.1',
    streams: [
      { type: 'audio', mindex: 0, mid: '0', codec: 'opus', description: 'microphone' },
      { type: 'video', mindex: 1, mid: '1', codec: 'vp8', description: 'camera' },
    ],
  })
  return { id: Number(data.id), port: Number(data.port), audioSsrc: 1000, videoSsrc: 1010 }
}

/**
 * Sends `seconds` of a tone and a test picture, live, to a remote publisher's port (Opus and VP8
 * under the SSRCs its streams expect); resolves when ffmpeg has sent it all.
 */
export function sendRtp(remote: { port: number; audioSsrc: number; videoSsrc: number }, seconds: number) {
  const target = `rtp://127.0.0.1:${remote.port}`
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
    ...['-map', '0:a', '-c:a', 'libopus', '-payload_type', '111', '-ssrc', String(remote.audioSsrc)],
    ...['-f', 'rtp', target],
    ...['-map', '1:v', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', '-payload_type', '96'],
    ...['-ssrc', String(remote.videoSsrc), '-f', 'rtp', target],
  ]
  return new Promise<void>((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    ffmpeg.once('error', reject)
    ffmpeg.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors}`)),
    )
  })
}

/**
 * A browser's answer to a subscriber offer of Janus: each offered section received (or refused when
 * Janus offers it inactive), with the offer's codecs; enough for Janus to go on, nothing connects.
 */
export const answerTo = (offer: string): { type: 'answer'; sdp: string } => {
  const [head = '', ...sections] = offer.split(/\r\n(?=m=)/)
  const bundle = head.split('\r\n').find((l) => l.startsWith('a=group:BUNDLE'))
  const ice = [
    `a=ice-ufrag:${randomBytes(3).toString('hex')}`,
    `a=ice-pwd:${randomBytes(12).toString('hex')}`,
    `a=fingerprint:sha-256 ${fingerprint()}`,
    'a=setup:active',
  ]
  const answered = sections.map((section) => {
    const lines = section.split('\r\n').filter(Boolean)
    const kept = lines.filter((l) =>
      ['m=', 'c=', 'a=mid:', 'a=rtpmap:', 'a=fmtp:', 'a=rtcp-fb:', 'a=rtcp-mux'].some((p) => l.startsWith(p)),
    )
    const direction = lines.includes('a=inactive') ? 'a=inactive' : 'a=recvonly'
    return [...kept, ...ice, direction].join('\r\n')
  })
  const top = ['v=0', `o=- ${Date.now()} 2 IN IP4 127.0.0.1`, 's=-', 't=0 0', ...(bundle ? [bundle] : [])]
  return { type: 'answer', sdp: `${[...top, ...answered].join('\r\n')}\r\n` }
}

/** A remote publisher starts sending one more stream: a shared screen (mid 2, VP8). */
export async function addRemoteScreen(client: JanusClient, room: RoomRef, id: number) {
  const admin = await client.admin()
  await admin.request({
    request: 'update_remote_publisher',
    room: room.room,
    secret: room.secret,
    id,
    streams: [{ type: 'video', mindex: 2, mid: '2', codec: 'vp8', description: 'screen' }],
  })
}
