import { ApiError } from '../../api/ApiError'

/** A zod issue, as far as a form needs it. */
export type Issue = { path: readonly PropertyKey[]; message: string }

/** What a contracts schema answers to `safeParse` (kept structural: the web app does not import zod). */
export type SafeParser<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}

/** Field path → the i18n key of its first message ('validation.required.degree.name' …). */
export type FieldErrors = Readonly<Record<string, string>>

/** The first message of each field; nested paths join with dots (`addresses.0.cCountry`). */
export const fieldErrors = (issues: readonly Issue[]): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_'
    if (!(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** The messages the server gave by field (its 400 answer), keyed as `fieldErrors` keys them. */
export const serverFieldErrors = (cause: unknown): FieldErrors =>
  cause instanceof ApiError
    ? fieldErrors(cause.validationErrors.map((v) => ({ path: v.field.split('.'), message: v.message })))
    : {}

/**
 * SPEC 5, as the sign-in pages apply it: a field shows its message while the person types, except
 * an empty one (its emptiness alone keeps the button disabled).
 */
export const filledFieldErrors = (errors: FieldErrors, draft: object): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      const value = (draft as Record<string, unknown>)[field]
      return !(typeof value === 'string' && value.trim() === '')
    }),
  )
