import { useState } from 'react'

/** A zod issue, as far as a form needs it. */
type Issue = { path: readonly PropertyKey[]; message: string }

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

/**
 * A controlled form checked by a contracts schema: the draft, its messages (shown once the person
 * tried to save, then kept up to date as they type), and `submit`, which answers the parsed value
 * or null when a rule fails.
 */
export const useSchemaForm = <Draft extends object, Parsed>(
  schema: SafeParser<Parsed>,
  initial: Draft,
  /** The value the schema checks, from the draft (e.g. empty texts to null). */
  toInput: (draft: Draft) => unknown = (draft) => draft,
) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const [tried, setTried] = useState(false)
  const result = schema.safeParse(toInput(draft))
  const errors: FieldErrors = tried && !result.success ? fieldErrors(result.error.issues) : {}
  return {
    draft,
    errors,
    set: <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value })),
    patch: (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change })),
    reset: (next: Draft) => {
      setDraft(next)
      setTried(false)
    },
    submit: (): Parsed | null => {
      setTried(true)
      return result.success ? result.data : null
    },
  }
}
