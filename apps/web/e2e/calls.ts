import { randomInt } from 'node:crypto'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { CHROMIUM } from '../playwright.config'
import { type Account, createSignedInAccount, expect } from './fixtures'

/**
 * Helpers of the calls' browser tests (issue 16): people in their own contexts with Chromium's fake
 * camera and microphone, the peer connections the app makes (recorded by an init script) and what
 * their statistics say about the media.
 */

/** Chromium's fake camera and microphone, granted without a prompt: `test.use({ launchOptions })`. */
export const FAKE_MEDIA_LAUNCH = {
  ...CHROMIUM,
  args: [...CHROMIUM.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
}

/**
 * The same with the fake camera at `fps` frames a second: many people in one browser on two cores
 * encode and decode less, and the media still flows the same way.
 */
export const fakeMediaLaunch = (fps: number) => ({
  ...CHROMIUM,
  // Below the server's and Janus's priority: the people's browsers stand for machines of their own.
  executablePath: join(import.meta.dirname, 'chromium-nice.sh'),
  args: [...CHROMIUM.args, `--use-fake-device-for-media-stream=fps=${fps}`, '--use-fake-ui-for-media-stream'],
})

/** Long enough for three Chromium pages on two busy cores to gather, connect and send. */
export const MEDIA_TIMEOUT = 45_000

declare global {
  interface Window {
    /** Every RTCPeerConnection the page made, in order. */
    __peers?: RTCPeerConnection[]
  }
}

/**
 * Runs in the page before the app: wraps RTCPeerConnection so each instance is recorded; with
 * `relayOnly`, forces ICE through TURN as a browser behind a strict NAT would have to.
 */
const recordPeers = (relayOnly: boolean) => {
  const Native = window.RTCPeerConnection
  const peers: RTCPeerConnection[] = []
  window.__peers = peers
  class Recorded extends Native {
    constructor(config?: RTCConfiguration) {
      super(relayOnly ? { ...config, iceTransportPolicy: 'relay' } : config)
      peers.push(this)
    }
  }
  window.RTCPeerConnection = Recorded
}

const letters = 'абвгдежзиклмнопрстуфхцчшэюя'

export interface Person {
  context: BrowserContext
  page: Page
  account: Account
  /** The full name others see. */
  name: string
}

/** A person in a context of their own: signed up, named, camera and microphone granted. */
export const person = async (
  browser: Browser,
  baseURL: string | undefined,
  first: string,
  last: string,
  options: { relayOnly?: boolean } = {},
): Promise<Person> => {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    permissions: ['camera', 'microphone'],
    // A client address of its own, so the per-address rate limits of registration do not bite.
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  })
  await context.addInitScript(recordPeers, options.relayOnly ?? false)
  const page = await context.newPage()
  const account = await createSignedInAccount(page)
  const surname = `${last}${Array.from({ length: 5 }, () => letters[randomInt(letters.length)]).join('')}`
  const named = await page.request.post('/api/core/user_profile/info', {
    data: { firstName: first, lastName: surname },
  })
  expect(named.status(), await named.text()).toBe(200)
  return { context, page, account, name: `${first} ${surname}` }
}

/** A dialog made by `owner` through the API (the UI path is chat.spec.ts's): personal, or a group when named. */
export const createDialog = async (owner: Person, others: Person[], groupName?: string): Promise<number> => {
  const created = await owner.page.request.post('/api/chat/v1/dialogs/create', {
    data: { users: others.map((p) => p.account.id), ...(groupName ? { dialogName: groupName } : {}) },
  })
  expect(created.status(), await created.text()).toBe(200)
  return ((await created.json()) as { id: number }).id
}

/** Opens a page and waits until its real-time socket is up (calls ring over it). */
export const openLive = async (page: Page, path: string) => {
  const socket = page.waitForEvent('websocket')
  await page.goto(path)
  await socket
}

export const incoming = (page: Page) => page.getByRole('dialog', { name: 'Входящий звонок' })
export const screen = (page: Page) => page.getByRole('region', { name: 'Звонок' })
export const thread = (page: Page) => page.getByRole('list', { name: 'Сообщения' })
/** The tiles of the others in the call. */
export const remoteTiles = (page: Page, self: Person) =>
  page.getByTestId('call-tile').and(page.locator(`:not([data-user-id="${self.account.id}"])`))

