import { z } from 'zod'
import { Dictionary } from './dictionaries'
import { PROFILE_LIMITS } from './limits'
import { Id } from './primitives'
import { ContactType } from './profile-constants'
import {
  boundedText,
  checkPeriod,
  isEmail,
  isHttpUrl,
  isPhone,
  optionalText,
  requiredRef,
} from './profile-fields'
import { refOf } from './references'
import { IsoDate } from './validation/dates'
import { EmailMessage, ProfileMessage, REQUIRED } from './validation/keys'
import { required } from './validation/required'

/**
 * SPEC 3, 7: the lists of a profile. Each has an input (what a form sends) and the item the server
 * answers (with its id). References are `"<dictionary>:<id>"` strings of the catalogues.
 */

// ---- Labour activity: GET, POST /user_profile/{id}/labor_activity; PATCH, DELETE …/{itemId}

export const LaborActivityInput = z
  .object({
    /** The organization's name; it joins the organization list the lookup searches. */
    organization: required(REQUIRED.organization).max(PROFILE_LIMITS.textMax),
    cPosition: requiredRef(Dictionary.position, REQUIRED.position),
    /** The field of activity (24:n). */
    cActivityArea: refOf(Dictionary.activityArea).nullish(),
    startWork: IsoDate.nullish(),
    /** Ignored (stored empty) while `current` is set. */
    endWork: IsoDate.nullish(),
    /** SPEC 3: the "current time" option: still working there. */
    current: z.boolean().default(false),
  })
  .superRefine(checkPeriod('startWork', 'endWork'))
export type LaborActivityInput = z.input<typeof LaborActivityInput>

export const LaborActivity = z.object({
  id: z.number().int(),
  organization: z.string(),
  /** The organization's id in the lookup (`GET /organization/find`). */
  orgId: z.number().int(),
  cPosition: z.string(),
  cActivityArea: z.string().nullable(),
  startWork: z.string().nullable(),
  endWork: z.string().nullable(),
  current: z.boolean(),
})
export type LaborActivity = z.infer<typeof LaborActivity>

// ---- Education: GET, POST /user_profile/{id}/education; PATCH, DELETE …/{itemId}

export const EducationInput = z
  .object({
    cType: refOf(Dictionary.educationType).nullish(),
    cLevel: refOf(Dictionary.educationLevel).nullish(),
    cCountry: refOf(Dictionary.countries).nullish(),
    /** A city of `cCountry` when both are given; the country is taken from the city when omitted. */
    cCity: refOf(Dictionary.cities).nullish(),
    /** The institution's name; it joins the organization list too. */
    institution: required(REQUIRED.institution).max(PROFILE_LIMITS.textMax),
    department: optionalText(PROFILE_LIMITS.textMax),
    specialty: optionalText(PROFILE_LIMITS.textMax),
    qualification: required(REQUIRED.qualification).max(PROFILE_LIMITS.textMax),
    startDate: IsoDate.nullish(),
    endDate: IsoDate.nullish(),
  })
  .superRefine(checkPeriod('startDate', 'endDate'))
export type EducationInput = z.input<typeof EducationInput>

export const Education = z.object({
  id: z.number().int(),
  cType: z.string().nullable(),
  cLevel: z.string().nullable(),
  cCountry: z.string().nullable(),
  cCity: z.string().nullable(),
  institution: z.string(),
  orgId: z.number().int(),
  department: z.string().nullable(),
  specialty: z.string().nullable(),
  qualification: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
})
export type Education = z.infer<typeof Education>

// ---- Academic degrees: GET, POST, PATCH /user_profile/{id}/user_academic_degrees

export const AcademicDegreeInput = z.object({
  /** The degree (55:n). */
  cDegree: requiredRef(Dictionary.academicDegree, REQUIRED.degreeName),
  /** The year it was received: from 1900 to this year. */
  year: z
    .number({ error: REQUIRED.degreeDate })
    .int({ message: ProfileMessage.year })
    .min(PROFILE_LIMITS.minYear, { message: ProfileMessage.year })
    .refine((year) => year <= new Date().getFullYear(), { message: ProfileMessage.year }),
})
export type AcademicDegreeInput = z.input<typeof AcademicDegreeInput>

export const AcademicDegree = z.object({ id: z.number().int(), cDegree: z.string(), year: z.number().int() })
export type AcademicDegree = z.infer<typeof AcademicDegree>

/**
 * PATCH of the whole list: items with an id are updated, items without one are added, and the
 * stored items missing from the list are deleted. The answer is the new list.
 */
export const AcademicDegreeList = z
  .array(AcademicDegreeInput.extend({ id: Id.optional() }))
  .max(PROFILE_LIMITS.itemsMax)
export type AcademicDegreeList = z.input<typeof AcademicDegreeList>

// ---- Contacts (31:n): GET, POST /user_profile/{id}/contact; PATCH, DELETE …/contact/{itemId}

/** What a contact's value must look like, by type: an e-mail, a phone, an http(s) link, or any text. */
export const contactValueIssue = (cType: string, value: string): string | null => {
  if (cType === ContactType.Email) return isEmail(value) ? null : EmailMessage.invalid
  if (cType === ContactType.Phone) return isPhone(value) ? null : ProfileMessage.phone
  if (cType === ContactType.Site || cType === ContactType.SocialNetwork)
    return isHttpUrl(value) ? null : ProfileMessage.url
  return null
}

export const ContactInput = z
  .object({
    cType: refOf(Dictionary.contactType),
    value: boundedText(PROFILE_LIMITS.contactMax).min(1, { message: ProfileMessage.contactValue }),
  })
  .superRefine((contact, ctx) => {
    if (typeof contact.cType !== 'string' || typeof contact.value !== 'string') return
    const message = contactValueIssue(contact.cType, contact.value)
    if (message) ctx.addIssue({ code: 'custom', path: ['value'], message, input: contact.value })
  })
export type ContactInput = z.input<typeof ContactInput>

export const Contact = z.object({ id: z.number().int(), cType: z.string(), value: z.string() })
export type Contact = z.infer<typeof Contact>

// ---- Scientific interests: GET, POST, PATCH /user_profile/{id}/scientific_interest

export const Keyword = boundedText(PROFILE_LIMITS.keywordMax).min(1)

/** SPEC 3: the form takes keywords comma-separated (a keyword may hold spaces); this splits them (blank and repeated ones dropped). */
export const splitInterestKeywords = (text: string): string[] => {
  const seen = new Set<string>()
  return text
    .split(/[,;]/)
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLocaleLowerCase()
      if (word === '' || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

export const ScientificInterestInput = z.object({
  dsc: optionalText(PROFILE_LIMITS.dscMax),
  keywords: z
    .array(Keyword)
    .max(PROFILE_LIMITS.keywordsPerInterest, { message: ProfileMessage.keywordsTooMany })
    .default([]),
})
export type ScientificInterestInput = z.input<typeof ScientificInterestInput>

export const ScientificInterest = z.object({
  id: z.number().int(),
  dsc: z.string().nullable(),
  keywords: z.array(z.string()),
})
export type ScientificInterest = z.infer<typeof ScientificInterest>

/** PATCH of the whole list, as for academic degrees. */
export const ScientificInterestList = z
  .array(ScientificInterestInput.extend({ id: Id.optional() }))
  .max(PROFILE_LIMITS.itemsMax)
export type ScientificInterestList = z.input<typeof ScientificInterestList>
