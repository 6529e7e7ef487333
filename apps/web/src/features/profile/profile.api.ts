import {
  type AcademicDegreeInput,
  type AcademicDegreeList,
  type AddressInput,
  type AddressPatch,
  type AuthorInput,
  type ContactInput,
  type EducationInput,
  type LaborActivityInput,
  type LangId,
  type ObjIdentifierInput,
  type ObjIdentifierPatch,
  type Organization,
  PROFILE_IMAGE_FIELD,
  type Profile,
  type ProfileImageAnswer,
  type ProfileImageKind,
  type ProfileInfoUpdate,
  type ScientificInterestInput,
  type ScientificInterestList,
  type SettingsSet,
  type SettingsUpdate,
  type UserInfo,
} from '@nauka/contracts'
import { api } from '../../api/api'

const { profile, profileImages, profileLists: lists, profileRecords: records } = api

/** SPEC 7: the full profile, own or foreign; catalogue names (`refTerms`) in `lang`. */
export const fetchProfile = (id: number, lang: LangId, signal?: AbortSignal): Promise<Profile> =>
  profile.read({ params: { id }, query: { lang }, signal })

/** SPEC 7: `POST /user_profile/info`, the own main fields; answers the own user info. */
export const saveProfileInfo = (update: ProfileInfoUpdate): Promise<UserInfo> =>
  profile.saveInfo({ body: update })

/** SPEC 7: `PUT /user_profile/info/image/{id}` or `…/banner/{id}`, multipart field `image`. */
export const uploadProfileImage = (
  userId: number,
  kind: ProfileImageKind,
  image: Blob,
): Promise<ProfileImageAnswer> => {
  const form = new FormData()
  form.set(PROFILE_IMAGE_FIELD, image, kind === 'avatar' ? 'avatar.jpg' : 'banner.jpg')
  return profileImages[`${kind}Upload`]({ params: { id: userId }, form })
}

export const deleteProfileImage = async (userId: number, kind: ProfileImageKind): Promise<void> => {
  await profileImages[`${kind}Remove`]({ params: { id: userId } })
}

/** SPEC 7: `PATCH /user_profile/settings` with the changed elements; answers them all. */
export const saveSettings = (update: SettingsUpdate): Promise<SettingsSet> =>
  profile.saveSettings({ body: update })

// ---- Items with their own ids: labour activity, education, contacts

export const addLaborActivity = (userId: number, input: LaborActivityInput) =>
  lists.laborAdd({ params: { id: userId }, body: input })
export const updateLaborActivity = (userId: number, itemId: number, input: LaborActivityInput) =>
  lists.laborChange({ params: { id: userId, itemId }, body: input })
export const deleteLaborActivity = async (userId: number, itemId: number) => {
  await lists.laborRemove({ params: { id: userId, itemId } })
}

export const addEducation = (userId: number, input: EducationInput) =>
  lists.educationAdd({ params: { id: userId }, body: input })
export const updateEducation = (userId: number, itemId: number, input: EducationInput) =>
  lists.educationChange({ params: { id: userId, itemId }, body: input })
export const deleteEducation = async (userId: number, itemId: number) => {
  await lists.educationRemove({ params: { id: userId, itemId } })
}

export const addContact = (userId: number, input: ContactInput) =>
  lists.contactsAdd({ params: { id: userId }, body: input })
export const updateContact = (userId: number, itemId: number, input: ContactInput) =>
  lists.contactsChange({ params: { id: userId, itemId }, body: input })
export const deleteContact = async (userId: number, itemId: number) => {
  await lists.contactsRemove({ params: { id: userId, itemId } })
}

// ---- Lists saved whole: academic degrees, scientific interests (PATCH sends the new list)

export const addAcademicDegree = (userId: number, input: AcademicDegreeInput) =>
  lists.degreesAdd({ params: { id: userId }, body: input })
export const saveAcademicDegrees = (userId: number, list: AcademicDegreeList) =>
  lists.degreesReplace({ params: { id: userId }, body: list })

export const addScientificInterest = (userId: number, input: ScientificInterestInput) =>
  lists.interestsAdd({ params: { id: userId }, body: input })
export const saveScientificInterests = (userId: number, list: ScientificInterestList) =>
  lists.interestsReplace({ params: { id: userId }, body: list })

// ---- Addresses, authors, identifiers, organizations

export const addAddress = (input: AddressInput) => records.addAddress({ body: input })
export const updateAddress = (id: number, patch: AddressPatch) =>
  records.changeAddress({ params: { id }, body: patch })
export const deleteAddress = async (id: number) => {
  await records.removeAddress({ params: { id } })
}

/** SPEC 7: `POST /author?user_id`: the user's author name, which identifiers (ORCID …) hang on. */
export const addAuthor = (userId: number, input: AuthorInput) =>
  records.addAuthor({ query: { user_id: userId }, body: input })

export const addIdentifier = (input: ObjIdentifierInput) => records.addIdentifier({ body: input })
export const updateIdentifier = (id: number, patch: ObjIdentifierPatch) =>
  records.changeIdentifier({ params: { id }, body: patch })
export const deleteIdentifier = async (id: number) => {
  await records.removeIdentifier({ params: { id } })
}

/** SPEC 5, 7: the organization lookup; an empty query answers nothing without a call. */
export const findOrganizations = async (query: string, signal?: AbortSignal): Promise<Organization[]> => {
  const text = query.trim()
  if (!text) return []
  return records.findOrganizations({ query: { query: text, pageSize: 10 }, signal })
}
