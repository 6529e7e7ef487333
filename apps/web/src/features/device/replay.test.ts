import { describe, expect, it, vi } from 'vitest'
import { enqueue, type PendingItem, type PendingQueue } from './pending.model'
import { type FailureClass, type ReplayDeps, replayQueue } from './replay'

const setup = (over: Partial<ReplayDeps> = {}) => {
  let queue: PendingQueue = []
  queue = enqueue(queue, { id: 'a', userId: 1, payload: { kind: 'info', patch: { firstName: 'A' } }, now: 0 })
  queue = enqueue(queue, { id: 'b', userId: 1, payload: { kind: 'avatar', blob: null }, now: 1 })
  queue = enqueue(queue, { id: 'c', userId: 2, payload: { kind: 'banner', blob: null }, now: 2 })
  const sentIds: string[] = []
  const deps: ReplayDeps = {
    read: () => queue,
    write: (next) => {
      queue = next
    },
    send: async (item: PendingItem) => {
      sentIds.push(item.id)
    },
    classify: (): FailureClass => ({ kind: 'transient', error: 'errors.5000' }),
    isOnline: () => true,
    now: () => 1_000,
    ...over,
  }
  return { deps, sentIds, queue: () => queue }
}

describe('replaying pending updates', () => {
  it('sends the user’s items in order and empties their queue', async () => {
    const { deps, sentIds, queue } = setup()
    const outcome = await replayQueue(1, deps)
    expect(sentIds).toEqual(['a', 'b'])
    expect(outcome.stoppedBy).toBe('done')
    expect(queue().map((i) => i.id)).toEqual(['c'])
  })

  it('sends nothing while offline', async () => {
    const { deps, sentIds } = setup({ isOnline: () => false })
    expect((await replayQueue(1, deps)).stoppedBy).toBe('offline')
    expect(sentIds).toEqual([])
  })

  it('stops and keeps the item when the connection drops on the way', async () => {
    const { deps, queue } = setup({
      send: vi.fn().mockRejectedValue(new Error('net')),
      classify: () => ({ kind: 'offline' }),
    })
    expect((await replayQueue(1, deps)).stoppedBy).toBe('offline')
    expect(queue()[0]).toMatchObject({ id: 'a', status: 'waiting', attempts: 0 })
  })

  it('backs off after a transient failure without sending what follows', async () => {
    const send = vi.fn().mockRejectedValue(new Error('503'))
    const { deps, queue } = setup({ send })
    expect((await replayQueue(1, deps)).stoppedBy).toBe('backoff')
    expect(send).toHaveBeenCalledTimes(1)
    expect(queue()[0]).toMatchObject({ id: 'a', status: 'waiting', attempts: 1, error: 'errors.5000' })
  })

  it('marks a refused item failed and waits for the person', async () => {
    const { deps, queue } = setup({
      send: vi.fn().mockRejectedValue(new Error('400')),
      classify: () => ({ kind: 'refused', error: 'errors.4000' }),
    })
    expect((await replayQueue(1, deps)).stoppedBy).toBe('failed')
    expect(queue()[0]).toMatchObject({ id: 'a', status: 'failed', error: 'errors.4000' })
    expect(queue()[1]).toMatchObject({ id: 'b', status: 'waiting' })
  })
})
