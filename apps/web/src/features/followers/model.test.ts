import { describe, expect, it } from 'vitest'
import { appliedFollow, countersAfter, nextBlock, nextSubscription, userRef, withRecord } from './model'

const record = (over = {}) => ({
  rEntity: '202:5',
  subscribed: false,
  blocked: false,
  fullName: 'Ada Lovelace',
  imageUrl: null,
  ...over,
})

describe('follow toggles', () => {
  it('sends the inverse of the current subscribed value (SPEC 4)', () => {
    expect(nextSubscription(record())).toEqual({ rEntity: '202:5', subscribed: true })
    expect(nextSubscription(record({ subscribed: true }))).toEqual({ rEntity: '202:5', subscribed: false })
  })

  it('blocks and unblocks by the inverse of the current block', () => {
    expect(nextBlock(record())).toEqual({ rEntity: '202:5', blocked: true })
    expect(nextBlock(record({ blocked: true }))).toEqual({ rEntity: '202:5', blocked: false })
  })

  it('names users by their reference', () => {
    expect(userRef(17)).toBe('202:17')
  })

  it('ends the follow when blocking, and keeps the block when only the subscription changes', () => {
    expect(appliedFollow({ subscribed: true, blocked: false }, { rEntity: '202:5', blocked: true })).toEqual({
      subscribed: false,
      blocked: true,
    })
    expect(
      appliedFollow({ subscribed: false, blocked: false }, { rEntity: '202:5', subscribed: true }),
    ).toEqual({
      subscribed: true,
      blocked: false,
    })
  })

  it('moves the followers counter with the viewer’s follow, never below zero', () => {
    const meta = { subscr_count: 3, subscn_count: 1 }
    const off = { subscribed: false, blocked: false }
    const on = { subscribed: true, blocked: false }
    expect(countersAfter(meta, off, on)).toEqual({ subscr_count: 4, subscn_count: 1 })
    expect(countersAfter(meta, on, off)).toEqual({ subscr_count: 2, subscn_count: 1 })
    expect(countersAfter(meta, on, on)).toBe(meta)
    expect(countersAfter({ subscr_count: 0, subscn_count: 0 }, on, off).subscr_count).toBe(0)
  })

  it('updates the row of that user in a list', () => {
    const rows = [record(), record({ rEntity: '202:6' })]
    expect(withRecord(rows, { rEntity: '202:6', subscribed: true }).map((r) => r.subscribed)).toEqual([
      false,
      true,
    ])
  })
})
