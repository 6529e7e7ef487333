import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ErrorMessage, failureMessage, messageText } from '../../api/errorText'

/**
 * A save (or any call a person started): the flag while it runs, the failure's text (SPEC 8
 * catalogue, in the language on screen) and its cause (for the request's id to report, issue 19),
 * and `run`, answering whether it succeeded.
 */
export const useSaving = (failureOf: (cause: unknown) => ErrorMessage = failureMessage) => {
  const { t } = useTranslation()
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{ message: ErrorMessage; cause: unknown } | null>(null)
  return {
    saving,
    error: failure && messageText(t, failure.message),
    /** What the last run threw, for `RequestIdNote` beside the text; null when it went through. */
    cause: failure?.cause ?? null,
    clear: () => setFailure(null),
    run: async (action: () => Promise<unknown>): Promise<boolean> => {
      setSaving(true)
      setFailure(null)
      try {
        await action()
        return true
      } catch (cause) {
        setFailure({ message: failureOf(cause), cause })
        return false
      } finally {
        setSaving(false)
      }
    },
  }
}
