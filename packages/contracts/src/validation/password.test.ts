import { describe, expect, it } from 'vitest'
import { LIMITS } from '../limits'
import { PasswordConfirmationMessage, PasswordLimitMessage, PasswordMessage } from './keys'
import { Password, PasswordWithConfirmation, passwordRuleResults } from './password'

const messages = (value: unknown) =>
  Password.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('Password', () => {
  it('accepts exactly 8 characters meeting every rule', () => {
    expect(Password.safeParse('Abcdef1!').success).toBe(true)
  })

  it('accepts the longest allowed password and refuses one character more', () => {
    const longest = `Aa1!${'x'.repeat(LIMITS.passwordMax - 4)}`
    expect(Password.safeParse(longest).success).toBe(true)
    expect(messages(`${longest}x`)).toContain(PasswordLimitMessage.tooLong)
  })

  it('rejects 7 characters for length only', () => {
    expect(messages('Abcde1!')).toEqual([PasswordMessage.minLength])
  })

  it('rejects Cyrillic letters even when every class is present', () => {
    expect(messages('Abcdef1!ж')).toEqual([PasswordMessage.latinOnly])
  })

  it('rejects a space as a character outside the allowed set', () => {
    expect(messages('Abc def1!')).toEqual([PasswordMessage.latinOnly])
  })

  it.each([
    ['lowercase', 'ABCDEF1!', PasswordMessage.lowercase],
    ['uppercase', 'abcdef1!', PasswordMessage.uppercase],
    ['digit', 'Abcdefg!', PasswordMessage.digit],
    ['special character', 'Abcdefg1', PasswordMessage.special],
  ])('rejects a password without a %s with that rule key only', (_, value, key) => {
    expect(messages(value)).toEqual([key])
  })

  it('does not count a Cyrillic letter as the special character', () => {
    expect(messages('Abcdefg1ж')).toEqual([PasswordMessage.latinOnly, PasswordMessage.special])
  })

  it('reports every failing rule at once, for the rules list', () => {
    expect(messages('пароль')).toEqual(Object.values(PasswordMessage))
  })

  it('answers with a rule key, not text, when the value is missing', () => {
    expect(messages(undefined)).toEqual([PasswordMessage.minLength])
  })
})

describe('passwordRuleResults', () => {
  it('passes every rule for a valid password', () => {
    expect(Object.values(passwordRuleResults('Qwerty12#'))).toEqual([true, true, true, true, true, true])
  })

  it('tells which rules an empty password misses', () => {
    expect(passwordRuleResults('')).toEqual({
      minLength: false,
      latinOnly: true,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    })
  })

  it('fails only the Latin-only rule for Cyrillic letters added to a valid password', () => {
    const results = passwordRuleResults('Qwerty12#Я')
    expect(results.latinOnly).toBe(false)
    expect(results.uppercase && results.lowercase && results.digit && results.special).toBe(true)
  })
})

describe('PasswordWithConfirmation', () => {
  it('accepts a valid password confirmed exactly', () => {
    expect(
      PasswordWithConfirmation.safeParse({ password: 'Abcdef1!', confirmation: 'Abcdef1!' }).success,
    ).toBe(true)
  })

  it('puts a mismatch on the confirmation field', () => {
    const issues = PasswordWithConfirmation.safeParse({ password: 'Abcdef1!', confirmation: 'Abcdef1?' })
      .error?.issues
    expect(issues).toEqual([
      expect.objectContaining({ path: ['confirmation'], message: PasswordConfirmationMessage.mismatch }),
    ])
  })

  it('reports a mismatch together with the password rules that fail', () => {
    const issues =
      PasswordWithConfirmation.safeParse({ password: 'abc', confirmation: 'abd' }).error?.issues ?? []
    expect(issues.map((issue) => issue.message)).toContain(PasswordConfirmationMessage.mismatch)
    expect(issues.map((issue) => issue.message)).toContain(PasswordMessage.minLength)
  })

  it('treats a confirmation differing only in case as a mismatch', () => {
    expect(
      PasswordWithConfirmation.safeParse({ password: 'Abcdef1!', confirmation: 'abcdef1!' }).success,
    ).toBe(false)
  })
})
