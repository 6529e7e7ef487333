import { z } from 'zod'
import { Dictionary } from './dictionaries'
import { PROFILE_LIMITS } from './limits'
import { IdParam, text } from './primitives'
import { AddressType } from './profile-constants'
import { boundedText, optionalText } from './profile-fields'
import { refOf } from './references'
import { checkIdentifier } from './validation/identifiers'
import { ProfileMessage, REQUIRED } from './validation/keys'
import { required } from './validation/required'

/** SPEC 3, 7: addresses, authors, author identifiers and the organization lookup. */

// ---- Addresses: POST /address; PATCH, DELETE /address/{id}. The answer is `Address` (user.ts).

export const AddressTypeSchema = z.enum([AddressType.Birth, AddressType.Living], {
  error: ProfileMessage.addressType,
})

const addressPlace = {
  cCountry: refOf(Dictionary.countries).nullish(),
  /** A city of `cCountry` when both are given; the country is taken from the city when omitted. */
  cCity: refOf(Dictionary.cities).nullish(),
  /** A place not in the cities catalogue, as typed. */
  city: optionalText(PROFILE_LIMITS.textMax),
}

/**
 * A new address. A user has one address of each type: posting a type that exists replaces it.
 * `rObject` is the owner (`"202:<id>"`), the signed-in user when omitted; anybody else is refused.
 */
export const AddressInput = z.object({
  cType: AddressTypeSchema,
  rObject: refOf(Dictionary.user).optional(),
  ...addressPlace,
})
export type AddressInput = z.input<typeof AddressInput>

/** A changed address; its type is fixed once created. */
export const AddressPatch = z.object(addressPlace)
export type AddressPatch = z.input<typeof AddressPatch>

// ---- Object identifiers (38:n) of authors: POST /obj_identifier; PATCH, DELETE /obj_identifier/{id}

const identifierFields = {
  /** The identifier system, e.g. `"38:3"` ORCID; see `IdentifierType`. */
  cIdentifier: refOf(Dictionary.identitySystem),
  /** Checked by system (ORCID checksum, DOI, ISBN and ISSN check digits …) and stored normalised. */
  value: required(REQUIRED.identifier).max(PROFILE_LIMITS.identifierMax),
}

export const ObjIdentifierInput = z
  .object({
    /** The author it identifies (`"203:<id>"`); only the author's user may add identifiers. */
    rObject: refOf(Dictionary.author),
    ...identifierFields,
  })
  .superRefine(checkIdentifier)
export type ObjIdentifierInput = z.input<typeof ObjIdentifierInput>

/** A changed identifier: the system and value; the author stays. */
export const ObjIdentifierPatch = z.object(identifierFields).superRefine(checkIdentifier)
export type ObjIdentifierPatch = z.input<typeof ObjIdentifierPatch>

export const ObjIdentifier = z.object({
  id: z.number().int(),
  rObject: z.string(),
  cIdentifier: z.string(),
  value: z.string(),
})
export type ObjIdentifier = z.infer<typeof ObjIdentifier>

// ---- Authors (203:n): GET /author?user_id, POST /author?user_id, GET /author/find?query

export const AuthorInput = z.object({
  firstName: boundedText(PROFILE_LIMITS.nameMax).min(1, { message: ProfileMessage.authorFirstName }),
  lastName: boundedText(PROFILE_LIMITS.nameMax).min(1, { message: ProfileMessage.authorLastName }),
  middleName: optionalText(PROFILE_LIMITS.nameMax),
})
export type AuthorInput = z.input<typeof AuthorInput>

export const Author = z.object({
  id: z.number().int(),
  uref: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  /** "Lastname F. M.", as in reference lists. */
  shortName: z.string(),
  /** The user this author is, when it is a user's author name. */
  userId: z.number().int().nullable(),
  identifiers: z.array(ObjIdentifier),
})
export type Author = z.infer<typeof Author>

/** `GET /author?user_id=` lists a user's authors (the signed-in user's when omitted); POST adds one. */
export const AuthorUserQuery = z.object({ user_id: IdParam.optional() })

const Lookup = z.object({
  /** Blank or empty gives an empty answer (SPEC 5: the lookup makes no call for an empty query). */
  query: text().max(200).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROFILE_LIMITS.lookupPageMax).default(10),
})

/** `GET /author/find?query=`: authors whose names contain the query. */
export const AuthorFindQuery = Lookup

// ---- Organizations: GET /organization/find?query= (filled from labour activity and education)

export const OrganizationFindQuery = Lookup
export const Organization = z.object({ id: z.number().int(), name: z.string() })
export type Organization = z.infer<typeof Organization>

/** `GET /organization/find`: at most a page of matches, best first. */
export const OrganizationList = z.array(Organization)
