import { beforeEach, describe, expect, it } from 'vitest'
import { enqueue, markSending } from './pending.model'
import { flushPending, memoryStorage, type PendingStorage, usePendingStore } from './pending.store'

const info = { kind: 'info' as const, patch: { firstName: 'Ada' } }

describe('pending updates store', () => {
  let storage: PendingStorage
  beforeEach(() => {
    storage = memoryStorage()
    usePendingStore.setState({ queue: [], loaded: false, storage })
  })

  it('keeps every change in the storage, so it survives a reload', async () => {
    usePendingStore.getState().change((q) => enqueue(q, { id: 'a', userId: 1, payload: info, now: 1 }))
    await flushPending()
    expect((await storage.read())?.map((i) => i.id)).toEqual(['a'])
  })

  it('reads the kept queue on load, resending what was on the wire, before edits made meanwhile', async () => {
    await storage.write(markSending(enqueue([], { id: 'old', userId: 1, payload: info, now: 1 }), 'old'))
    usePendingStore
      .getState()
      .change((q) => enqueue(q, { id: 'new', userId: 1, payload: { kind: 'avatar', blob: null }, now: 2 }))
    await usePendingStore.getState().load()
    const { queue, loaded } = usePendingStore.getState()
    expect(loaded).toBe(true)
    expect(queue.map((i) => [i.id, i.status])).toEqual([
      ['old', 'waiting'],
      ['new', 'waiting'],
    ])
  })

  it('starts empty when the storage cannot be read', async () => {
    usePendingStore.setState({
      storage: { read: () => Promise.reject(new Error('blocked')), write: async () => {} },
    })
    await usePendingStore.getState().load()
    expect(usePendingStore.getState()).toMatchObject({ queue: [], loaded: true })
  })
})
