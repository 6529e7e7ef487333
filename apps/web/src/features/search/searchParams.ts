import {
  DEFAULT_SEARCH_SIZE,
  SearchCriteria,
  SearchKind,
  SearchMessage,
  type SearchRequestInput,
} from '@nauka/contracts'

/** The typed fields of the detailed form (SPEC 3 "Detailed search form"). */
export const DETAILED_FIELDS = [
  'author',
  'keywords',
  'startYear',
  'endYear',
  'startPublicationDate',
  'endPublicationDate',
] as const
export type DetailedField = (typeof DETAILED_FIELDS)[number]

/**
 * A search lives in the URL of `/nausearch` (shared links, Back), under the names of the SPEC 7
 * request. Lists go comma-joined (`typeId=1,3`); defaults are left out, so one search has one URL.
 */
export const SEARCH_FIELDS = [
  'message',
  'kind',
  'size',
  ...DETAILED_FIELDS,
  'typeId',
  'scienceArea',
  'lang',
  'pdf',
] as const satisfies readonly (keyof SearchCriteria)[]
export type SearchFieldKey = (typeof SEARCH_FIELDS)[number]

const LIST_FIELDS = ['typeId', 'scienceArea', 'lang'] as const
type ListField = (typeof LIST_FIELDS)[number]
const isListField = (field: SearchFieldKey): field is ListField =>
  (LIST_FIELDS as readonly string[]).includes(field)

/** What the URL holds, unchecked: strings as typed, lists as their parts. */
export type RawSearch = Partial<Record<SearchFieldKey, string | string[]>>

/** The SPEC 5 message key of each field the URL got wrong (shown under that field). */
export type SearchErrors = Partial<Record<SearchFieldKey, string>>

const MESSAGE_KEYS: readonly string[] = Object.values(SearchMessage)

export const rawFromParams = (params: URLSearchParams): RawSearch => {
  const raw: RawSearch = {}
  for (const field of SEARCH_FIELDS) {
    if (isListField(field)) {
      const parts = params
        .getAll(field)
        .flatMap((value) => value.split(','))
        .map((part) => part.trim())
        .filter(Boolean)
      if (parts.length > 0) raw[field] = parts
    } else {
      const value = params.get(field)?.trim()
      if (value) raw[field] = value
    }
  }
  return raw
}

/**
 * Checks the raw search with the contract's SearchCriteria: a field it refuses is left out of the
 * criteria and its message kept (the form shows it), so the rest of the search still runs. Two
 * passes at most matter: the end-before-start check runs only once every field passed.
 */
export const checkSearch = (raw: RawSearch): { criteria: SearchCriteria; errors: SearchErrors } => {
  const errors: SearchErrors = {}
  // A field left empty is not asked: the form hands its blank inputs over as they are.
  const input: Record<string, unknown> = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value?.trim())),
  )
  for (let pass = 0; pass <= SEARCH_FIELDS.length; pass += 1) {
    const result = SearchCriteria.safeParse(input)
    if (result.success) return { criteria: result.data, errors }
    for (const issue of result.error.issues) {
      const field = issue.path[0] as SearchFieldKey | undefined
      if (field === undefined || !(field in input)) continue
      if (MESSAGE_KEYS.includes(issue.message)) errors[field] ??= issue.message
      delete input[field]
    }
  }
  return { criteria: SearchCriteria.parse({}), errors }
}

/** The valid search of a `/nausearch` URL; fields it gets wrong are left out. */
export const criteriaFromParams = (params: URLSearchParams): SearchCriteria =>
  checkSearch(rawFromParams(params)).criteria

const isDefault = (field: SearchFieldKey, value: unknown): boolean =>
  (field === 'kind' && value === SearchKind.Publications) ||
  (field === 'size' && value === DEFAULT_SEARCH_SIZE) ||
  (field === 'pdf' && value === false)

/** The `/nausearch` query of a search: `navigate(\`/nausearch?${paramsFromCriteria(c)}\`)`. */
export const paramsFromCriteria = (criteria: Partial<SearchCriteria> | RawSearch): URLSearchParams => {
  const params = new URLSearchParams()
  for (const field of SEARCH_FIELDS) {
    const value: unknown = (criteria as Record<string, unknown>)[field]
    if (value === undefined || value === null || isDefault(field, value)) continue
    const text = Array.isArray(value) ? value.join(',') : String(value).trim()
    if (text !== '') params.set(field, text)
  }
  return params
}

/** Whether the criteria ask anything at all (else the page shows its start hints). */
export const hasQuery = (criteria: SearchCriteria): boolean =>
  SEARCH_FIELDS.some(
    (field) => field !== 'kind' && field !== 'size' && paramsFromCriteria(criteria).has(field),
  )

/** The API request of a page of results (SPEC 7 `GET /search/v2/all/paged`). */
export const requestOf = (criteria: SearchCriteria, pageNumber: number): SearchRequestInput => ({
  ...criteria,
  pageNumber,
})
