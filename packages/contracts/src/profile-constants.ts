import { Dictionary } from './dictionaries'
import { formatRef } from './ref-format'
import type { ValueOf } from './types'

/** SPEC 3: the two addresses of a profile. */
export const AddressType = {
  Living: formatRef(Dictionary.addressType, 2),
  Birth: formatRef(Dictionary.addressType, 6),
} as const
export type AddressType = ValueOf<typeof AddressType>

/** SPEC 3: kinds of contact data. */
export const ContactType = {
  Site: formatRef(Dictionary.contactType, 1),
  Phone: formatRef(Dictionary.contactType, 2),
  Email: formatRef(Dictionary.contactType, 3),
  Messenger: formatRef(Dictionary.contactType, 4),
  Manager: formatRef(Dictionary.contactType, 5),
  Person: formatRef(Dictionary.contactType, 6),
  SocialNetwork: formatRef(Dictionary.contactType, 7),
} as const
export type ContactType = ValueOf<typeof ContactType>

/** SPEC 3: identifier systems of authors (ORCID …) and of publications (ISBN, DOI …). */
export const IdentifierType = {
  Orcid: formatRef(Dictionary.identitySystem, 3),
  ResearcherId: formatRef(Dictionary.identitySystem, 4),
  Spin: formatRef(Dictionary.identitySystem, 6),
  Isbn: formatRef(Dictionary.identitySystem, 51),
  Issn: formatRef(Dictionary.identitySystem, 52),
  Udk: formatRef(Dictionary.identitySystem, 53),
  Bbk: formatRef(Dictionary.identitySystem, 54),
  Doi: formatRef(Dictionary.identitySystem, 56),
  AuthorMark: formatRef(Dictionary.identitySystem, 57),
} as const
export type IdentifierType = ValueOf<typeof IdentifierType>

/** Elements of the settings model (132:n, `GET /settings/model`) that the server acts on. */
export const SettingsElementRef = {
  ProfileVisibility: formatRef(Dictionary.settings, 11),
  ContactsVisibility: formatRef(Dictionary.settings, 12),
  WhoCanMessage: formatRef(Dictionary.settings, 13),
  WhoCanComment: formatRef(Dictionary.settings, 14),
  ShowOnlineStatus: formatRef(Dictionary.settings, 15),
  NotifyComments: formatRef(Dictionary.settings, 21),
  NotifyReplies: formatRef(Dictionary.settings, 22),
  NotifyMessages: formatRef(Dictionary.settings, 23),
  NotifyFollowers: formatRef(Dictionary.settings, 24),
  EmailDigest: formatRef(Dictionary.settings, 25),
  NotifyPublications: formatRef(Dictionary.settings, 26),
  NotifySavedSearches: formatRef(Dictionary.settings, 27),
} as const
export type SettingsElementRef = ValueOf<typeof SettingsElementRef>

/** Settings access levels (133:n): who a privacy setting lets in. */
export const SettingsAccess = {
  Everyone: formatRef(Dictionary.settingsAccessLevels, 1),
  Registered: formatRef(Dictionary.settingsAccessLevels, 2),
  Followers: formatRef(Dictionary.settingsAccessLevels, 3),
  Mutual: formatRef(Dictionary.settingsAccessLevels, 4),
  Nobody: formatRef(Dictionary.settingsAccessLevels, 5),
} as const
export type SettingsAccess = ValueOf<typeof SettingsAccess>

/** The multipart field the image travels in. */
export const PROFILE_IMAGE_FIELD = 'image'
