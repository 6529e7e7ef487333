import { SearchPage, SearchRequest, SearchSuggestions, SuggestQuery } from '../search'
import { errors, route } from './route'

const tags = ['search']
const SEARCH_BASE = '/api/search2'

/**
 * SPEC 7 "Search" (issue 15): publications, posts and people in one call. Public: a visitor
 * finds open items only; posts and people are found by signed-in users (as posts and profiles are
 * read), and restricted items by those who may read them.
 */
export const searchRoutes = {
  paged: route({
    method: 'GET',
    path: `${SEARCH_BASE}/search/v2/all/paged`,
    tags,
    public: true,
    query: SearchRequest,
    responses: { 200: SearchPage, ...errors(400, 429) },
  }),
  /** The same search with its request as a JSON body (SPEC 7: POST to the search service /query). */
  query: route({
    method: 'POST',
    path: `${SEARCH_BASE}/query`,
    tags,
    public: true,
    body: SearchRequest,
    responses: { 200: SearchPage, ...errors(400, 429) },
  }),
  /** What the box offers while the user types: titles and names. */
  suggest: route({
    method: 'GET',
    path: `${SEARCH_BASE}/suggest`,
    tags,
    public: true,
    query: SuggestQuery,
    responses: { 200: SearchSuggestions, ...errors(400, 429) },
  }),
} as const
