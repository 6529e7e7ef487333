import {
  type AcademicDegree,
  AddressType,
  type Author,
  type Contact,
  Dictionary,
  type Education,
  formatRef,
  type LaborActivity,
  type MutualStates,
  type Profile,
  type ProfileInfo,
  type ProfileMeta,
  type ScientificInterest,
  type SettingsSet,
  type UserInfo,
} from '@nauka/contracts'
import { fullNameEnOf, fullNameOf, imageUrl, placeOf, presentAddress } from './profile.present'
import type { AddressRow, ProfileRow } from './profile.queries'
import type { Visibility } from './profile-visibility'

/** The profile's lists, already presented; empty when the viewer may not see them. */
export interface ProfileLists {
  authors: Author[]
  contactData: Contact[]
  education: Education[]
  laborActivities: LaborActivity[]
  userAcademicDegrees: AcademicDegree[]
  userScientificInterests: ScientificInterest[]
}

export const EMPTY_LISTS: ProfileLists = {
  authors: [],
  contactData: [],
  education: [],
  laborActivities: [],
  userAcademicDegrees: [],
  userScientificInterests: [],
}

export interface ProfileParts {
  userId: number
  email: string | null
  row: ProfileRow | undefined
  addresses: AddressRow[]
  keywordsMap: Record<string, string>
  terms: Record<string, string>
  /** The owner's settings; undefined for anyone else (`canSeeSettings`). */
  settings: SettingsSet | undefined
  meta: ProfileMeta
  mutual: MutualStates
  visibility: Visibility
}

/** The catalogue references a profile holds, so their names can be looked up in one query. */
export function refsOf(row: ProfileRow | undefined, addresses: AddressRow[], lists: ProfileLists): string[] {
  const refs = [
    row?.gender,
    ...addresses.flatMap((a) => [a.cCountry, a.cCity]),
    ...lists.laborActivities.flatMap((l) => [l.cPosition, l.cActivityArea]),
    ...lists.education.flatMap((e) => [e.cType, e.cLevel, e.cCountry, e.cCity]),
    ...lists.userAcademicDegrees.map((d) => d.cDegree),
    ...lists.contactData.map((c) => c.cType),
    ...lists.authors.flatMap((a) => a.identifiers.map((i) => i.cIdentifier)),
  ]
  return [...new Set(refs.filter((ref): ref is string => typeof ref === 'string'))]
}

/** SPEC 3 short profile; what the owner's privacy settings hide from this viewer is null or empty. */
export function buildProfileInfo(p: ProfileParts): ProfileInfo {
  const { row, visibility } = p
  const shown = <T>(value: T, empty: T) => (visibility.profile ? value : empty)
  const contact = <T>(value: T) => (visibility.contacts ? value : null)
  return {
    id: p.userId,
    uref: formatRef(Dictionary.user, p.userId),
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    middleName: row?.middleName ?? null,
    firstNameEn: row?.firstNameEn ?? null,
    lastNameEn: row?.lastNameEn ?? null,
    fullName: fullNameOf(row),
    fullNameEn: fullNameEnOf(row),
    nickname: row?.nickname ?? null,
    email: contact(p.email),
    phone: contact(row?.phone ?? null),
    gender: shown(row?.gender ?? null, null),
    birthDate: shown(row?.birthDate ?? null, null),
    dsc: shown(row?.dsc ?? null, null),
    placeOfBirth: shown(placeOf(p.addresses, AddressType.Birth, p.terms), null),
    placeOfResidence: shown(placeOf(p.addresses, AddressType.Living, p.terms), null),
    imageUrl: imageUrl(p.userId, 'avatar', row?.imageVersion),
    bannerUrl: imageUrl(p.userId, 'banner', row?.bannerVersion),
    addresses: shown(p.addresses.map(presentAddress), []),
    keywordsMap: shown(p.keywordsMap, {}),
    refTerms: p.terms,
    // Left out, not emptied, for another viewer: an empty set would read as "all defaults".
    ...(p.settings ? { settings: p.settings } : {}),
    meta: p.meta,
    mutualStates: p.mutual,
    blocked: p.mutual.out.blocked,
  }
}

export const buildProfile = (p: ProfileParts, lists: ProfileLists): Profile => ({
  ...buildProfileInfo(p),
  ...lists,
})

/** SPEC 3 own user info (`GET /user/me`): the shape the web app keeps as the signed-in user. */
export function buildUserInfo(p: ProfileParts, lang: number): UserInfo {
  const info = buildProfileInfo(p)
  return {
    id: info.id,
    email: p.email,
    firstName: info.firstName,
    lastName: info.lastName,
    nickname: info.nickname,
    phone: p.row?.phone ?? null,
    birthDate: info.birthDate,
    imageUrl: info.imageUrl,
    bannerUrl: info.bannerUrl,
    keywordsMap: info.keywordsMap,
    // The own info is only ever built for its owner, who always sees the settings.
    settings: p.settings ?? {},
    addresses: info.addresses,
    lang,
  }
}
