import { z } from 'zod'
import { MAX_ENTITY_ID, PAGE_SIZE } from './constants'
import { text } from './primitives'
import { PUBLICATION_LIMITS } from './publication-constants'
import { SearchField } from './publications'
import { DEFAULT_SEARCH_SIZE } from './search-constants'
import { isoToday } from './validation/dates'
import { SearchMessage } from './validation/keys'
import { SearchKeywords, searchDateSchema, type Today } from './validation/search'

/** The three kinds of things the search box finds (issue 15): tabs of `/nausearch`. */
export const SearchKind = { Publications: 'publications', Posts: 'posts', People: 'people' } as const
export type SearchKind = (typeof SearchKind)[keyof typeof SearchKind]
export const SearchKindSchema = z.enum([SearchKind.Publications, SearchKind.Posts, SearchKind.People])

/** SPEC 3, 9: `short` answers a snippet around the matched words, `full` the whole abstract or text. */
export const SearchSize = z.enum(['short', 'full'])
export type SearchSize = z.infer<typeof SearchSize>

export const SEARCH_LIMITS = {
  messageMax: 500,
  authorMax: 200,
  /** Values of one list filter (types, areas, languages). */
  filterValuesMax: 50,
  /** The deepest page: 10,000 results at 10 a page is more than anyone reads. */
  pageNumberMax: 999,
  pageSizeMax: 50,
  /** Suggestions under the box. */
  suggestionsMax: 8,
  suggestQueryMax: 100,
  /** Unbookmarked searches a user's history keeps (the oldest go first). */
  historyMax: 50,
  savedNameMax: 200,
} as const

/** The earliest year the detailed search takes: the earliest a publication may carry. */
export const SEARCH_YEAR_MIN = PUBLICATION_LIMITS.yearMin

const currentYear = (today: Today): number => Number(today().slice(0, 4))

/**
 * A year of the detailed search, from a query string or JSON: a whole number from
 * `SEARCH_YEAR_MIN` to this year, with the SPEC 5 date messages (invalid, above max, below min).
 */
const searchYearSchema = (today: Today) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,6}$/, { message: SearchMessage.invalidDate }),
      ],
      { error: SearchMessage.invalidDate },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ message: SearchMessage.invalidDate })
        .min(SEARCH_YEAR_MIN, { message: SearchMessage.dateBelowMin })
        .refine((year) => year <= currentYear(today), { message: SearchMessage.dateAboveMax }),
    )

/** A list of catalogue numbers: `typeId=1&typeId=3`, `typeId=1,3` or `[1, 3]` in JSON. */
const numberList = z.preprocess(
  (value) => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
    return parts.map((part) => (typeof part === 'string' && /^\s*\d+\s*$/.test(part) ? Number(part) : part))
  },
  z.array(z.number().int().min(0).max(MAX_ENTITY_ID)).max(SEARCH_LIMITS.filterValuesMax),
)

/** A flag from a query string (`true`/`false`/`1`/`0`) or JSON. */
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
)

const pageNumber = z.coerce.number().int().min(0).max(SEARCH_LIMITS.pageNumberMax).default(0)
const pageSize = z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageSizeMax).default(PAGE_SIZE.search)

/**
 * What a search asks, without its paging: the SPEC 7 parameters of `GET /search/v2/all/paged`
 * (`message` the words; `startPublicationDate`/`endPublicationDate` the post dates of the detailed
 * form) and the facets of issue 15. `typeId` are class 39 rubrics (publication types).
 */
export const searchCriteriaSchema = (today: Today = isoToday) =>
  z.object({
    kind: SearchKindSchema.default(SearchKind.Publications),
    /** Words as `websearch_to_tsquery` reads them: `"a phrase"`, `-excluded`, `or`. */
    message: text().trim().max(SEARCH_LIMITS.messageMax).optional(),
    size: SearchSize.default(DEFAULT_SEARCH_SIZE),
    /** A name, any script, typos forgiven. */
    author: text().trim().max(SEARCH_LIMITS.authorMax).optional(),
    keywords: SearchKeywords.optional(),
    startYear: searchYearSchema(today).optional(),
    endYear: searchYearSchema(today).optional(),
    startPublicationDate: searchDateSchema(today).optional(),
    endPublicationDate: searchDateSchema(today).optional(),
    typeId: numberList.optional(),
    scienceArea: numberList.optional(),
    lang: numberList.optional(),
    /** Only items with a PDF. */
    pdf: flag.optional(),
  })

