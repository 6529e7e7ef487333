import { z } from 'zod'
import { LIMITS } from '../limits'
import { text } from '../primitives'
import { PasswordConfirmationMessage, PasswordLimitMessage, PasswordMessage, type PasswordRule } from './keys'

// SPEC 5: only Latin letters, digits and special characters: printable ASCII without the space.
const LATIN_ONLY = /^[!-~]*$/
// ASCII punctuation only, so a Cyrillic letter never counts as a special character.
const SPECIAL = /[!-/:-@[-`{-~]/

/** SPEC 5: each password rule on its own, in the order the password-rules dialog lists them. */
export const PASSWORD_RULES: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  minLength: (password) => password.length >= LIMITS.passwordMin,
  latinOnly: (password) => LATIN_ONLY.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  special: (password) => SPECIAL.test(password),
}

/** For the password-rules dialog: which rules the password passes. */
export const passwordRuleResults = (password: string): Record<PasswordRule, boolean> => ({
  minLength: PASSWORD_RULES.minLength(password),
  latinOnly: PASSWORD_RULES.latinOnly(password),
  lowercase: PASSWORD_RULES.lowercase(password),
  uppercase: PASSWORD_RULES.uppercase(password),
  digit: PASSWORD_RULES.digit(password),
  special: PASSWORD_RULES.special(password),
})

/** SPEC 5: a password; every failing rule adds its own issue, so a form can show them all. */
export const Password = text({ error: PasswordMessage.minLength })
  .max(LIMITS.passwordMax, { message: PasswordLimitMessage.tooLong })
  .refine(PASSWORD_RULES.minLength, { message: PasswordMessage.minLength })
  .refine(PASSWORD_RULES.latinOnly, { message: PasswordMessage.latinOnly })
  .refine(PASSWORD_RULES.lowercase, { message: PasswordMessage.lowercase })
  .refine(PASSWORD_RULES.uppercase, { message: PasswordMessage.uppercase })
  .refine(PASSWORD_RULES.digit, { message: PasswordMessage.digit })
  .refine(PASSWORD_RULES.special, { message: PasswordMessage.special })

/** SPEC 2, 5: sign-up and restore ask for the password twice; a mismatch shows on the confirmation. */
export const PasswordWithConfirmation = z
  .object({ password: Password, confirmation: text({ error: PasswordConfirmationMessage.mismatch }) })
  .refine((value) => value.password === value.confirmation, {
    message: PasswordConfirmationMessage.mismatch,
    path: ['confirmation'],
    // Also report a mismatch while the password still breaks a rule: both messages show at once.
    when: ({ value }) => {
      const fields = value as { password?: unknown; confirmation?: unknown }
      return typeof fields.password === 'string' && typeof fields.confirmation === 'string'
    },
  })
export type PasswordWithConfirmation = z.infer<typeof PasswordWithConfirmation>
