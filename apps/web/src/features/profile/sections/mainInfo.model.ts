import { contactValueIssue, type Profile, ProfileInfoUpdate } from '@nauka/contracts'
import type { SafeParser } from '../../../shared/form/fieldErrors'
import { LINK_CONTACTS, type LinkField, type MainInfoEdit } from '../model'

/** The main info form: its draft, what it sends, and the rules it is checked by. */

export type Draft = {
  firstName: string
  firstNameEn: string
  lastName: string
  lastNameEn: string
  middleName: string
  noMiddleName: boolean
  nickname: string
  birthDate: string
  gender: string | null
  phone: string
  dsc: string
  website: string
  socialProfile: string
}

export const draftOf = (profile: Profile, links: Record<LinkField, string | null>): Draft => ({
  firstName: profile.firstName ?? '',
  firstNameEn: profile.firstNameEn ?? '',
  lastName: profile.lastName ?? '',
  lastNameEn: profile.lastNameEn ?? '',
  middleName: profile.middleName ?? '',
  noMiddleName: false,
  nickname: profile.nickname ?? '',
  birthDate: profile.birthDate ?? '',
  gender: profile.gender,
  phone: profile.phone ?? '',
  dsc: profile.dsc ?? '',
  website: links.website ?? '',
  socialProfile: links.socialProfile ?? '',
})

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text.trim())

/** The edit the form sends: every field (null clears it), the links as contacts. */
export const editOf = (draft: Draft): MainInfoEdit => ({
  firstName: nullIfBlank(draft.firstName),
  firstNameEn: nullIfBlank(draft.firstNameEn),
  lastName: nullIfBlank(draft.lastName),
  lastNameEn: nullIfBlank(draft.lastNameEn),
  middleName: draft.noMiddleName ? null : nullIfBlank(draft.middleName),
  nickname: nullIfBlank(draft.nickname),
  birthDate: nullIfBlank(draft.birthDate),
  gender: draft.gender,
  phone: nullIfBlank(draft.phone),
  dsc: nullIfBlank(draft.dsc),
  website: nullIfBlank(draft.website),
  socialProfile: nullIfBlank(draft.socialProfile),
})

/** The contracts' ProfileInfoUpdate, plus the contact rules for the two links. */
export const mainInfoSchema: SafeParser<MainInfoEdit> = {
  safeParse: (data) => {
    const edit = data as MainInfoEdit
    const info = ProfileInfoUpdate.safeParse(edit)
    const issues = info.success ? [] : [...info.error.issues]
    for (const field of Object.keys(LINK_CONTACTS) as LinkField[]) {
      const value = edit[field]
      const message = value ? contactValueIssue(LINK_CONTACTS[field], value) : null
      if (message) issues.push({ path: [field], message } as (typeof issues)[number])
    }
    return issues.length === 0 ? { success: true, data: edit } : { success: false, error: { issues } }
  },
}
