import {
  type Contact,
  ContactType,
  IdentifierType,
  type LaborActivity,
  type Profile,
  type ProfileInfoUpdate,
  type UserInfo,
} from '@nauka/contracts'
import type { InfoPatch } from '../device/pending.model'
import type { PersonFacts } from './jsonLd'

/** The link fields of the main info form, kept as contacts of these types (SPEC 3: website, social profile). */
export const LINK_CONTACTS = { website: ContactType.Site, socialProfile: ContactType.SocialNetwork } as const
export type LinkField = keyof typeof LINK_CONTACTS

/** What the main info form saves: the info fields and the two links. */
export type MainInfoEdit = ProfileInfoUpdate & Partial<Record<LinkField, string | null>>

/** The info fields of an edit, without the links (the body of `POST /user_profile/info`). */
export const infoFieldsOf = (edit: MainInfoEdit | InfoPatch): ProfileInfoUpdate => {
  const { website: _w, socialProfile: _s, ...info } = edit as MainInfoEdit
  return info
}

/** The first contact of a type: the website and the social profile of the main info. */
export const contactOf = (contacts: readonly Contact[], cType: string): Contact | null =>
  contacts.find((c) => c.cType === cType) ?? null

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ')

/** First, middle and last name as one text; null when none is set. */
export const composeFullName = (p: Pick<Profile, 'firstName' | 'middleName' | 'lastName'>): string | null =>
  joined(p.firstName, p.middleName, p.lastName) || null

/**
 * The profile as the person sees it while edits wait to be sent: the pending info fields over the
 * server's, the full name composed again. The links are contacts and are shown by the section.
 */
export const withPendingInfo = (profile: Profile, patch: InfoPatch | null): Profile => {
  if (!patch) return profile
  const info = infoFieldsOf(patch)
  const next = { ...profile } as Record<string, unknown>
  for (const [key, value] of Object.entries(info)) {
    if (value !== undefined && key in profile) next[key] = value === '' ? null : value
  }
  const merged = next as Profile
  return {
    ...merged,
    fullName: composeFullName(merged) ?? merged.nickname,
    fullNameEn: joined(merged.firstNameEn, merged.lastNameEn) || null,
  }
}

/**
 * SPEC 3: the current place of work: the activity marked current, else the one that ended last
 * (or started last); null without labour activity.
 */
export const currentLabor = (items: readonly LaborActivity[]): LaborActivity | null => {
  const current = items.find((item) => item.current)
  if (current) return current
  const key = (item: LaborActivity) => item.endWork ?? item.startWork ?? ''
  return [...items].sort((a, b) => key(b).localeCompare(key(a)))[0] ?? null
}

/** The ORCID iD among the profile's author identifiers, or null. */
export const orcidOf = (profile: Pick<Profile, 'authors'>): string | null => {
  for (const author of profile.authors) {
    const found = author.identifiers.find((i) => i.cIdentifier === IdentifierType.Orcid)
    if (found) return found.value
  }
  return null
}

const absolute = (url: string | null, origin: string): string | null => {
  if (!url) return null
  try {
    return new URL(url, origin).href
  } catch {
    return null
  }
}

/** The facts of the schema.org Person of a profile page; null when the profile has no name to show. */
export const personFactsOf = (profile: Profile, origin: string, pageUrl: string): PersonFacts | null => {
  const name = profile.fullName ?? composeFullName(profile) ?? profile.nickname
  if (!name) return null
  const job = currentLabor(profile.laborActivities)
  return {
    url: pageUrl,
    name,
    givenName: profile.firstName,
    familyName: profile.lastName,
    additionalName: profile.middleName,
    affiliation: job?.organization ?? null,
    jobTitle: job ? (profile.refTerms[job.cPosition] ?? null) : null,
    orcid: orcidOf(profile),
    image: absolute(profile.imageUrl, origin),
    description: profile.dsc,
  }
}

/** SPEC 3: the own user info the auth store keeps, from the own profile (only the own replaces it). */
export const userInfoOf = (profile: Profile, lang: number): UserInfo => ({
  id: profile.id,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  nickname: profile.nickname,
  phone: profile.phone,
  birthDate: profile.birthDate,
  imageUrl: profile.imageUrl,
  bannerUrl: profile.bannerUrl,
  keywordsMap: profile.keywordsMap,
  // Only the own profile carries settings, and only the own profile is turned into user info.
  settings: profile.settings ?? {},
  addresses: profile.addresses,
  lang,
})

/** Whether a profile has anything past its header to show a visitor. */
export const hasDetails = (p: Profile): boolean =>
  [
    p.addresses,
    p.education,
    p.userAcademicDegrees,
    p.laborActivities,
    p.userScientificInterests,
    p.contactData,
  ].some((list) => list.length > 0) ||
  p.authors.some((a) => a.identifiers.length > 0) ||
  Boolean(
    p.dsc || p.birthDate || p.gender || p.phone || p.email || p.middleName || p.firstNameEn || p.lastNameEn,
  )
