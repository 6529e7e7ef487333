import { z } from 'zod'
import { Dictionary } from './dictionaries'
import { FileDescriptor } from './files'
import { EntityShortInfo } from './posts'
import { text } from './primitives'
import { HttpUrl } from './profile-fields'
import { PUBLICATION_LIMITS } from './publication-constants'
import { refOf } from './references'
import { IsoDate } from './validation/dates'
import { checkIdentifier } from './validation/identifiers'
import { DateMessage, PublicationMessage, REQUIRED } from './validation/keys'
import { LatinName } from './validation/latin-name'

/**
 * SPEC 3 "Upload": the publication form. A draft may lack anything; publishing needs the fields of
 * SPEC 5 (`PublishableMetadata`). Every field that is present is checked either way, so a draft
 * never stores a malformed identifier or a reference to nothing.
 */

const L = PUBLICATION_LIMITS
const shortText = () => text().trim().max(L.shortTextMax)

/** One author as the form lists them; `rUser` links a platform user (`"202:17"`), who then sees the item on their profile. */
export const PublicationAuthor = z.object({
  lastName: text().trim().max(L.shortTextMax),
  firstName: shortText().optional(),
  middleName: shortText().optional(),
  /** "Иванов И. И."; built from the names when left empty. */
  shortForm: shortText().optional(),
  lastNameEn: LatinName.max(L.shortTextMax).optional(),
  firstNameEn: LatinName.max(L.shortTextMax).optional(),
  middleNameEn: LatinName.max(L.shortTextMax).optional(),
  shortFormEn: LatinName.max(L.shortTextMax).optional(),
  rUser: refOf(Dictionary.user).nullish(),
})
export type PublicationAuthor = z.infer<typeof PublicationAuthor>

/** An identifier of the item (38:n: DOI, ISBN, ISSN, UDK, BBK …), checked against its system's rule. */
export const PublicationIdentifier = z
  .object({
    cIdentifier: refOf(Dictionary.identitySystem),
    value: text().trim().min(1, { message: REQUIRED.identifier }).max(L.shortTextMax),
  })
  .superRefine(checkIdentifier)
export type PublicationIdentifier = z.infer<typeof PublicationIdentifier>

const Keywords = z.array(text().trim().min(1).max(L.keywordMax)).max(L.keywordsMax)

/** Every field of the publication form (SPEC 3), all optional: what a draft holds. */
export const PublicationDraft = z.object({
  /** Publication type (39:n). */
  cType: refOf(Dictionary.publicationType).nullish(),
  /** An image file of the author's shown as the cover; without it, the first page of the PDF. */
  cover: z.guid().nullish(),
  cScienceArea: refOf(Dictionary.scienceArea).nullish(),
  cScienceField: refOf(Dictionary.scienceField).nullish(),
  /** Thematic rubric (211:n). */
  cThematic: refOf(Dictionary.publicationThematic).nullish(),
  cLang: refOf(Dictionary.lang).nullish(),
  /** The name of the work. */
  title: text().trim().max(L.titleMax).optional(),
  subject: text().trim().max(L.titleMax).optional(),
  abstract: text().trim().max(L.abstractMax).optional(),
  keywords: Keywords.optional(),
  identifiers: z.array(PublicationIdentifier).max(L.identifiersMax).optional(),
  authors: z.array(PublicationAuthor).max(L.authorsMax).optional(),
  /** Co-authorship kind (140:n). */
  cAuthorship: refOf(Dictionary.authorshipType).nullish(),
  /** Place of publication (city). */
  place: shortText().optional(),
  /** Date of publication. */
  date: IsoDate.nullish(),
  sourceLinks: z.array(HttpUrl).max(L.sourceLinksMax).optional(),
  titleEn: text().trim().max(L.titleMax).optional(),
  abstractEn: text().trim().max(L.abstractMax).optional(),
  keywordsEn: Keywords.optional(),
  placeEn: LatinName.max(L.shortTextMax).optional(),
  /** Who may read it once published (59:n). */
  cAccessLevel: refOf(Dictionary.accessLevel).nullish(),
  reviewsCount: z.number().int().min(0).max(10_000).nullish(),
  publisher: shortText().optional(),
  edition: shortText().optional(),
  year: z
    .number()
    .int()
    .min(L.yearMin, { message: DateMessage.outOfRange })
    .max(L.yearMax, { message: DateMessage.outOfRange })
    .nullish(),
  volume: shortText().optional(),
  series: shortText().optional(),
  number: shortText().optional(),
  version: shortText().optional(),
  /** "10–20" for an article, "320" (the count) for a book. */
  pages: shortText().optional(),
  bibliography: text().max(L.bibliographyMax).optional(),
})
export type PublicationDraft = z.infer<typeof PublicationDraft>

