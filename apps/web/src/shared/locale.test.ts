import { describe, expect, it } from 'vitest'
import { langIdOf } from './locale'

describe('the interface locale', () => {
  it('maps locales to the API language codes 1 (ru) and 2 (en)', () => {
    expect(langIdOf('ru')).toBe(1)
    expect(langIdOf('en-GB')).toBe(2)
    expect(langIdOf(undefined)).toBe(1)
  })
})
