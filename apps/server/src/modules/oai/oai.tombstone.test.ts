import { describe, expect, it } from 'vitest'
import { tombstoneChange } from './oai.tombstone'

const OPEN = 1
const REGISTERED = 2
const PRIVATE = 4

describe('tombstoneChange', () => {
  it('buries an open item that changes to any other level', () => {
    for (const after of [REGISTERED, 3, PRIVATE])
      expect(tombstoneChange(OPEN, after), String(after)).toBe('bury')
  })

  it('revives an item that becomes open, and has nothing to do for a first publication as open', () => {
    expect(tombstoneChange(REGISTERED, OPEN)).toBe('revive')
    expect(tombstoneChange(PRIVATE, OPEN)).toBe('revive')
    expect(tombstoneChange(null, OPEN)).toBe('revive')
  })

  it('leaves alone an item that stays open or was never open', () => {
    expect(tombstoneChange(OPEN, OPEN)).toBe('none')
    expect(tombstoneChange(REGISTERED, PRIVATE)).toBe('none')
    expect(tombstoneChange(null, PRIVATE)).toBe('none')
  })
})
