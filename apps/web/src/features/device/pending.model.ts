import type { ProfileImageKind } from '@nauka/contracts'

/**
 * SPEC 1, 3: profile and image edits made offline are held as pending and sent, in the order they
 * were made, when the browser is back online. This is the queue as pure data and transitions; the
 * store persists it (IndexedDB) and the replay loop sends it.
 */

/** What a pending update changes: the main info, or the avatar or banner (a new image or its removal). */
export type PendingKind = 'info' | ProfileImageKind

/** The main info fields, as the info form sends them (kept loose here: the profile feature owns the shape). */
export type InfoPatch = Readonly<Record<string, unknown>>

export type PendingPayload =
  | { kind: 'info'; patch: InfoPatch }
  /** A cropped image to upload, or null to remove the current one. */
  | { kind: ProfileImageKind; blob: Blob | null }

/**
 * waiting: not sent yet (maybe after a failed try, until `retryAt`);
 * sending: on the wire; failed: the server refused it, or it failed too often: the person decides.
 */
export type PendingStatus = 'waiting' | 'sending' | 'failed'

export type PendingItem = {
  id: string
  userId: number
  payload: PendingPayload
  createdAt: number
  status: PendingStatus
  /** Tries made so far. */
  attempts: number
  /** Not before this time (ms since epoch), after a transient failure. */
  retryAt: number | null
  /** An i18n key of the last failure. */
  error: string | null
}

export type PendingQueue = readonly PendingItem[]

/** After this many transient failures an item waits for the person (retry or discard). */
export const MAX_ATTEMPTS = 5
const BASE_DELAY_MS = 1_000
const MAX_DELAY_MS = 60_000

/** Exponential backoff: 1 s, 2 s, 4 s … capped at a minute. */
export const backoffDelay = (attempts: number): number =>
  Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1))

export const kindOf = (item: PendingItem): PendingKind => item.payload.kind

/**
 * Adds an edit at the end. An edit of a kind that is still waiting to be sent is folded into it:
 * info patches merge (the newer value of a field wins), a newer image replaces the older one.
 * The folded item keeps its place, so the order of kinds stays the order of first edits.
 */
export const enqueue = (
  queue: PendingQueue,
  edit: { id: string; userId: number; payload: PendingPayload; now: number },
): PendingQueue => {
  const index = queue.findIndex(
    (item) => item.userId === edit.userId && kindOf(item) === edit.payload.kind && item.status === 'waiting',
  )
  const existing = index >= 0 ? queue[index] : undefined
  if (existing) {
    const payload: PendingPayload =
      existing.payload.kind === 'info' && edit.payload.kind === 'info'
        ? { kind: 'info', patch: { ...existing.payload.patch, ...edit.payload.patch } }
        : edit.payload
    const merged: PendingItem = { ...existing, payload, attempts: 0, retryAt: null, error: null }
    return queue.map((item, i) => (i === index ? merged : item))
  }
  return [
    ...queue,
    {
      id: edit.id,
      userId: edit.userId,
      payload: edit.payload,
      createdAt: edit.now,
      status: 'waiting',
      attempts: 0,
      retryAt: null,
      error: null,
    },
  ]
}

/** The user's items, in order. */
export const itemsOf = (queue: PendingQueue, userId: number): PendingItem[] =>
  queue.filter((item) => item.userId === userId)

/**
 * The next item of the user to send now, or null. Strict order: the first unsent item goes first;
 * while it waits out a backoff or awaits the person's decision, nothing behind it is sent.
 */
export const nextToSend = (queue: PendingQueue, userId: number, now: number): PendingItem | null => {
  const head = queue.find((item) => item.userId === userId)
  if (head?.status !== 'waiting') return null
  return head.retryAt === null || head.retryAt <= now ? head : null
}

/** When the head of the user's queue may be tried again (for a timer), or null. */
export const nextRetryAt = (queue: PendingQueue, userId: number): number | null => {
  const head = queue.find((item) => item.userId === userId)
  return head?.status === 'waiting' ? head.retryAt : null
}

const update = (queue: PendingQueue, id: string, change: (item: PendingItem) => PendingItem): PendingQueue =>
  queue.map((item) => (item.id === id ? change(item) : item))

export const markSending = (queue: PendingQueue, id: string): PendingQueue =>
  update(queue, id, (item) => ({ ...item, status: 'sending', attempts: item.attempts + 1 }))

/** Sent and saved: it leaves the queue. */
export const markSent = (queue: PendingQueue, id: string): PendingQueue =>
  queue.filter((item) => item.id !== id)

/**
 * A failed try. A transient failure (no connection, server trouble) waits and tries again, until
 * MAX_ATTEMPTS; a refusal (bad data, no access) or too many tries stops it as failed.
 */
export const markFailed = (
  queue: PendingQueue,
  id: string,
  failure: { error: string; transient: boolean; now: number },
): PendingQueue =>
  update(queue, id, (item) =>
    failure.transient && item.attempts < MAX_ATTEMPTS
      ? {
          ...item,
          status: 'waiting',
          retryAt: failure.now + backoffDelay(item.attempts),
          error: failure.error,
        }
      : { ...item, status: 'failed', retryAt: null, error: failure.error },
  )

/** A failure that came from the connection: nothing was counted against the item. */
export const markInterrupted = (queue: PendingQueue, id: string): PendingQueue =>
  update(queue, id, (item) => ({ ...item, status: 'waiting', attempts: Math.max(0, item.attempts - 1) }))

/** The person asks to try a failed item again: from scratch, now. */
export const retry = (queue: PendingQueue, id: string): PendingQueue =>
  update(queue, id, (item) => ({ ...item, status: 'waiting', attempts: 0, retryAt: null, error: null }))

/** The person gives up an edit. */
export const discard = (queue: PendingQueue, id: string): PendingQueue => markSent(queue, id)

/**
 * After a reload nothing is on the wire any more: an item that was being sent waits again (the
 * server treats a repeated info or image update as the same update).
 */
export const restored = (queue: PendingQueue): PendingQueue =>
  queue.some((item) => item.status === 'sending')
    ? queue.map((item) => (item.status === 'sending' ? { ...item, status: 'waiting' } : item))
    : queue

/** The info fields the person changed offline, merged in order: the UI shows them over the server's. */
export const pendingInfo = (queue: PendingQueue, userId: number): InfoPatch | null => {
  const patches = itemsOf(queue, userId).flatMap((item) =>
    item.payload.kind === 'info' ? [item.payload.patch] : [],
  )
  return patches.length === 0 ? null : Object.assign({}, ...patches)
}

/** The latest pending change of the avatar or banner: a blob, null for a removal, undefined for none. */
export const pendingImage = (
  queue: PendingQueue,
  userId: number,
  kind: ProfileImageKind,
): Blob | null | undefined => {
  let found: Blob | null | undefined
  for (const item of itemsOf(queue, userId)) {
    if (item.payload.kind === kind) found = item.payload.blob
  }
  return found
}
