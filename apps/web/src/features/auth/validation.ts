import { Email, EmailMessage, PasswordWithConfirmation } from '@nauka/contracts'

/**
 * SPEC 5: the i18n key shown under an e-mail field, or null. An empty field shows nothing;
 * its emptiness alone keeps the submit button disabled.
 */
export const emailErrorKey = (value: string): string | null => {
  if (value.trim() === '') return null
  const result = Email.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? EmailMessage.invalid)
}

export type PasswordPairErrors = { password: string | null; confirmation: string | null }

/**
 * SPEC 5: the first failing rule of the password and the mismatch of the confirmation, as i18n
 * keys; an empty field shows nothing (its emptiness keeps the button disabled).
 */
export const passwordPairErrorKeys = (password: string, confirmation: string): PasswordPairErrors => {
  const result = PasswordWithConfirmation.safeParse({ password, confirmation })
  if (result.success) return { password: null, confirmation: null }
  const first = (field: string) =>
    result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null
  return {
    password: password === '' ? null : first('password'),
    confirmation: confirmation === '' ? null : first('confirmation'),
  }
}
