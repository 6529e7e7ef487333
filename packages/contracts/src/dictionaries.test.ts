import { describe, expect, it } from 'vitest'
import { Dictionary } from './dictionaries'

describe('Dictionary', () => {
  it('gives every dictionary its own id', () => {
    const ids = Object.values(Dictionary)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