/** Both sides talking: the call screen is up and the client's call status is `received`. */
export const expectInCall = async (page: Page) => {
  await expect(page.getByTestId('call-root')).toHaveAttribute('data-call-status', 'received', {
    timeout: MEDIA_TIMEOUT,
  })
  await expect(screen(page)).toBeVisible()
}

/** No call going on for this page: no call screen, nothing ringing. */
export const expectIdle = async (page: Page) => {
  await expect(page.locator('[data-testid="call-root"]:not([data-call-status="finish"])')).toHaveCount(0, {
    timeout: MEDIA_TIMEOUT,
  })
  await expect(screen(page)).toHaveCount(0)
  await expect(incoming(page)).toHaveCount(0)
}

/**
 * `caller` presses the dialog's call button and every callee accepts where it rings: all of them
 * end up in the call.
 */
export const callAndAccept = async (
  caller: Person,
  callees: Person[],
  button: 'Аудиозвонок' | 'Видеозвонок' = 'Аудиозвонок',
) => {
  await caller.page.getByRole('button', { name: button }).click()
  for (const callee of callees) await incoming(callee.page).getByRole('button', { name: 'Принять' }).click()
  for (const p of [caller, ...callees]) await expectInCall(p.page)
}

export interface PeerStats {
  /** Its place among the page's recorded connections. */
  index: number
  state: RTCPeerConnectionState
  /** RTP bytes received on all its inbound streams. */
  bytes: number
  /** Candidate types of the selected pair (host, srflx, prflx, relay). */
  local: string | null
  remote: string | null
}

/** What each recorded peer connection of the page reports. */
export const peerStats = (page: Page): Promise<PeerStats[]> =>
  page.evaluate(() =>
    Promise.all(
      (window.__peers ?? []).map(async (peer, index) => {
        const stats = await peer.getStats()
        let bytes = 0
        let local: string | null = null
        let remote: string | null = null
        stats.forEach((report) => {
          if (report.type === 'inbound-rtp') bytes += report.bytesReceived ?? 0
          if (report.type === 'transport' && report.selectedCandidatePairId) {
            const pair = stats.get(report.selectedCandidatePairId)
            local = stats.get(pair?.localCandidateId)?.candidateType ?? null
            remote = stats.get(pair?.remoteCandidateId)?.candidateType ?? null
          }
        })
        return { index, state: peer.connectionState, bytes, local, remote }
      }),
    ),
  )

const connected = (all: PeerStats[]) => all.filter((p) => p.state === 'connected')

/**
 * Waits until the page has exactly `count` connected peer connections, each receiving media, then
 * until every one of them has received more: media keeps flowing. Returns those connections.
 */
export const expectMediaFlowing = async (page: Page, count: number): Promise<PeerStats[]> => {
  let live: PeerStats[] = []
  await expect
    .poll(
      async () => {
        live = connected(await peerStats(page))
        return live.length === count && live.every((p) => p.bytes > 0)
      },
      { timeout: MEDIA_TIMEOUT, message: `${count} connected peer(s) receiving media` },
    )
    .toBe(true)
  const before = live
  await expect
    .poll(
      async () => {
        const now = await peerStats(page)
        return before.every(
          (p) => now[p.index]?.state === 'connected' && (now[p.index]?.bytes ?? 0) > p.bytes,
        )
      },
      { timeout: MEDIA_TIMEOUT, message: 'the received bytes grow on every connected peer' },
    )
    .toBe(true)
  return before
}

/** The bytes received so far for each remote tile of the page, by the tile's user id. */
export interface TileMedia {
  user: number
  /** The tile's video and sound tracks (those its media elements play). */
  tracks: number
  /** RTP bytes received for those tracks, over every recorded peer connection. */
  bytes: number
}

/**
 * What each remote tile receives, whatever connection it comes over (one per peer on the mesh, one
 * subscription for all on the media server): the tracks its <video>/<audio> play are matched to
 * the inbound RTP streams by track id.
 */
export const tileMedia = (page: Page, self: Person): Promise<TileMedia[]> =>
  page.evaluate(async (selfId) => {
    const received = new Map<string, number>()
    for (const peer of window.__peers ?? []) {
      if (peer.connectionState === 'closed') continue
      const stats = await peer.getStats()
      stats.forEach((report) => {
        if (report.type === 'inbound-rtp' && report.trackIdentifier)
          received.set(
            report.trackIdentifier,
            (received.get(report.trackIdentifier) ?? 0) + (report.bytesReceived ?? 0),
          )
      })
    }
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid="call-tile"]')].filter(
      (tile) => tile.dataset.userId !== String(selfId),
    )
    return tiles.map((tile) => {
      const ids = new Set<string>()
      for (const media of tile.querySelectorAll<HTMLMediaElement>('video, audio'))
        if (media.srcObject instanceof MediaStream)
          for (const track of media.srcObject.getTracks()) ids.add(track.id)
      return {
        user: Number(tile.dataset.userId),
        tracks: ids.size,
        bytes: [...ids].reduce((sum, id) => sum + (received.get(id) ?? 0), 0),
      }
    })
  }, self.account.id)

