import { describe, expect, it } from 'vitest'
import { GroupChatMessage, PasswordConfirmationMessage, REQUIRED, VALIDATION_KEYS } from './keys'

describe('validation keys', () => {
  it('are dotted i18n keys, never display text', () => {
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/)
  })

  it('are all distinct, so each message can be translated on its own', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length)
  })

  it('use the keys both apps already name', () => {
    expect(VALIDATION_KEYS).toContain('profile.email.error')
    expect(PasswordConfirmationMessage.mismatch).toBe('auth.password.mismatch')
    expect(GroupChatMessage.nameTooShort).toBe('chat.group.nameTooShort')
    expect(REQUIRED.postTitle).toBe('validation.required.post.title')
  })

  it('cover every required field of SPEC 5, and of the groups, events and marketplace of issue 18', () => {
    // 16 of SPEC 5; group name, event title, start and end, listing title and description.
    expect(Object.keys(REQUIRED)).toHaveLength(22)
    for (const key of Object.values(REQUIRED)) expect(key.startsWith('validation.required.')).toBe(true)
  })
})
