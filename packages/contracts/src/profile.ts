import { z } from 'zod'
import { Lang } from './constants'
import { Dictionary } from './dictionaries'
import { PROFILE_LIMITS } from './limits'
import { FullNameEn } from './names'
import { emptyOr, Nickname, optionalText, Phone } from './profile-fields'
import { AcademicDegree, Contact, Education, LaborActivity, ScientificInterest } from './profile-items'
import { Author } from './profile-records'
import { RefString, refOf } from './references'
import { ThemeKind } from './theme'
import { Address } from './user'
import { IsoDate, isoToday } from './validation/dates'
import { DateMessage } from './validation/keys'
import { LatinName } from './validation/latin-name'

/** SPEC 3, 7: the profile of a user, own or foreign, and the calls that change the own one. */

/** One direction of the relation between two users. */
export const FollowState = z.object({ subscribed: z.boolean(), blocked: z.boolean() })
export type FollowState = z.infer<typeof FollowState>

/**
 * How the viewer and the profile's user relate: `out` is the viewer towards them (I follow them,
 * I blocked them), `in` is them towards the viewer. All false on the own profile.
 */
export const MutualStates = z.object({ out: FollowState, in: FollowState })
export type MutualStates = z.infer<typeof MutualStates>

/** SPEC 3: `subscn_count` is how many users this user follows, `subscr_count` how many follow them. */
export const ProfileMeta = z.object({ subscn_count: z.number().int(), subscr_count: z.number().int() })
export type ProfileMeta = z.infer<typeof ProfileMeta>

/** A settings element (`"132:<n>"` of `GET /settings/model`). */
export const SettingsKey = refOf(Dictionary.settings)
/**
 * Settings keyed by the settings-model element: `{"132:11": "133:1", "132:15": true}`. Booleans
 * for boolean elements, a settings access level (133:n) for choices. Answers hold every element,
 * defaults included.
 */
export const SettingsSet = z.record(SettingsKey, z.union([z.boolean(), RefString]))
export type SettingsSet = z.infer<typeof SettingsSet>

/** The fields shared by the short and the full profile (`GET /user_profile/info/{id}`). */
export const ProfileInfo = z.object({
  id: z.number().int(),
  /** `"202:<id>"`, the reference follow records use. */
  uref: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleName: z.string().nullable(),
  /** SPEC 3: "name in English", Latin only. */
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  /** First, middle and last name; the nickname when there is no name; null when neither is set. */
  fullName: z.string().nullable(),
  /** The English first and last name, when filled in (see `FullNameEn`). */
  fullNameEn: FullNameEn,
  nickname: z.string().nullable(),
  /** Null on a foreign profile whose owner shows contacts to fewer people than the viewer. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** 46:n */
  gender: z.string().nullable(),
  birthDate: z.string().nullable(),
  dsc: z.string().nullable(),
  /** "City, Country" of the birth (20:6) and living (20:2) addresses, in the request's language. */
  placeOfBirth: z.string().nullable(),
  placeOfResidence: z.string().nullable(),
  /** Processed webp images (`?v=` changes with each upload); null when none is set. */
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  addresses: z.array(Address),
  /** The keywords of the scientific interests: `{"107:<id>": "keyword"}`. */
  keywordsMap: z.record(z.string(), z.string()),
  /** The names, in the request's language, of every catalogue reference in this answer. */
  refTerms: z.record(z.string(), z.string()),
  /** The owner's privacy and notification settings: only on the own profile, absent on another's. */
  settings: SettingsSet.optional(),
  meta: ProfileMeta,
  mutualStates: MutualStates,
  /** Whether the viewer blocked this user (the same as `mutualStates.out.blocked`). */
  blocked: z.boolean(),
})
export type ProfileInfo = z.infer<typeof ProfileInfo>

/** SPEC 3: the full profile (`GET /user_profile/{id}`). */
export const Profile = ProfileInfo.extend({
  authors: z.array(Author),
  contactData: z.array(Contact),
  education: z.array(Education),
  laborActivities: z.array(LaborActivity),
  userAcademicDegrees: z.array(AcademicDegree),
  userScientificInterests: z.array(ScientificInterest),
})
export type Profile = z.infer<typeof Profile>

const NameText = optionalText(PROFILE_LIMITS.nameMax)
const EnglishName = LatinName.max(PROFILE_LIMITS.nameMax).nullish()

/** The oldest birth date accepted. */
export const MIN_BIRTH_DATE = `${PROFILE_LIMITS.minYear}-01-01`

/** A birth date: a real YYYY-MM-DD day from 1900-01-01 to today. */
export const BirthDate = IsoDate.refine(
  // A text that is no date already has its format issue; the range applies to real dates only.
  (date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || (date >= MIN_BIRTH_DATE && date <= isoToday()),
  { message: DateMessage.outOfRange },
)

/**
 * `POST /user_profile/info`: the own main fields. A field left out keeps its value, null (or an
 * empty text) clears it. The e-mail belongs to the account and is not changed here. Answers `UserInfo`.
 */
export const ProfileInfoUpdate = z.object({
  firstName: NameText,
  lastName: NameText,
  middleName: NameText,
  firstNameEn: EnglishName,
  lastNameEn: EnglishName,
  /** Unique (case-insensitive): a taken nickname answers 409. */
  nickname: emptyOr(Nickname).nullish(),
  phone: emptyOr(Phone).nullish(),
  gender: refOf(Dictionary.genders).nullish(),
  birthDate: emptyOr(BirthDate).nullish(),
  dsc: optionalText(PROFILE_LIMITS.dscMax),
})
export type ProfileInfoUpdate = z.input<typeof ProfileInfoUpdate>

/** `PATCH /user_profile/settings`: the elements to change; answers the whole `SettingsSet`. */
export const SettingsUpdate = SettingsSet
export type SettingsUpdate = z.infer<typeof SettingsUpdate>

/**
 * SPEC 3 "User preferences" (`GET`, `PUT /user_prefs/{id}`, own only): the theme and the interface
 * language belong to the account, so a sign-in on another browser brings them back. A PUT changes
 * the fields it names and answers them all.
 */
export const UserPrefs = z.object({
  /** Absent until the person picks one: until then the browser's own preference decides. */
  theme: z.object({ kind: z.enum([ThemeKind.Light, ThemeKind.Dark]) }).optional(),
  /** SPEC 9: 1 = ru, 2 = en. The account's language, also of its mails and server messages. */
  lang: z.union([z.literal(Lang.ru), z.literal(Lang.en)]).optional(),
})
export type UserPrefs = z.infer<typeof UserPrefs>

/** The answer to an avatar or banner upload (`PUT /user_profile/info/image/{id}`, `…/banner/{id}`). */
export const ProfileImageAnswer = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
})
export type ProfileImageAnswer = z.infer<typeof ProfileImageAnswer>
