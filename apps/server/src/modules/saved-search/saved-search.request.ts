import type { SearchCriteria, SearchRequest } from '@nauka/contracts'

/** A search's criteria without its page: what the history and the saved searches keep. */
export function criteriaOf(request: SearchRequest | SearchCriteria): SearchCriteria {
  const { pageNumber: _page, pageSize: _size, ...criteria } = request as SearchRequest
  return criteria
}

/** A value that narrows the search: an empty text or list, or `pdf: false`, narrows nothing. */
const narrows = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0)

/**
 * The canonical JSON of what a search finds: the same words and filters give the same key however
 * they were sent (key order, list order, empty fields), so one search is one history row. `size`
 * only changes how results are shown, so it is left out with the paging.
 */
export function requestKeyOf(criteria: SearchCriteria): string {
  const { size: _shown, ...finds } = criteriaOf(criteria)
  const entries = Object.entries(finds)
    .filter(([, value]) => narrows(value))
    .map(([key, value]) => [
      key,
      Array.isArray(value) ? [...new Set(value as number[])].sort((a, b) => a - b) : value,
    ])
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
  return JSON.stringify(Object.fromEntries(entries))
}

/** Whether something was typed or filtered: an empty search is not worth a history row or a save. */
export function asksSomething(criteria: SearchCriteria): boolean {
  const { kind: _kind, size: _size, ...asked } = criteriaOf(criteria)
  return Object.values(asked).some(narrows)
}

/** What a saved search is called where it has no name: its words, else its author or keywords. */
export function searchLabelOf(saved: { name: string | null; request: SearchCriteria }): string {
  const { message, author, keywords } = saved.request
  return saved.name ?? message ?? author ?? keywords ?? ''
}
