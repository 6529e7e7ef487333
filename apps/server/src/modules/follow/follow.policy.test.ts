import { describe, expect, it } from 'vitest'
import { canBlock, followRefusal } from './follow.policy'
import { NO_RELATION } from './follow.queries'

const blocked = { ...NO_RELATION, blocked: true }

describe('followRefusal', () => {
  it('lets a user follow another user they have no block with', () => {
    expect(followRefusal(1, 2, { mine: NO_RELATION, theirs: NO_RELATION })).toBeNull()
  })

  it('refuses following oneself', () => {
    expect(followRefusal(1, 1, { mine: NO_RELATION, theirs: NO_RELATION })).toBe('follow.self')
  })

  it('refuses following a user who blocked the viewer', () => {
    expect(followRefusal(1, 2, { mine: NO_RELATION, theirs: blocked })).toBe('follow.blockedByUser')
  })

  it('refuses following a user the viewer blocked until they unblock', () => {
    expect(followRefusal(1, 2, { mine: blocked, theirs: NO_RELATION })).toBe('follow.youBlocked')
  })

  it('lets a user block anyone but themselves', () => {
    expect(canBlock(1, 2)).toBe(true)
    expect(canBlock(1, 1)).toBe(false)
  })
})
