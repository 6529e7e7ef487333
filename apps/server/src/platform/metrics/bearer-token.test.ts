import { describe, expect, it } from 'vitest'
import { bearerMatches } from './bearer-token'

const token = 'scrape-token-0123456789'

describe('bearerMatches', () => {
  it('accepts the token as a bearer token', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true)
  })

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${token}`],
    ['the token bare', token],
    ['a prefix of the token', `Bearer ${token.slice(0, -1)}`],
    ['the token and more', `Bearer ${token}x`],
    ['one character changed', `Bearer ${token.slice(0, -1)}8`],
  ])('refuses %s', (_, header) => {
    expect(bearerMatches(header, token)).toBe(false)
  })
})
