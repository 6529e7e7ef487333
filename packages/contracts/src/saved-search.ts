import { z } from 'zod'
import { text } from './primitives'
import { SEARCH_LIMITS, SearchCriteria, SearchHit, SearchKindSchema, SearchSize } from './search'
import { SearchMessage } from './validation/keys'

const numbers = z.array(z.number().int())

/**
 * A kept search's criteria as the server answers them: `SearchCriteria`'s output, without its
 * transforms (years and lists from query strings), which a response cannot be encoded through.
 */
export const SavedSearchRequest: z.ZodType<SearchCriteria> = z.object({
  kind: SearchKindSchema,
  message: z.string().optional(),
  size: SearchSize,
  author: z.string().optional(),
  keywords: z.string().optional(),
  startYear: z.number().int().optional(),
  endYear: z.number().int().optional(),
  startPublicationDate: z.string().optional(),
  endPublicationDate: z.string().optional(),
  typeId: numbers.optional(),
  scienceArea: numbers.optional(),
  lang: numbers.optional(),
  pdf: z.boolean().optional(),
})

/**
 * Saved searches and history as the original product's `/saved-search` had them (its
 * `SavedSearch`): every search a signed-in user runs lands in their history; one kept with a name
 * is `bookmarked`; `notify` asks to hear of each newly published item that matches.
 */
export const SavedSearch = z.object({
  id: z.guid(),
  name: z.string().nullable(),
  request: SavedSearchRequest,
  bookmarked: z.boolean(),
  notify: z.boolean(),
  /** Results when the search last ran. */
  resultCnt: z.number().int(),
  /** Matching items published since, not yet looked at. */
  newResultCount: z.number().int(),
  createdAt: z.string(),
  /** Last run or change. */
  udt: z.string(),
})
export type SavedSearch = z.infer<typeof SavedSearch>
export const SavedSearchList = z.array(SavedSearch)

export const SavedSearchIdParams = z.object({ id: z.guid() })
export type SavedSearchIdParams = z.infer<typeof SavedSearchIdParams>

const SavedSearchName = text().trim().min(1).max(SEARCH_LIMITS.savedNameMax)

/** `POST /saved-search`: keep a search (bookmarked unless said otherwise). */
export const SavedSearchCreate = z.object({
  name: SavedSearchName.optional(),
  request: SearchCriteria,
  bookmarked: z.boolean().default(true),
  notify: z.boolean().default(false),
})
export type SavedSearchCreate = z.infer<typeof SavedSearchCreate>
export type SavedSearchCreateInput = z.input<typeof SavedSearchCreate>

/** `PATCH /saved-search/{id}`: rename, keep or drop from the kept ones, switch notifications. */
export const SavedSearchPatch = z
  .object({
    name: SavedSearchName.nullish(),
    bookmarked: z.boolean().optional(),
    notify: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: SearchMessage.nothingToChange,
  })
export type SavedSearchPatch = z.infer<typeof SavedSearchPatch>

export const SavedSearchMode = z.enum(['ALL', 'BOOKMARKED'])
export const SavedSearchOrder = z.enum(['UPDATE_DATE', 'NEW_COUNT'])

/** `GET /saved-search`: ALL is the history with the kept ones; BOOKMARKED only the kept ones. */
export const SavedSearchListQuery = z.object({
  mode: SavedSearchMode.default('BOOKMARKED'),
  order: SavedSearchOrder.default('UPDATE_DATE'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type SavedSearchListQuery = z.infer<typeof SavedSearchListQuery>

/** `GET /saved-search/{id}/results`: the matches found since it was saved (NEW: those not yet seen). */
export const SavedSearchResultsQuery = z.object({
  mode: z.enum(['ALL', 'NEW']).default('ALL'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type SavedSearchResultsQuery = z.infer<typeof SavedSearchResultsQuery>

/** A newly published item that matched (the original's `SavedSearchResult`); `current` while unseen. */
export const SavedSearchResult = z.object({
  foundAt: z.string(),
  current: z.boolean(),
  hit: SearchHit,
})
export type SavedSearchResult = z.infer<typeof SavedSearchResult>
export const SavedSearchResultList = z.array(SavedSearchResult)
