import {
  type AcademicDegree,
  type Address,
  type AddressType,
  API,
  type Author,
  type Contact,
  Dictionary,
  type Education,
  fillPath,
  formatRef,
  type LaborActivity,
  type ObjIdentifier,
  type ProfileImageKind,
  type ScientificInterest,
} from '@nauka/contracts'
import type { AuthorRow, IdentifierRow } from './authors.queries'
import type { AddressRow, ProfileRow } from './profile.queries'
import type { ContactRow, DegreeRow, EducationRow, LaborRow } from './profile-lists.queries'

/** Where a processed avatar or banner is served; `v` changes with every upload, so it may be cached for good. */
export const imageUrl = (userId: number, kind: ProfileImageKind, version: string | null | undefined) =>
  version
    ? `${fillPath(API.profileImages[`${kind}Read`].path, { id: userId })}?v=${encodeURIComponent(version)}`
    : null

/** First, middle and last name; the nickname when no name is set. */
export function fullNameOf(
  profile: Pick<ProfileRow, 'firstName' | 'middleName' | 'lastName' | 'nickname'> | undefined,
): string | null {
  if (!profile) return null
  const name = [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ')
  return name || profile.nickname || null
}

/** SPEC 3 "name in English": the English first and last name (there is no English middle name). */
export function fullNameEnOf(profile: ProfileRow | undefined): string | null {
  if (!profile) return null
  return [profile.firstNameEn, profile.lastNameEn].filter((part) => part?.trim()).join(' ') || null
}

export const presentAddress = (row: AddressRow): Address => ({
  id: row.id,
  cType: row.cType,
  cCountry: row.cCountry,
  cCity: row.cCity,
  city: row.city,
  rObject: formatRef(Dictionary.user, row.userId),
})

/** "City, Country" of the address of a type, in the names of `terms`. */
export function placeOf(
  addresses: AddressRow[],
  type: AddressType,
  terms: Record<string, string>,
): string | null {
  const address = addresses.find((a) => a.cType === type)
  if (!address) return null
  const city = address.city || (address.cCity ? terms[address.cCity] : undefined)
  const country = address.cCountry ? terms[address.cCountry] : undefined
  return [city, country].filter(Boolean).join(', ') || null
}

export const presentLabor = (row: LaborRow): LaborActivity => ({
  id: row.id,
  organization: row.organization,
  orgId: row.orgId,
  cPosition: row.cPosition,
  cActivityArea: row.cActivityArea,
  startWork: row.startWork,
  endWork: row.endWork,
  current: row.current,
})

export const presentEducation = (row: EducationRow): Education => ({
  id: row.id,
  cType: row.cType,
  cLevel: row.cLevel,
  cCountry: row.cCountry,
  cCity: row.cCity,
  institution: row.institution,
  orgId: row.orgId,
  department: row.department,
  specialty: row.specialty,
  qualification: row.qualification,
  startDate: row.startDate,
  endDate: row.endDate,
})

export const presentDegree = (row: DegreeRow): AcademicDegree => ({
  id: row.id,
  cDegree: row.cDegree,
  year: row.year,
})

export const presentContact = (row: ContactRow): Contact => ({
  id: row.id,
  cType: row.cType,
  value: row.value,
})

export const presentInterest = (
  row: { id: number; dsc: string | null; keywordIds: number[] },
  keywordTerms: Map<number, string>,
): ScientificInterest => ({
  id: row.id,
  dsc: row.dsc,
  keywords: row.keywordIds.flatMap((id) => keywordTerms.get(id) ?? []),
})

/** `{"107:<id>": "keyword"}` of every keyword in the interests. */
export const keywordsMapOf = (keywordTerms: Map<number, string>): Record<string, string> =>
  Object.fromEntries([...keywordTerms].map(([id, term]) => [formatRef(Dictionary.keywords, id), term]))

export const presentIdentifier = (row: IdentifierRow): ObjIdentifier => ({
  id: row.id,
  rObject: formatRef(Dictionary.author, row.authorId),
  cIdentifier: row.cIdentifier,
  value: row.value,
})

/** "Lastname F. M." */
export const shortNameOf = (row: Pick<AuthorRow, 'firstName' | 'lastName' | 'middleName'>): string =>
  [row.lastName, ...[row.firstName, row.middleName].filter(Boolean).map((n) => `${n?.charAt(0)}.`)].join(' ')

export const presentAuthor = (row: AuthorRow, identifiers: IdentifierRow[]): Author => ({
  id: row.id,
  uref: formatRef(Dictionary.author, row.id),
  firstName: row.firstName,
  lastName: row.lastName,
  middleName: row.middleName,
  shortName: shortNameOf(row),
  userId: row.userId,
  identifiers: identifiers.filter((i) => i.authorId === row.id).map(presentIdentifier),
})