/**
 * Waits until the page shows a tile for each of `others`, each receiving media, then until every
 * one of them has received more: each person's media keeps flowing to this page.
 */
export const expectMediaFromEach = async (
  page: Page,
  self: Person,
  others: Person[],
  timeout = MEDIA_TIMEOUT,
) => {
  const wanted = others.map((p) => p.account.id).sort((x, y) => x - y)
  let before: TileMedia[] = []
  await expect
    .poll(
      async () => {
        before = (await tileMedia(page, self)).filter((t) => t.bytes > 0)
        return before.map((t) => t.user).sort((x, y) => x - y)
      },
      { timeout, message: `media received from each of ${others.length} others` },
    )
    .toEqual(wanted)
  await expect
    .poll(
      async () => {
        const now = await tileMedia(page, self)
        return before
          .filter((t) => (now.find((n) => n.user === t.user)?.bytes ?? 0) <= t.bytes)
          .map((t) => t.user)
      },
      { timeout, message: 'the bytes received grow for each of the others' },
    )
    .toEqual([])
}

/**
 * The video the page uploads: how many outbound video streams, a simulcast set (one track sent at
 * several resolutions, one `rid` each) counted once, and how many `rid` layers there are in all.
 * Only streams that have sent something count.
 */
export const outboundVideo = (page: Page): Promise<{ sets: number; layers: number }> =>
  page.evaluate(async () => {
    const sets = new Set<string>()
    let layers = 0
    for (const [index, peer] of (window.__peers ?? []).entries()) {
      if (peer.connectionState === 'closed') continue
      const stats = await peer.getStats()
      stats.forEach((report) => {
        if (report.type !== 'outbound-rtp' || report.kind !== 'video' || !(report.bytesSent > 0)) return
        layers += 1
        sets.add(`${index}/${report.mid ?? report.mediaSourceId ?? report.ssrc}`)
      })
    }
    return { sets: sets.size, layers }
  })

/**
 * What a failed call looked like from one page: each recorded connection's states, its transceivers
 * (mid, direction, the received track) with the RTP bytes of each mid, and the tracks each tile plays.
 */
export const peerReport = (page: Page): Promise<unknown> =>
  page.evaluate(async () => {
    const peers = await Promise.all(
      (window.__peers ?? []).map(async (peer, index) => {
        const bytes = new Map<string, number>()
        if (peer.connectionState !== 'closed') {
          const stats = await peer.getStats()
          stats.forEach((r) => {
            if (r.type === 'inbound-rtp') bytes.set(`in ${r.mid}`, r.bytesReceived ?? 0)
            if (r.type === 'outbound-rtp') bytes.set(`out ${r.mid}/${r.rid ?? ''}`, r.bytesSent ?? 0)
          })
        }
        return {
          index,
          connection: peer.connectionState,
          ice: peer.iceConnectionState,
          signaling: peer.signalingState,
          transceivers: peer.getTransceivers().map((t) => ({
            mid: t.mid,
            direction: t.direction,
            current: t.currentDirection,
            track: t.receiver.track.id,
          })),
          bytes: Object.fromEntries(bytes),
        }
      }),
    )
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid="call-tile"]')].map((tile) => ({
      user: tile.dataset.userId,
      media: tile.dataset.media,
      tracks: [...tile.querySelectorAll<HTMLMediaElement>('video, audio')].flatMap((m) =>
        m.srcObject instanceof MediaStream ? m.srcObject.getTracks().map((t) => `${t.kind} ${t.id}`) : [],
      ),
    }))
    const root = document.querySelector<HTMLElement>('[data-testid="call-root"]')
    return {
      call: root ? { ...root.dataset } : null,
      text: document.body.innerText.slice(0, 600),
      loads: performance.getEntriesByType('navigation').length,
      peers: peers.filter((p) => p.connection !== 'closed'),
      closed: peers.length,
      tiles,
    }
  })
