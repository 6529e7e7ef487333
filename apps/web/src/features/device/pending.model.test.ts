import { describe, expect, it } from 'vitest'
import {
  backoffDelay,
  discard,
  enqueue,
  MAX_ATTEMPTS,
  markFailed,
  markInterrupted,
  markSending,
  markSent,
  nextRetryAt,
  nextToSend,
  type PendingQueue,
  pendingImage,
  pendingInfo,
  restored,
  retry,
} from './pending.model'

const blob = (text: string) => new Blob([text], { type: 'image/png' })
const info = (patch: Record<string, unknown>) => ({ kind: 'info' as const, patch })

const build = (...edits: Parameters<typeof enqueue>[1][]): PendingQueue =>
  edits.reduce<PendingQueue>((queue, edit) => enqueue(queue, edit), [])

describe('pending updates queue', () => {
  it('keeps edits of different kinds in the order they were made', () => {
    const queue = build(
      { id: 'a', userId: 1, payload: info({ firstName: 'Ada' }), now: 1 },
      { id: 'b', userId: 1, payload: { kind: 'avatar', blob: blob('x') }, now: 2 },
    )
    expect(queue.map((i) => i.id)).toEqual(['a', 'b'])
    expect(nextToSend(queue, 1, 10)?.id).toBe('a')
  })

  it('folds a second info edit into the waiting one, the newer value of a field winning', () => {
    const queue = build(
      { id: 'a', userId: 1, payload: info({ firstName: 'Ada', lastName: 'L' }), now: 1 },
      { id: 'b', userId: 1, payload: { kind: 'avatar', blob: blob('x') }, now: 2 },
      { id: 'c', userId: 1, payload: info({ lastName: 'Lovelace' }), now: 3 },
    )
    expect(queue.map((i) => i.id)).toEqual(['a', 'b'])
    expect(pendingInfo(queue, 1)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  it('replaces a waiting image by the newer one, and records a removal as null', () => {
    const first = blob('1')
    const second = blob('2')
    let queue = build({ id: 'a', userId: 1, payload: { kind: 'avatar', blob: first }, now: 1 })
    queue = enqueue(queue, { id: 'b', userId: 1, payload: { kind: 'avatar', blob: second }, now: 2 })
    expect(queue).toHaveLength(1)
    expect(pendingImage(queue, 1, 'avatar')).toBe(second)
    queue = enqueue(queue, { id: 'c', userId: 1, payload: { kind: 'banner', blob: null }, now: 3 })
    expect(pendingImage(queue, 1, 'banner')).toBeNull()
    expect(pendingImage(queue, 2, 'banner')).toBeUndefined()
  })

  it('does not fold an edit into one already on the wire', () => {
    let queue = build({ id: 'a', userId: 1, payload: info({ firstName: 'A' }), now: 1 })
    queue = markSending(queue, 'a')
    queue = enqueue(queue, { id: 'b', userId: 1, payload: info({ firstName: 'B' }), now: 2 })
    expect(queue.map((i) => i.id)).toEqual(['a', 'b'])
    expect(pendingInfo(queue, 1)).toEqual({ firstName: 'B' })
  })

  it('keeps users apart', () => {
    const queue = build(
      { id: 'a', userId: 1, payload: info({ firstName: 'A' }), now: 1 },
      { id: 'b', userId: 2, payload: info({ firstName: 'B' }), now: 2 },
    )
    expect(nextToSend(queue, 2, 10)?.id).toBe('b')
    expect(pendingInfo(queue, 1)).toEqual({ firstName: 'A' })
  })

  it('removes an item once sent', () => {
    const queue = build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 1 })
    expect(markSent(markSending(queue, 'a'), 'a')).toEqual([])
  })

  it('waits with a growing backoff after a transient failure, holding back what follows', () => {
    let queue = build(
      { id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 },
      { id: 'b', userId: 1, payload: { kind: 'avatar', blob: blob('x') }, now: 0 },
    )
    queue = markFailed(markSending(queue, 'a'), 'a', { error: 'errors.5000', transient: true, now: 100 })
    expect(queue[0]).toMatchObject({ status: 'waiting', attempts: 1, retryAt: 100 + backoffDelay(1) })
    expect(nextToSend(queue, 1, 100)).toBeNull()
    expect(nextRetryAt(queue, 1)).toBe(1_100)
    expect(nextToSend(queue, 1, 1_100)?.id).toBe('a')
    expect(backoffDelay(1)).toBe(1_000)
    expect(backoffDelay(2)).toBe(2_000)
    expect(backoffDelay(20)).toBe(60_000)
  })

  it('stops as failed after too many transient failures, or at once when refused', () => {
    let queue = build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 })
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      queue = markFailed(markSending(queue, 'a'), 'a', { error: 'e', transient: true, now: 0 })
    }
    expect(queue[0]?.status).toBe('failed')
    expect(nextToSend(queue, 1, Number.MAX_SAFE_INTEGER)).toBeNull()

    let refused = build({ id: 'b', userId: 1, payload: info({ x: 1 }), now: 0 })
    refused = markFailed(markSending(refused, 'b'), 'b', { error: 'errors.4000', transient: false, now: 0 })
    expect(refused[0]).toMatchObject({ status: 'failed', error: 'errors.4000' })
  })

  it('lets the person retry or discard a failed item', () => {
    let queue = build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 })
    queue = markFailed(markSending(queue, 'a'), 'a', { error: 'e', transient: false, now: 0 })
    const retried = retry(queue, 'a')
    expect(retried[0]).toMatchObject({ status: 'waiting', attempts: 0, error: null, retryAt: null })
    expect(nextToSend(retried, 1, 0)?.id).toBe('a')
    expect(discard(queue, 'a')).toEqual([])
  })

  it('does not count a dropped connection as a try', () => {
    const queue = markInterrupted(
      markSending(build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 }), 'a'),
      'a',
    )
    expect(queue[0]).toMatchObject({ status: 'waiting', attempts: 0 })
  })

  it('after a reload, sends again what was on the wire', () => {
    const queue = markSending(build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 }), 'a')
    expect(restored(queue)[0]?.status).toBe('waiting')
    const calm = build({ id: 'a', userId: 1, payload: info({ x: 1 }), now: 0 })
    expect(restored(calm)).toBe(calm)
  })
})
