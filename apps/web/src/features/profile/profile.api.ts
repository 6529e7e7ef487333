import {
  AcademicDegree,
  type AcademicDegreeInput,
  type AcademicDegreeList,
  Address,
  type AddressInput,
  type AddressPatch,
  Author,
  type AuthorInput,
  Contact,
  type ContactInput,
  Education,
  type EducationInput,
  LaborActivity,
  type LaborActivityInput,
  type LangId,
  ObjIdentifier,
  type ObjIdentifierInput,
  type ObjIdentifierPatch,
  type Organization,
  OrganizationList,
  PROFILE_IMAGE_FIELD,
  Profile,
  ProfileImageAnswer,
  type ProfileImageKind,
  type ProfileInfoUpdate,
  ScientificInterest,
  type ScientificInterestInput,
  type ScientificInterestList,
  SettingsSet,
  type SettingsUpdate,
  UserInfo,
} from '@nauka/contracts'
import { apiRequest } from '../../api/client'
import { arrayOf } from '../../api/schemas'

/** DESIGN API map: profiles live in the core service. */
const CORE = '/api/core'

/** SPEC 7: the full profile, own or foreign; catalogue names (`refTerms`) in `lang`. */
export const fetchProfile = (id: number, lang: LangId, signal?: AbortSignal): Promise<Profile> =>
  apiRequest(`${CORE}/user_profile/${id}`, { query: { lang }, schema: Profile, signal })

/** SPEC 7: `POST /user_profile/info`, the own main fields; answers the own user info. */
export const saveProfileInfo = (update: ProfileInfoUpdate): Promise<UserInfo> =>
  apiRequest(`${CORE}/user_profile/info`, { method: 'POST', body: update, schema: UserInfo })

const IMAGE_PATH: Record<ProfileImageKind, string> = { avatar: 'image', banner: 'banner' }

/** SPEC 7: `PUT /user_profile/info/image/{id}` or `…/banner/{id}`, multipart field `image`. */
export const uploadProfileImage = (
  userId: number,
  kind: ProfileImageKind,
  image: Blob,
): Promise<ProfileImageAnswer> => {
  const form = new FormData()
  form.set(PROFILE_IMAGE_FIELD, image, kind === 'avatar' ? 'avatar.jpg' : 'banner.jpg')
  return apiRequest(`${CORE}/user_profile/info/${IMAGE_PATH[kind]}/${userId}`, {
    method: 'PUT',
    form,
    schema: ProfileImageAnswer,
  })
}

export const deleteProfileImage = async (userId: number, kind: ProfileImageKind): Promise<void> => {
  await apiRequest(`${CORE}/user_profile/info/${IMAGE_PATH[kind]}/${userId}`, { method: 'DELETE' })
}

/** SPEC 7: `PATCH /user_profile/settings` with the changed elements; answers them all. */
export const saveSettings = (update: SettingsUpdate): Promise<SettingsSet> =>
  apiRequest(`${CORE}/user_profile/settings`, { method: 'PATCH', body: update, schema: SettingsSet })

// ---- Items with their own ids: labour activity, education, contacts

const itemPath = (userId: number, list: string, itemId?: number) =>
  `${CORE}/user_profile/${userId}/${list}${itemId === undefined ? '' : `/${itemId}`}`

export const addLaborActivity = (userId: number, input: LaborActivityInput) =>
  apiRequest(itemPath(userId, 'labor_activity'), { method: 'POST', body: input, schema: LaborActivity })
export const updateLaborActivity = (userId: number, itemId: number, input: LaborActivityInput) =>
  apiRequest(itemPath(userId, 'labor_activity', itemId), {
    method: 'PATCH',
    body: input,
    schema: LaborActivity,
  })
export const deleteLaborActivity = async (userId: number, itemId: number) => {
  await apiRequest(itemPath(userId, 'labor_activity', itemId), { method: 'DELETE' })
}

export const addEducation = (userId: number, input: EducationInput) =>
  apiRequest(itemPath(userId, 'education'), { method: 'POST', body: input, schema: Education })
export const updateEducation = (userId: number, itemId: number, input: EducationInput) =>
  apiRequest(itemPath(userId, 'education', itemId), { method: 'PATCH', body: input, schema: Education })
export const deleteEducation = async (userId: number, itemId: number) => {
  await apiRequest(itemPath(userId, 'education', itemId), { method: 'DELETE' })
}

export const addContact = (userId: number, input: ContactInput) =>
  apiRequest(itemPath(userId, 'contact'), { method: 'POST', body: input, schema: Contact })
export const updateContact = (userId: number, itemId: number, input: ContactInput) =>
  apiRequest(itemPath(userId, 'contact', itemId), { method: 'PATCH', body: input, schema: Contact })
export const deleteContact = async (userId: number, itemId: number) => {
  await apiRequest(itemPath(userId, 'contact', itemId), { method: 'DELETE' })
}

// ---- Lists saved whole: academic degrees, scientific interests (PATCH sends the new list)

export const addAcademicDegree = (userId: number, input: AcademicDegreeInput) =>
  apiRequest(itemPath(userId, 'user_academic_degrees'), {
    method: 'POST',
    body: input,
    schema: AcademicDegree,
  })
export const saveAcademicDegrees = (userId: number, list: AcademicDegreeList) =>
  apiRequest(itemPath(userId, 'user_academic_degrees'), {
    method: 'PATCH',
    body: list,
    schema: arrayOf(AcademicDegree),
  })

export const addScientificInterest = (userId: number, input: ScientificInterestInput) =>
  apiRequest(itemPath(userId, 'scientific_interest'), {
    method: 'POST',
    body: input,
    schema: ScientificInterest,
  })
export const saveScientificInterests = (userId: number, list: ScientificInterestList) =>
  apiRequest(itemPath(userId, 'scientific_interest'), {
    method: 'PATCH',
    body: list,
    schema: arrayOf(ScientificInterest),
  })

// ---- Addresses, authors, identifiers, organizations

export const addAddress = (input: AddressInput) =>
  apiRequest(`${CORE}/address`, { method: 'POST', body: input, schema: Address })
export const updateAddress = (id: number, patch: AddressPatch) =>
  apiRequest(`${CORE}/address/${id}`, { method: 'PATCH', body: patch, schema: Address })
export const deleteAddress = async (id: number) => {
  await apiRequest(`${CORE}/address/${id}`, { method: 'DELETE' })
}

/** SPEC 7: `POST /author?user_id`: the user's author name, which identifiers (ORCID …) hang on. */
export const addAuthor = (userId: number, input: AuthorInput) =>
  apiRequest(`${CORE}/author`, { method: 'POST', query: { user_id: userId }, body: input, schema: Author })

export const addIdentifier = (input: ObjIdentifierInput) =>
  apiRequest(`${CORE}/obj_identifier`, { method: 'POST', body: input, schema: ObjIdentifier })
export const updateIdentifier = (id: number, patch: ObjIdentifierPatch) =>
  apiRequest(`${CORE}/obj_identifier/${id}`, { method: 'PATCH', body: patch, schema: ObjIdentifier })
export const deleteIdentifier = async (id: number) => {
  await apiRequest(`${CORE}/obj_identifier/${id}`, { method: 'DELETE' })
}

/** SPEC 5, 7: the organization lookup; an empty query answers nothing without a call. */
export const findOrganizations = async (query: string, signal?: AbortSignal): Promise<Organization[]> => {
  const text = query.trim()
  if (!text) return []
  return apiRequest(`${CORE}/organization/find`, {
    query: { query: text, pageSize: 10 },
    schema: OrganizationList,
    signal,
  })
}
