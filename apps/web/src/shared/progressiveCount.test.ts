import { describe, expect, it } from 'vitest'
import { isAnotherList, renderedCount, revealedThrough } from './progressiveCount'

describe('progressive count', () => {
  const keys = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

  it('renders the first batch of a list nothing of which is revealed, or the whole of a shorter one', () => {
    expect(renderedCount(keys, new Set(), 4)).toBe(4)
    expect(renderedCount(keys.slice(0, 3), new Set(), 4)).toBe(3)
    expect(renderedCount([], new Set(), 4)).toBe(0)
  })

  it('renders through the last revealed item still listed', () => {
    expect(renderedCount(keys, revealedThrough(keys, 8), 4)).toBe(8)
    // The 8th was deleted: the 7th is the last revealed one left.
    expect(
      renderedCount(
        keys.filter((key) => key !== 8),
        revealedThrough(keys, 8),
        4,
      ),
    ).toBe(7)
  })

  it('renders the items put on top as well', () => {
    expect(renderedCount([-1, 0, ...keys], revealedThrough(keys, 4), 4)).toBe(6)
    expect(renderedCount([-1, 0, ...keys], revealedThrough(keys, 8), 4)).toBe(10)
  })

  it('tells another list by none of its revealed items being listed', () => {
    expect(isAnotherList([11, 12], revealedThrough(keys, 4))).toBe(true)
    expect(isAnotherList([0, 4, 11], revealedThrough(keys, 4))).toBe(false)
    expect(isAnotherList([], revealedThrough(keys, 4))).toBe(false)
  })
})
