import type { ValueOf } from './types'

/**
 * SPEC 3: ids of the reference lists (dictionaries, catalogue classes). A reference names a value
 * as `"<dictionary>:<id>"`, see `references.ts`.
 */
export const Dictionary = {
  lang: 2,
  addressType: 20,
  activityArea: 24,
  identitySystem: 38,
  publicationType: 39,
  scienceArea: 40,
  genders: 46,
  position: 47,
  educationType: 52,
  educationLevel: 53,
  scienceField: 56,
  contentType: 57,
  uploadFileMime: 58,
  accessLevel: 59,
  uploadFileExt: 60,
  keywords: 107,
  uploadType: 126,
  uploadItemType: 129,
  settingsAccessLevels: 133,
  authorshipType: 140,
  cities: 154,
  user: 202,
  author: 203,
  countries: 208,
  publicationThematic: 211,
  // Not in the SPEC 3 table, but used by the references SPEC 3, 7 and 9 give:
  /** `"25:1"` active, `"25:6"` inactive (posts and comments). */
  postStatus: 25,
  /** `"31:1"` site … `"31:7"` social network. */
  contactType: 31,
  /** `"91:1"` like. */
  reaction: 91,
  /** `"108:0"` deny, `"108:1"` allow. */
  commentPermission: 108,
  /** `"302:5"` a post. */
  post: 302,
  /** Ours (the original's numbers are not shown): an upload, an upload item, a publication (uuid ids). */
  upload: 125,
  uploadItem: 128,
  publication: 210,
  /** `"55:1"` candidate of sciences …: academic degrees of a profile. */
  academicDegree: 55,
  /** `"132:11"`: the elements of the settings model (`GET /settings/model`). */
  settings: 132,
  /** Ours (issue 18): a group (`"401:3"` is also the feed channel of its posts), an event, a listing. */
  group: 401,
  event: 402,
  listing: 403,
} as const
export type DictionaryName = keyof typeof Dictionary
export type DictionaryId = ValueOf<typeof Dictionary>