/** The form's catalogue fields: each holds a reference into its own catalogue (type, area, field …). */
export const PUBLICATION_CATALOGUE_FIELDS = [
  'cType',
  'cScienceArea',
  'cScienceField',
  'cThematic',
  'cLang',
  'cAuthorship',
  'cAccessLevel',
] as const satisfies readonly (keyof PublicationDraft)[]

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** SPEC 5: the fields a publication needs, each with its own message, reported on its own path. */
const REQUIRED_TO_PUBLISH = [
  ['cType', REQUIRED.publicationType],
  ['cLang', REQUIRED.publicationLanguage],
  ['cAccessLevel', REQUIRED.accessLevel],
  ['title', REQUIRED.publicationName],
  ['place', REQUIRED.place],
] as const

/** What publishing asks of a draft: SPEC 5's required fields, and every author named. */
export const PublishableMetadata = PublicationDraft.superRefine((draft, ctx) => {
  for (const [field, message] of REQUIRED_TO_PUBLISH)
    if (blank(draft[field])) ctx.addIssue({ code: 'custom', path: [field], message })
  if (!draft.keywords?.length)
    ctx.addIssue({ code: 'custom', path: ['keywords'], message: REQUIRED.keywords })
  if (!draft.authors?.length) ctx.addIssue({ code: 'custom', path: ['authors'], message: REQUIRED.authors })
  draft.authors?.forEach((author, index) => {
    if (blank(author.lastName))
      ctx.addIssue({
        code: 'custom',
        path: ['authors', index, 'lastName'],
        message: PublicationMessage.authorName,
      })
  })
})

/** An author as a published item shows them: the names, and the user's card when linked. */
export const PublishedAuthor = PublicationAuthor.extend({
  user: EntityShortInfo.nullable(),
})
export type PublishedAuthor = z.infer<typeof PublishedAuthor>

/** Counters of a publication (SPEC 3 `meta`; `downloadsCount` in the original). */
export const PublicationMeta = z.object({
  view_count: z.number().int(),
  download_count: z.number().int(),
})
export type PublicationMeta = z.infer<typeof PublicationMeta>

/**
 * A published item as its readers see it (`GET /publication/{id}`). `metadata` is the form as
 * published; `authors` adds the linked users; `contents` are its files, served by
 * `GET /publication/{id}/content` (the first) and `GET /file/{id}`.
 */
export const Publication = z.object({
  id: z.guid(),
  uref: z.string(),
  metadata: PublicationDraft,
  authors: z.array(PublishedAuthor),
  owner: EntityShortInfo,
  contents: z.array(FileDescriptor),
  /**
   * Where its cover is read (`GET /publication/{id}/cover`): the author's image, else the first page
   * of its PDF as a WebP; null while neither exists.
   */
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  meta: PublicationMeta,
  /** The web route of its public page. */
  link: z.string(),
  /** Whether the reader is its owner (the page then offers editing). */
  own: z.boolean(),
})
export type Publication = z.infer<typeof Publication>

export const PublicationIdParams = z.object({ id: z.guid() })
export type PublicationIdParams = z.infer<typeof PublicationIdParams>

/**
 * `GET /publication/{id}/cover?v=…`: `v` names the cover the address was made for (`coverUrl`), so
 * a new cover is a new address and a cached image never outlives its cover. The server ignores it.
 */
export const PublicationCoverQuery = z.object({ v: z.string().max(64).optional() })
export type PublicationCoverQuery = z.infer<typeof PublicationCoverQuery>

/** `POST /publication/fetch`: published items by author, area, type or year; pages count from 1. */
export const PublicationFetch = z.object({
  /** A linked author (`"202:17"`): their items, including those they co-authored. */
  rAuthor: refOf(Dictionary.user).optional(),
  /** Part of an author's name, for authors who are not users. */
  fullName: text().trim().min(1).max(L.shortTextMax).optional(),
  cScienceArea: refOf(Dictionary.scienceArea).optional(),
  cType: refOf(Dictionary.publicationType).optional(),
  year: z.number().int().min(L.yearMin).max(L.yearMax).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
export type PublicationFetch = z.input<typeof PublicationFetch>

export const PublicationPage = z.object({ count: z.number().int(), elements: z.array(Publication) })
export type PublicationPage = z.infer<typeof PublicationPage>

/** SPEC 3 "Search": a result is a data part plus name/value pairs (`GET /publication/uref/{uref}`). */
export const SearchField = z.object({ n: z.string(), v: z.unknown() })
export const PublicationSearchResult = z.object({ data: z.string(), fields: z.array(SearchField) })
export type PublicationSearchResult = z.infer<typeof PublicationSearchResult>

export const PublicationUrefParams = z.object({ uref: text().min(1).max(200) })
export type PublicationUrefParams = z.infer<typeof PublicationUrefParams>
