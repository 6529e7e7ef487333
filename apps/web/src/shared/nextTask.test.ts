import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './nextTask'

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves after a task queued before it, not in the same one', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    queueMicrotask(() => order.push('microtask'))
    await nextTask()
    order.push('after')
    expect(order).toEqual(['microtask', 'queued task', 'after'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yielded })
    await nextTask()
    expect(yielded).toHaveBeenCalledTimes(1)
  })
})
