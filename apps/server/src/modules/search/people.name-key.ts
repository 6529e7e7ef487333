import { nameKey } from './name-key'

/** The name fields of a profile row that people search matches. */
export interface ProfileNames {
  firstName: string | null
  lastName: string | null
  middleName: string | null
  firstNameEn: string | null
  lastNameEn: string | null
  nickname: string | null
}

/** `profiles.name_key`: every name of the profile, both scripts (search/name-key.ts). */
export const profileNameKey = (row: ProfileNames): string =>
  nameKey(row.firstName, row.lastName, row.middleName, row.firstNameEn, row.lastNameEn, row.nickname)
