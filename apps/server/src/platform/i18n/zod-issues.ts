import type { Locale, ValidationIssue } from '@nauka/contracts'
import { translate } from './messages'

/** Contract rules name their message by an i18n key ('auth.password.tooShort'); zod's own are prose. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/

/**
 * What the wording needs of a zod issue. A zod issue is one; so is what fastify-type-provider-zod
 * keeps of it once its `code`, `path` and `message` are put back (see error-handler.ts).
 */
export interface IssueLike {
  code: string
  path: readonly PropertyKey[]
  message?: string
  origin?: unknown
  minimum?: unknown
  maximum?: unknown
  expected?: unknown
  keys?: unknown
}

const count = (v: unknown) => (typeof v === 'bigint' || typeof v === 'number' ? Number(v) : String(v))
const numeric = (origin: unknown) => origin === 'number' || origin === 'bigint'

/** A zod issue → a message in the user's language; a contract's key wins over the generic texts. */
export function issueMessage(locale: Locale, issue: IssueLike): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return translate(locale, issue.message)
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves the input out of its issues; only its message tells a missing value apart.
      return issue.message?.endsWith('received undefined')
        ? translate(locale, 'validation.required')
        : translate(locale, 'validation.invalidType', { expected: String(issue.expected) })
    case 'too_small':
      return translate(locale, numeric(issue.origin) ? 'validation.tooSmall' : 'validation.tooShort', {
        minimum: count(issue.minimum),
      })
    case 'too_big':
      return translate(locale, numeric(issue.origin) ? 'validation.tooBig' : 'validation.tooLong', {
        maximum: count(issue.maximum),
      })
    case 'invalid_format':
      return translate(locale, 'validation.invalidFormat')
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownKeys', {
        keys: Array.isArray(issue.keys) ? issue.keys.join(', ') : '',
      })
    default:
      return translate(locale, 'validation.invalidValue')
  }
}

/**
 * The issues of a refused value as the error format carries them: the field by its dotted path
 * (`files.0`), or `whole` when the issue is about the value as a whole.
 */
export function validationIssues(
  locale: Locale,
  issues: readonly IssueLike[],
  whole: string,
): ValidationIssue[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || whole,
    message: issueMessage(locale, issue),
  }))
}
