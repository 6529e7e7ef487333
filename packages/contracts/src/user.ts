import { z } from 'zod'

/** SPEC 3: an address of the own user (birth 20:6 or living 20:2), with country and city references. */
export const Address = z.object({
  id: z.number().int(),
  cType: z.string(),
  cCountry: z.string().nullable(),
  cCity: z.string().nullable(),
  city: z.string().nullable(),
  rObject: z.string(),
})
export type Address = z.infer<typeof Address>

/** SPEC 3: the signed-in user's own info (`GET /api/core/user/me`); profile fields stay null until filled. */
export const UserInfo = z.object({
  id: z.number().int(),
  /** Null for an account made through a provider that gives no e-mail (ORCID). */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  keywordsMap: z.record(z.string(), z.string()),
  settings: z.record(z.string(), z.union([z.boolean(), z.string()])),
  addresses: z.array(Address),
  /** SPEC 9: 1 = ru, 2 = en: the language of mails and server messages. */
  lang: z.number().int(),
})
export type UserInfo = z.infer<typeof UserInfo>
