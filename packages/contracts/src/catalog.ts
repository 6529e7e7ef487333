import { z } from 'zod'
import { MAX_ENTITY_ID, PAGE_SIZE } from './constants'
import { Id, IdParam, text } from './primitives'

/** `lang` query/body value: 1 = ru, 2 = en (SPEC 9). */
export const LangParam = z.coerce
  .number()
  .int()
  .refine((v): v is 1 | 2 => v === 1 || v === 2, { message: 'lang must be 1 (ru) or 2 (en)' })

const Page = z.coerce.number().int().min(1).max(1_000_000).default(1)
const PageSizeParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(PAGE_SIZE.catalogue).default(fallback)

export const ClsAllQuery = z.object({
  cls: IdParam,
  lang: LangParam.default(1),
  page: Page,
  pageSize: PageSizeParam(PAGE_SIZE.catalogue),
})
export type ClsAllQuery = z.infer<typeof ClsAllQuery>

export const ClsFindBody = z.object({
  cls: Id,
  lang: LangParam.default(1),
  level: z.number().int().min(1).max(9).nullish(),
  /** A value number of the same catalogue (from 0, as in `"108:0"`), a PostgreSQL integer. */
  parentNum: z.number().int().min(0).max(MAX_ENTITY_ID).nullish(),
  /** A parent in another catalogue, e.g. `"208:643"` for the cities of Russia. */
  parentClsNum: text().max(40).nullish(),
  term: text().max(200).nullish(),
  page: Page,
  pageSize: PageSizeParam(25),
})
export type ClsFindBody = z.infer<typeof ClsFindBody>

export const ClsItem = z.object({
  id: z.number().int(),
  cls: z.number().int(),
  num: z.number().int(),
  code: z.string().nullable(),
  term: z.string(),
  lang: z.number().int(),
  level: z.number().int(),
  parentNum: z.number().int().nullable(),
  parentClsNum: z.string().nullable(),
  uref: z.string(),
  dsc: z.string().nullable(),
  other: z.record(z.string(), z.unknown()).nullable(),
})
export type ClsItem = z.infer<typeof ClsItem>

export const ClsPage = z.object({ count: z.number().int(), elements: z.array(ClsItem) })
export type ClsPage = z.infer<typeof ClsPage>

export const SettingsElementType = z.enum(['boolean', 'ext_choice', 'ext_multi_choice', 'form'])

export const SettingsElement = z.object({
  type: SettingsElementType,
  name: z.string(),
  title: z.string(),
  num: z.number().int(),
  uref: z.string(),
  /** For choices: the catalogue the value is picked from, e.g. 133 settings access levels. */
  cls: z.number().int().nullable(),
  default: z.union([z.boolean(), z.string()]),
  context: z.array(z.enum(['user', 'group'])),
})
export type SettingsElement = z.infer<typeof SettingsElement>

export const SettingsForm = z.object({
  type: z.literal('form'),
  name: z.string(),
  title: z.string(),
  num: z.number().int(),
  elements: z.array(SettingsElement),
})
export const SettingsModel = z.object({ forms: z.array(SettingsForm) })
export type SettingsModel = z.infer<typeof SettingsModel>

export const SettingsModelQuery = z.object({ lang: LangParam.default(1) })

/** What this installation says about itself: the Operator's contact the legal documents point to. */
export const InstanceInfo = z.object({ contactEmail: z.string().nullable() })
export type InstanceInfo = z.infer<typeof InstanceInfo>
