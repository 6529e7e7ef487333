/**
 * Query keys of the marketplace. The offline cache (app/queryPersistence) names the lists and the
 * listing pages, so they live apart from the hooks and their API client.
 */
export const marketKeys = {
  all: ['market'] as const,
  /** Every list of listings (the prefix of `list`): persisted for offline reading. */
  lists: ['market', 'list'] as const,
  /** One list, by its query string (`paramsFromFilters`). */
  list: (query: string) => ['market', 'list', query] as const,
  /** Every listing page (persisted: a listing read once opens offline). */
  listings: ['market', 'listing'] as const,
  listing: (id: number) => ['market', 'listing', id] as const,
  /** The moderators' reports (the prefix of `reports`); never kept offline. */
  reportsAll: ['market', 'reports'] as const,
  reports: (resolved: boolean) => ['market', 'reports', resolved] as const,
}
