import { randomUUID } from 'node:crypto'
import { Dictionary, FileUploadAnswer, formatRef, MessageType, Reaction } from '@nauka/contracts'
import { EN, RU } from '../../../bench/data/search-vocabulary.mjs'
import { connectSocket, type TestSocket } from '../src/platform/realtime/socket-test-client'
import type { Tally } from './measure'
import { signInCookie } from './sign-in'

/** A signed-in person of the seeded set, with the address they come from and their open socket. */
export interface VirtualUser {
  id: number
  ip: string
  cookie: string
  socket: TestSocket
}

/** What the actions read from the seeded set: its users and its posts. */
export interface World {
  baseUrl: string
  users: VirtualUser[]
  /** Ids of the seeded users (to open profiles of). */
  userIds: { first: number; count: number }
  /** Posts to open, comment and like: the seeded ones and those the load writes. */
  postIds: number[]
}

/** A tiny but complete PDF document: what a researcher attaches. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** The longest wait for an answer (HTTP or a chat acknowledgement). */
const ANSWER_WITHIN_MS = 30_000

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
/** Recent posts are read far more than old ones, as in a feed: h³ leans to the list's end. */
const recentPost = (w: World) => w.postIds[Math.floor((1 - Math.random() ** 3) * w.postIds.length)] ?? 1

/**
 * One HTTP request as a browser tab of `vu` sends it; anything but a 2xx is an error answer. Answers
 * the parsed body (undefined on failure).
 */
async function call(
  w: World,
  tally: Tally,
  vu: VirtualUser,
  kind: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = {
    cookie: vu.cookie,
    origin: w.baseUrl,
    'x-forwarded-for': vu.ip,
  }
  let payload: FormData | string | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const started = performance.now()
  try {
    // A request unanswered this long is as good as lost: an error answer, not a soak that hangs.
    const signal = AbortSignal.timeout(ANSWER_WITHIN_MS)
    const res = await fetch(`${w.baseUrl}${path}`, { method, headers, body: payload, signal })
    const text = await res.text()
    tally.record(kind, performance.now() - started)
    if (res.status >= 200 && res.status < 300) return text ? JSON.parse(text) : null
    tally.fail(kind, `${res.status} ${method} ${path} ${text.slice(0, 300)}`)
  } catch (err) {
    tally.fail(kind, `${method} ${path} ${String(err)}`)
  }
  return undefined
}

/** Chat messages sent and not yet seen by their receiver, by their text's unique tag. */
export class Deliveries {
  private readonly pending = new Map<string, { to: number; sentAt: number }>()

  constructor(private readonly tally: Tally) {}

  /** Listens on a user's socket for the messages sent to them. */
  watch(vu: VirtualUser): void {
    vu.socket.on('message', (event) => {
      const tag = event.message?.text?.split(' ')[0] ?? ''
      const sent = this.pending.get(tag)
      if (!sent || sent.to !== vu.id) return
      this.pending.delete(tag)
      this.tally.record('chat.delivered', performance.now() - sent.sentAt)
    })
  }

  expect(tag: string, to: number): void {
    this.pending.set(tag, { to, sentAt: performance.now() })
  }

  /** Messages older than `ms` still unseen: each counts as not delivered. */
  overdue(ms: number): number {
    const now = performance.now()
    return [...this.pending.values()].filter((p) => now - p.sentAt > ms).length
  }
}

type Action = (w: World, tally: Tally, vu: VirtualUser, deliveries: Deliveries) => Promise<void>

const searchWords = [...RU.subjects, ...EN.subjects]

/**
 * The mix, by weight: mostly reading (feeds, posts with their comments, profiles, search), some
 * writing (comments, likes, posts, an attached file now and then) and chat, about what a research
 * network's busy hour looks like.
 */