/** SPEC 5: an end before its start is "below the minimum", reported on the end field. */
const orderedEnds = <T extends z.ZodType<SearchCriteriaShape>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (value.startYear !== undefined && value.endYear !== undefined && value.endYear < value.startYear)
      ctx.addIssue({ code: 'custom', message: SearchMessage.dateBelowMin, path: ['endYear'] })
    const { startPublicationDate: start, endPublicationDate: end } = value
    if (start && end && end < start)
      ctx.addIssue({ code: 'custom', message: SearchMessage.dateBelowMin, path: ['endPublicationDate'] })
  })

type SearchCriteriaShape = z.infer<ReturnType<typeof searchCriteriaSchema>>

export const searchRequestSchema = (today: Today = isoToday) =>
  orderedEnds(searchCriteriaSchema(today).extend({ pageNumber, pageSize }))

/** `GET /api/search2/search/v2/all/paged` query and `POST /api/search2/query` body. */
export const SearchRequest = searchRequestSchema()
export type SearchRequest = z.infer<typeof SearchRequest>
export type SearchRequestInput = z.input<typeof SearchRequest>

/** A search as saved searches and the history keep it: the criteria, no page. */
export const SearchCriteria = orderedEnds(searchCriteriaSchema())
export type SearchCriteria = z.infer<typeof SearchCriteria>

/** A run of highlighted text: `hit` for the words the query matched. */
export const SnippetRun = z.object({ text: z.string(), hit: z.boolean() })
export type SnippetRun = z.infer<typeof SnippetRun>

export const SearchHitKind = z.enum(['publication', 'post', 'person'])
export type SearchHitKind = z.infer<typeof SearchHitKind>

/**
 * One result in the SPEC 3 shape: a data part and name/value pairs (date, file_name, place, title,
 * mime_type, rubric, type 100, file_size, id, ref `/publication/{id}/content`, author, keywords).
 * For a post the pairs are its id, title, date and author; for a person id, title (the name),
 * place (affiliation) and keywords (science interests).
 */
export const SearchHit = z.object({
  kind: SearchHitKind,
  id: z.string(),
  /** `short`: the snippet around the matched words as plain text; `full`: the whole abstract or text. */
  data: z.string(),
  /** `data` cut into runs, the matched words marked: highlighted without any HTML. */
  snippet: z.array(SnippetRun),
  /** The title (or name) with the matched words marked. */
  title: z.array(SnippetRun),
  fields: z.array(SearchField),
  /** The web page of the result: `/publication/{id}`, `/userPost/{id}`, `/profile/{id}`. */
  link: z.string(),
  /** A person's avatar, when they have one. */
  image: z.string().nullable(),
})
export type SearchHit = z.infer<typeof SearchHit>

export const FacetCount = z.object({ value: z.number().int(), count: z.number().int() })
export type FacetCount = z.infer<typeof FacetCount>

/**
 * Facet counts of publications for the current query. Each facet applies every filter but its own,
 * so picking one type keeps the other types countable; picking a value gives as many results as
 * its count said.
 */
export const SearchFacets = z.object({
  type: z.array(FacetCount),
  scienceArea: z.array(FacetCount),
  year: z.array(FacetCount),
  lang: z.array(FacetCount),
  /** Items with a PDF. */
  pdf: z.number().int(),
})
export type SearchFacets = z.infer<typeof SearchFacets>

export const SearchPage = z.object({
  kind: SearchKindSchema,
  elements: z.array(SearchHit),
  /** Results of this kind with every filter. */
  count: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** Results of each kind for the same words (the tabs' numbers). */
  counts: z.object({ publications: z.number().int(), posts: z.number().int(), people: z.number().int() }),
  facets: SearchFacets,
})
export type SearchPage = z.infer<typeof SearchPage>

/** `GET /api/search2/suggest?q=`: what the box offers as the user types. */
export const SuggestQuery = z.object({ q: text().trim().max(SEARCH_LIMITS.suggestQueryMax).default('') })
export type SuggestQuery = z.infer<typeof SuggestQuery>

export const SearchSuggestion = z.object({
  kind: SearchHitKind,
  id: z.string(),
  /** A publication's title, a post's title or a person's name. */
  text: z.string(),
  link: z.string(),
})
export type SearchSuggestion = z.infer<typeof SearchSuggestion>
export const SearchSuggestions = z.array(SearchSuggestion)
