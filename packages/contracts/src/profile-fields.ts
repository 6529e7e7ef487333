import { z } from 'zod'
import { PROFILE_LIMITS } from './limits'
import { IdParam, text } from './primitives'
import { refOf } from './references'
import type { ValueOf } from './types'
import { Email } from './validation/email'
import type { REQUIRED } from './validation/keys'
import { DateMessage, ProfileMessage } from './validation/keys'

/** Building blocks of the profile contracts: bounded texts, required references, ids, periods. */

/** A trimmed text of at most `max` characters. */
export const boundedText = (max: number) => text().trim().max(max)

/** An optional text: absent keeps the stored value, null or '' clears it. */
export const optionalText = (max: number) => boundedText(max).nullish()

/** A required catalogue reference of one dictionary, with its SPEC 5 required-field message. */
export const requiredRef = (dictionary: number, key: ValueOf<typeof REQUIRED>) =>
  text({ error: key }).trim().min(1, { error: key, abort: true }).pipe(refOf(dictionary))

/** `/user_profile/{id}/…` */
export const UserIdParams = z.object({ id: IdParam })
/** `/user_profile/{id}/<list>/{itemId}` */
export const UserItemParams = z.object({ id: IdParam, itemId: IdParam })
/** `/address/{id}`, `/obj_identifier/{id}`, `/author/{id}` */
export const IdParams = z.object({ id: IdParam })

/**
 * A period given as two optional YYYY-MM-DD dates: the end may not come before the start. ISO dates
 * compare correctly as text.
 */
export const checkPeriod =
  <K extends string>(startKey: K, endKey: K) =>
  (value: Partial<Record<K, string | null | undefined>>, ctx: Pick<z.RefinementCtx, 'addIssue'>): void => {
    const start = value[startKey]
    const end = value[endKey]
    if (start && end && end < start) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: DateMessage.order, input: end })
    }
  }

// Digits with an optional leading +, and the separators people type: spaces, hyphens, brackets.
const PHONE = /^\+?[0-9][0-9 ()-]*[0-9]$/
const PHONE_DIGITS = { min: 5, max: 15 }

/** A phone number: E.164 has at most 15 digits; separators are allowed and kept as typed. */
export const Phone = text()
  .trim()
  .max(30, { message: ProfileMessage.phone })
  .regex(PHONE, { message: ProfileMessage.phone })
  .refine(
    (value) => {
      // Only a well-formed number is counted; a malformed one already has its issue.
      if (!PHONE.test(value)) return true
      const digits = value.replace(/\D/g, '').length
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
    },
    { message: ProfileMessage.phone },
  )

/** A nickname: 3 to 40 Latin letters, digits or underscores (it may appear in links). */
export const Nickname = text()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,40}$/, { message: ProfileMessage.nickname })

/** An http(s) link to a site or a social profile. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const HttpUrl = text()
  .trim()
  .max(PROFILE_LIMITS.contactMax)
  .refine(isHttpUrl, { message: ProfileMessage.url })

export const isEmail = (value: string): boolean => Email.safeParse(value).success
export const isPhone = (value: string): boolean => Phone.safeParse(value).success

/**
 * A text that is either empty (a cleared form field: the server stores null) or valid for `schema`;
 * the issues of `schema` are reported with their own messages, not as a failed union.
 */
export const emptyOr = (schema: z.ZodType<unknown, string>) =>
  text().superRefine((value, ctx) => {
    if (value.trim() === '') return
    const result = schema.safeParse(value)
    if (result.success) return
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, input: value })
  })
