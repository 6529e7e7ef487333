import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { REQUIRED } from './keys'
import { required, requiredList } from './required'

describe('required', () => {
  it.each(Object.entries(REQUIRED))('rejects an empty %s with its own key', (_, key) => {
    expect(required(key).safeParse('').error?.issues[0]?.message).toBe(key)
  })

  it('treats spaces only as empty', () => {
    expect(required(REQUIRED.postTitle).safeParse('   ').success).toBe(false)
  })

  it('answers the key, not text, when the field is missing', () => {
    expect(required(REQUIRED.postText).safeParse(undefined).error?.issues[0]?.message).toBe(REQUIRED.postText)
  })

  it('accepts and trims a filled field', () => {
    expect(required(REQUIRED.postTitle).parse('  Title ')).toBe('Title')
  })
})

describe('requiredList', () => {
  const Authors = requiredList(z.string(), REQUIRED.authors)

  it('rejects an empty list with its key', () => {
    expect(Authors.safeParse([]).error?.issues[0]?.message).toBe(REQUIRED.authors)
  })

  it('accepts one entry', () => {
    expect(Authors.safeParse(['Ivanov I.']).success).toBe(true)
  })
})
