import { Dictionary } from './dictionaries'
import { formatRef } from './ref-format'
import type { ValueOf } from './types'

/** SPEC 6, catalogue 59: who may read a published item; its author chooses. */
export const AccessLevel = {
  Open: formatRef(Dictionary.accessLevel, 1),
  Registered: formatRef(Dictionary.accessLevel, 2),
  Followers: formatRef(Dictionary.accessLevel, 3),
  Private: formatRef(Dictionary.accessLevel, 4),
} as const
export type AccessLevel = ValueOf<typeof AccessLevel>

/** Bounds SPEC 5 leaves open: they keep a record and its search document a reasonable size. */
export const PUBLICATION_LIMITS = {
  titleMax: 1000,
  shortTextMax: 500,
  abstractMax: 20_000,
  bibliographyMax: 100_000,
  keywordsMax: 30,
  keywordMax: 200,
  authorsMax: 200,
  identifiersMax: 20,
  sourceLinksMax: 20,
  yearMin: 1000,
  yearMax: 2100,
  /** Items of one package upload. */
  packageItemsMax: 100,
  /** Files of one upload item. */
  itemFilesMax: 50,
  /** Metadata filters of one `POST /upload/find`. */
  findFiltersMax: 5,
  jsonPathMax: 500,
} as const

/** Page sizes of the upload list and publication lists (not in SPEC 9; the original's default). */
export const UPLOADS_PAGE_SIZE = 10

/** The web route of a publication's public page; feed items, notifications and OAI records link here. */
export const publicationPath = (id: string): string => `/publication/${encodeURIComponent(id)}`
