import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from './constants'
import { hasMore } from './paging'

describe('hasMore', () => {
  it('signals more when a page is exactly full', () => {
    expect(hasMore(PAGE_SIZE.comments, PAGE_SIZE.comments)).toBe(true)
  })

  it('signals more when a page exceeds the page size', () => {
    expect(hasMore(PAGE_SIZE.feed + 1, PAGE_SIZE.feed)).toBe(true)
  })

  it('signals the end when a page is short by one', () => {
    expect(hasMore(PAGE_SIZE.feed - 1, PAGE_SIZE.feed)).toBe(false)
  })

  it('signals the end on an empty page', () => {
    expect(hasMore(0, PAGE_SIZE.chat)).toBe(false)
  })

  it('never signals more for a page size of zero', () => {
    expect(hasMore(0, 0)).toBe(false)
  })
})
