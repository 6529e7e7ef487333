import { type SavedSearch, SEARCH_LIMITS, type SearchCriteria } from '@nauka/contracts'

/** A bare-array page is the last one when it came back short. */
export const hasNextPage = (page: readonly unknown[], pageSize: number): boolean => page.length >= pageSize

/**
 * What a search is called when it has no name of its own: its words, else its author, else its
 * keywords (the fields a person typed), cut to the longest name the server takes.
 */
export const searchWords = (criteria: Partial<SearchCriteria>): string =>
  [criteria.message, criteria.author, criteria.keywords]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' · ')
    .slice(0, SEARCH_LIMITS.savedNameMax)

/** A saved search's label in the lists: its name, else its words; empty only for a search of filters alone. */
export const savedSearchLabel = (search: Pick<SavedSearch, 'name' | 'request'>): string =>
  search.name?.trim() || searchWords(search.request)

/** The history list: every search of the ALL pages that is not kept (kept ones have their own list). */
export const historyOf = (pages: readonly (readonly SavedSearch[])[]): SavedSearch[] =>
  pages.flat().filter((search) => !search.bookmarked)
