/**
 * Query keys of the search page. The last search's key is named by the offline cache's filter
 * (app/queryPersistence), so they live apart from the hooks and their API client.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => ['search', 'results', query] as const,
  /** The last search's results (SPEC 3 "offline results"): persisted for offline reading. */
  last: ['search', 'last'] as const,
  suggest: (q: string) => ['search', 'suggest', q] as const,
}