export const ACTIONS: { kind: string; weight: number; run: Action }[] = [
  {
    kind: 'feed',
    weight: 25,
    run: async (w, t, vu) => {
      await call(w, t, vu, 'feed', 'POST', `/api/core/user_messages/list/${vu.id}`)
    },
  },
  {
    kind: 'post.open',
    weight: 20,
    run: async (w, t, vu) => {
      const id = recentPost(w)
      await call(w, t, vu, 'post.open', 'GET', `/api/core/post/${id}`)
      await call(w, t, vu, 'comments', 'POST', '/api/core/post/comment/fetch', { postId: id })
    },
  },
  {
    kind: 'profile',
    weight: 10,
    run: async (w, t, vu) => {
      const id = w.userIds.first + Math.floor(Math.random() * w.userIds.count)
      await call(w, t, vu, 'profile', 'GET', `/api/core/user_profile/${id}`)
    },
  },
  {
    kind: 'search',
    weight: 8,
    run: async (w, t, vu) => {
      const query = new URLSearchParams({ message: any(searchWords), kind: any(['posts', 'publications']) })
      await call(w, t, vu, 'search', 'GET', `/api/search2/search/v2/all/paged?${query}`)
    },
  },
  {
    kind: 'comment',
    weight: 6,
    run: async (w, t, vu) => {
      await call(w, t, vu, 'comment', 'POST', '/api/core/post/comment', {
        rPost: formatRef(Dictionary.post, recentPost(w)),
        text: `${any(RU.sentences).replace('{s}', any(RU.subjects))}`,
      })
    },
  },
  {
    kind: 'like',
    weight: 8,
    run: async (w, t, vu) => {
      await call(w, t, vu, 'like', 'PUT', `/api/core/post/${recentPost(w)}/react`, Reaction.Like)
    },
  },
  {
    kind: 'post.create',
    weight: 3,
    run: async (w, t, vu) => {
      const post = (await call(w, t, vu, 'post.create', 'POST', '/api/core/post', {
        title: any(EN.sentences).replace('{s}', any(EN.subjects)),
        text: any(RU.sentences).replace('{s}', any(RU.subjects)),
      })) as { id: number } | undefined
      if (post) w.postIds.push(post.id)
    },
  },
  {
    kind: 'upload',
    weight: 1,
    run: async (w, t, vu) => {
      const form = new FormData()
      form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'results.pdf')
      const answer = await call(w, t, vu, 'upload', 'POST', '/api/core/files', form)
      if (answer === undefined) return
      const [file] = FileUploadAnswer.parse(answer)
      const post = (await call(w, t, vu, 'post.create', 'POST', '/api/core/post', {
        title: 'Measurements attached',
        text: 'The raw data of the last run.',
        files: [file?.id ?? ''],
      })) as { id: number } | undefined
      if (post) w.postIds.push(post.id)
    },
  },
  {
    kind: 'chat',
    weight: 15,
    run: async (w, t, vu, deliveries) => {
      let to = any(w.users)
      while (to === vu) to = any(w.users)
      const tag = randomUUID()
      deliveries.expect(tag, to.id)
      const started = performance.now()
      const ack = await vu.socket.timeout(ANSWER_WITHIN_MS).emitWithAck('message', {
        interlocutor: to.id,
        cType: MessageType.TextMessage,
        text: `${tag} ${any(RU.sentences).replace('{s}', any(RU.subjects))}`,
        clientId: tag,
      })
      t.record('chat', performance.now() - started)
      if (!ack.ok) t.fail('chat', `${ack.error.code} ${ack.error.message}`)
    },
  },
]

const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0)

/** An action of the mix, chosen by its weight. */
export function pickAction(roll = Math.random()): (typeof ACTIONS)[number] {
  let left = roll * TOTAL_WEIGHT
  for (const action of ACTIONS) {
    left -= action.weight
    if (left < 0) return action
  }
  return ACTIONS[ACTIONS.length - 1] as (typeof ACTIONS)[number]
}

/** Signs a seeded user in from an address of their own and opens their socket, as the web app does. */
export async function signInUser(
  baseUrl: string,
  id: number,
  email: string,
  password: string,
  ip: string,
): Promise<VirtualUser> {
  const cookie = await signInCookie(baseUrl, email, password, ip)
  const socket = await connectSocket(baseUrl, { cookie, origin: baseUrl })
  return { id, ip, cookie, socket }
}
