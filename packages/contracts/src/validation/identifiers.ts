import type { z } from 'zod'
import { IdentifierType } from '../profile-constants'
import { IdentifierMessage } from './keys'

/**
 * Identifier checks of SPEC 3 (identifier systems 38:n). Each `isValid*` takes the text a person
 * typed; `normalizeIdentifier` gives the form we store (no URL prefix, canonical hyphens, upper-case X).
 */

const digitsOf = (text: string) => [...text].map((c) => (c === 'X' ? 10 : Number(c)))

/** ORCID iD: 16 characters, ISO 7064 MOD 11-2 check character (0-9 or X). */
export function isValidOrcid(value: string): boolean {
  const compact = stripOrcid(value).replaceAll('-', '')
  if (!/^\d{15}[\dX]$/.test(compact)) return false
  let total = 0
  for (const digit of digitsOf(compact.slice(0, 15))) total = (total + digit) * 2
  const result = (12 - (total % 11)) % 11
  return compact[15] === (result === 10 ? 'X' : String(result))
}

// DOI Handbook: "10." + registrant code of 4 to 9 digits (optionally dotted sub-codes) + "/" + suffix.
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/

/** DOI, with or without its `https://doi.org/` or `doi:` prefix. */
export const isValidDoi = (value: string): boolean => DOI.test(stripDoi(value))

const ISBN_TEXT = /^[0-9Xx][0-9Xx -]*$/
const compactIsbn = (value: string) => value.trim().replace(/[\s-]/g, '').toUpperCase()

/** ISBN-10: the weighted sum (10..1) of the ten characters is divisible by 11; X (10) only last. */
export function isValidIsbn10(value: string): boolean {
  if (!ISBN_TEXT.test(value.trim())) return false
  const compact = compactIsbn(value)
  if (!/^\d{9}[\dX]$/.test(compact)) return false
  const sum = digitsOf(compact).reduce((acc, digit, i) => acc + digit * (10 - i), 0)
  return sum % 11 === 0
}

/** ISBN-13: EAN-13 with the 978 or 979 prefix, weights 1 and 3 alternating, sum divisible by 10. */
export function isValidIsbn13(value: string): boolean {
  if (!ISBN_TEXT.test(value.trim())) return false
  const compact = compactIsbn(value)
  if (!/^97[89]\d{10}$/.test(compact)) return false
  const sum = digitsOf(compact).reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 1 : 3), 0)
  return sum % 10 === 0
}

/** ISBN-10 or ISBN-13; hyphens and spaces between the digits are allowed. */
export const isValidIsbn = (value: string): boolean => isValidIsbn10(value) || isValidIsbn13(value)

/** ISSN: NNNN-NNNC, weights 8..2 on the first seven digits, check (11 - sum mod 11) mod 11, 10 → X. */
export function isValidIssn(value: string): boolean {
  const text = value.trim().toUpperCase()
  if (!/^\d{4}-?\d{3}[\dX]$/.test(text)) return false
  const compact = text.replace('-', '')
  const sum = digitsOf(compact.slice(0, 7)).reduce((acc, digit, i) => acc + digit * (8 - i), 0)
  const check = (11 - (sum % 11)) % 11
  return compact[7] === (check === 10 ? 'X' : String(check))
}

// Web of Science ResearcherID: one to three letters, four digits, the year of registration.
const RESEARCHER_ID = /^[A-Z]{1,3}-\d{4}-(?:19|20)\d{2}$/

/** ResearcherID: `A-1234-2008`, or the newer three-letter form `AAA-1234-2020`. */
export const isValidResearcherId = (value: string): boolean => RESEARCHER_ID.test(value.trim().toUpperCase())

/** SPIN code of eLibrary.ru: eight digits, written `1234-5678`. */
export const isValidSpin = (value: string): boolean => /^\d{4}-?\d{4}$/.test(value.trim())

function stripOrcid(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(?:www\.)?orcid\.org\//i, '')
    .toUpperCase()
}

function stripDoi(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
}

const groups = (compact: string, size: number) =>
  compact.match(new RegExp(`.{1,${size}}`, 'g'))?.join('-') ?? ''

/** The stored form of an identifier: no URL prefix, canonical hyphens, upper-case check letters. */
export function normalizeIdentifier(system: string, value: string): string {
  switch (system) {
    case IdentifierType.Orcid:
      return groups(stripOrcid(value).replaceAll('-', ''), 4)
    case IdentifierType.Doi:
      return stripDoi(value)
    case IdentifierType.Isbn:
      // Hyphen positions depend on the registration group, so the typed grouping is kept.
      return value.trim().replace(/\s+/g, '-').toUpperCase()
    case IdentifierType.Issn: {
      const compact = value.trim().toUpperCase().replace('-', '')
      return `${compact.slice(0, 4)}-${compact.slice(4)}`
    }
    case IdentifierType.ResearcherId:
      return value.trim().toUpperCase()
    case IdentifierType.Spin: {
      const compact = value.trim().replace('-', '')
      return `${compact.slice(0, 4)}-${compact.slice(4)}`
    }
    default:
      return value.trim()
  }
}

const CHECKS: Record<string, { valid: (value: string) => boolean; message: string }> = {
  [IdentifierType.Orcid]: { valid: isValidOrcid, message: IdentifierMessage.orcid },
  [IdentifierType.ResearcherId]: { valid: isValidResearcherId, message: IdentifierMessage.researcherId },
  [IdentifierType.Spin]: { valid: isValidSpin, message: IdentifierMessage.spin },
  [IdentifierType.Isbn]: { valid: isValidIsbn, message: IdentifierMessage.isbn },
  [IdentifierType.Issn]: { valid: isValidIssn, message: IdentifierMessage.issn },
  [IdentifierType.Doi]: { valid: isValidDoi, message: IdentifierMessage.doi },
}

/**
 * The message key of what is wrong with `value` as an identifier of `system`, or null when it is
 * valid. Systems without a checkable format (UDK, BBK, author mark) accept any non-empty text.
 */
export function identifierIssue(system: string, value: string): string | null {
  const check = CHECKS[system]
  if (!check) return null
  return check.valid(value) ? null : check.message
}

/** A zod refinement for objects holding an identifier system and value: reports on `value`. */
export function checkIdentifier(
  input: { cIdentifier: string; value: string },
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
): void {
  // A missing or empty value already has its required-field issue; one message per field is enough.
  if (typeof input.value !== 'string' || input.value.trim() === '' || typeof input.cIdentifier !== 'string')
    return
  const message = identifierIssue(input.cIdentifier, input.value)
  if (message) ctx.addIssue({ code: 'custom', path: ['value'], message, input: input.value })
}
