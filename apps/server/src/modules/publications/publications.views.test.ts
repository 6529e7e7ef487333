import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/client'
import { PendingViews } from './publications.views'

const ITEM = '00000000-0000-4000-8000-000000000001'

/** A database whose writes fail `failures` times, then succeed. */
const flakyDb = (failures: number) => {
  let left = failures
  const execute = vi.fn(async () => {
    if (left-- > 0) throw new Error('connection lost')
    return { rows: [] }
  })
  return { db: { execute } as unknown as Db, execute }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('PendingViews', () => {
  it('writes the views of a second in one statement and counts them until then', async () => {
    const { db, execute } = flakyDb(0)
    const views = new PendingViews(db)
    views.count(ITEM)
    views.count(ITEM)
    expect(views.of(ITEM)).toBe(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(execute).toHaveBeenCalledTimes(1)
    expect(views.of(ITEM)).toBe(0)
  })

  it('keeps the views of a failed write and tries again a second later', async () => {
    const { db, execute } = flakyDb(1)
    const views = new PendingViews(db)
    views.count(ITEM)
    await vi.advanceTimersByTimeAsync(1000)
    expect(execute).toHaveBeenCalledTimes(1)
    expect(views.of(ITEM)).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(execute).toHaveBeenCalledTimes(2)
    expect(views.of(ITEM)).toBe(0)
  })
})
