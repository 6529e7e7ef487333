import {
  SavedSearch,
  SavedSearchCreate,
  SavedSearchIdParams,
  SavedSearchList,
  SavedSearchListQuery,
  SavedSearchPatch,
  SavedSearchResultList,
  SavedSearchResultsQuery,
} from '../saved-search'
import { errors, route } from './route'

const tags = ['saved-search']
const BASE = '/api/core/saved-search'
const refusals = errors(400, 401, 403, 404)

/** The original product's saved searches and history (`/saved-search`), each user's own. */
export const savedSearchRoutes = {
  list: route({
    method: 'GET',
    path: BASE,
    tags,
    query: SavedSearchListQuery,
    responses: { 200: SavedSearchList, ...errors(400, 401) },
  }),
  create: route({
    method: 'POST',
    path: BASE,
    tags,
    body: SavedSearchCreate,
    responses: { 200: SavedSearch, ...errors(400, 401) },
  }),
  /** Forget the history: every search not kept. */
  clear: route({
    method: 'DELETE',
    path: `${BASE}/clear`,
    tags,
    responses: { 204: null, ...errors(401) },
  }),
  read: route({
    method: 'GET',
    path: `${BASE}/:id`,
    tags,
    params: SavedSearchIdParams,
    responses: { 200: SavedSearch, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: `${BASE}/:id`,
    tags,
    params: SavedSearchIdParams,
    body: SavedSearchPatch,
    responses: { 200: SavedSearch, ...refusals },
  }),
  remove: route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    tags,
    params: SavedSearchIdParams,
    responses: { 204: null, ...refusals },
  }),
  results: route({
    method: 'GET',
    path: `${BASE}/:id/results`,
    tags,
    params: SavedSearchIdParams,
    query: SavedSearchResultsQuery,
    responses: { 200: SavedSearchResultList, ...refusals },
  }),
  /** Run it again: its count is brought up to date and its new results count as seen. */
  refresh: route({
    method: 'PUT',
    path: `${BASE}/:id/refresh`,
    tags,
    params: SavedSearchIdParams,
    responses: { 200: SavedSearch, ...refusals },
  }),
} as const
