import { useState } from 'react'
import type { ErrorMessage } from '../../api/errorText'
import {
  type FieldErrors,
  fieldErrors,
  filledFieldErrors,
  type SafeParser,
  serverFieldErrors,
} from './fieldErrors'
import { useErrorText } from './useErrorText'
import { useSaving } from './useSaving'

type Options<Draft, Parsed> = {
  /**
   * The contracts schema the form's value must pass (the server checks the same one); null while
   * it loads (useSchemaOnFirstUse): the form is not valid yet and shows no message.
   */
  schema: SafeParser<Parsed> | null
  initial: Draft
  /** The value the schema checks, from the draft (e.g. empty texts to null). */
  toInput?: (draft: Draft) => unknown
  /**
   * When a field's message shows: 'submit' (the default) once the person tried to send, then as
   * they type; 'typing' at once, except on a blank field (SPEC 5 on the sign-in pages).
   */
  show?: 'submit' | 'typing'
  /** The field messages in a refusal; by default the server's validation errors (its 400). */
  serverErrors?: (cause: unknown) => FieldErrors
  /** The message of a failed send; by default by the error catalogue (SPEC 8). */
  failureOf?: (cause: unknown) => ErrorMessage
}

/**
 * The one form hook: a draft checked by a contracts schema, its messages (i18n keys, and their
 * text), and the send: `submit` checks the draft and, when it passes, runs the call with the parsed
 * value, keeps the form busy meanwhile, and turns a refusal into field messages or a failure text.
 */
export const useSchemaForm = <Draft extends object, Parsed>({
  schema,
  initial,
  toInput = (draft) => draft,
  show = 'submit',
  serverErrors = serverFieldErrors,
  failureOf,
}: Options<Draft, Parsed>) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const [tried, setTried] = useState(false)
  const [refused, setRefused] = useState<FieldErrors>({})
  const saving = useSaving(failureOf)
  const errorText = useErrorText()
  const result = schema ? schema.safeParse(toInput(draft)) : null
  const own = !result || result.success ? {} : fieldErrors(result.error.issues)
  const shown = show === 'typing' ? filledFieldErrors(own, draft) : tried ? own : {}
  const errors: FieldErrors = { ...shown, ...refused }

  /** Shows the messages from now on; answers the parsed value, or null when a rule fails. */
  const check = (): Parsed | null => {
    setTried(true)
    return result?.success ? result.data : null
  }

  return {
    draft,
    errors,
    /** The text of a field's message, or undefined. */
    errorText: (field: string) => errorText(errors[field]),
    /** The schema takes the draft as it is. */
    valid: result?.success === true,
    saving: saving.saving,
    /** The text of the last send's failure, or null. */
    failure: saving.error,
    /** What the last send threw, for `RequestIdNote` under the failure (issue 19). */
    failureCause: saving.cause,
    /** Hides the failure (a form whose failure goes once the person edits). */
    dismissFailure: saving.clear,
    set: <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value })),
    patch: (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change })),
    reset: (next: Draft) => {
      setDraft(next)
      setTried(false)
      setRefused({})
      saving.clear()
    },
    check,
    /** Checks the draft and sends it with `send`; answers whether it went through. */
    submit: async (send: (parsed: Parsed) => Promise<unknown>): Promise<boolean> => {
      const parsed = check()
      if (parsed === null) return false
      setRefused({})
      return saving.run(async () => {
        try {
          await send(parsed)
        } catch (cause) {
          setRefused(serverErrors(cause))
          throw cause
        }
      })
    },
  }
}

/** What useSchemaForm answers, for the components that draw a form's fields. */
export type SchemaForm<Draft extends object, Parsed> = ReturnType<typeof useSchemaForm<Draft, Parsed>>
