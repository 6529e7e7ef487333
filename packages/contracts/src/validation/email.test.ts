import { describe, expect, it } from 'vitest'
import { Email } from './email'
import { EmailMessage } from './keys'

const firstMessage = (value: unknown) => Email.safeParse(value).error?.issues[0]?.message

describe('Email', () => {
  it('accepts an ordinary address', () => {
    expect(Email.safeParse('anna.petrova+nauka@mail.example.org').success).toBe(true)
  })

  it('trims surrounding spaces', () => {
    expect(Email.parse('  anna@example.org ')).toBe('anna@example.org')
  })

  it.each([
    '',
    'anna',
    'anna@',
    '@example.org',
    'anna@example',
    'anna@@example.org',
    'an na@example.org',
    'anna@exa mple.org',
    'anna@.org',
    'anna@example.c',
  ])('rejects %j with the profile.email.error key', (value) => {
    expect(firstMessage(value)).toBe(EmailMessage.invalid)
  })

  it('rejects a non-string with the same key', () => {
    expect(firstMessage(undefined)).toBe(EmailMessage.invalid)
  })

  it('accepts 254 characters and rejects 255', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(6)}`
    const longest = `${local}@${domain}`
    expect(longest).toHaveLength(254)
    expect(Email.safeParse(longest).success).toBe(true)
    expect(firstMessage(`${longest}e`)).toBe(EmailMessage.invalid)
  })
})
