import { PublicationCiteQuery } from '../citation'
import {
  Publication,
  PublicationCoverQuery,
  PublicationFetch,
  PublicationIdParams,
  PublicationPage,
  PublicationSearchResult,
  PublicationUrefParams,
} from '../publications'
import { errors, fillPath, route } from './route'

const tags = ['publications']
const refusals = errors(400, 401, 403, 404)

/**
 * Published items, read per their access level (SPEC 6, catalogue 59). Open items are public: a
 * visitor reads them; anything else answers a visitor 401, another user 403, and a private item 404.
 */
export const publicationsRoutes = {
  read: route({
    method: 'GET',
    path: '/api/core/publication/:id',
    tags,
    public: true,
    params: PublicationIdParams,
    responses: { 200: Publication, ...refusals },
  }),
  /** The first file's bytes (ranges honoured); counts a download. */
  content: route({
    method: 'GET',
    path: '/api/core/publication/:id/content',
    tags,
    public: true,
    params: PublicationIdParams,
    responses: { 200: null, 206: null, 304: null, 416: null, ...refusals },
  }),
  /**
   * The item's cover image, read as the item is but counting nothing: the author's image, else the
   * first page of its PDF (WebP). Its address is the item's `coverUrl`.
   */
  cover: route({
    method: 'GET',
    path: '/api/core/publication/:id/cover',
    tags,
    public: true,
    params: PublicationIdParams,
    query: PublicationCoverQuery,
    responses: { 200: null, 304: null, ...refusals },
  }),
  /** The item in the search-result shape (SPEC 3 "Search"). */
  byUref: route({
    method: 'GET',
    path: '/api/core/publication/uref/:uref',
    tags,
    public: true,
    params: PublicationUrefParams,
    responses: { 200: PublicationSearchResult, ...refusals },
  }),
  /**
   * The item as a citation (BibTeX, RIS, CSL-JSON, GOST R 7.0.100-2018, APA): text, not JSON, with
   * its media type, to save as a file (`Content-Disposition: attachment`).
   */
  cite: route({
    method: 'GET',
    path: '/api/core/publication/:id/cite',
    tags,
    public: true,
    params: PublicationIdParams,
    query: PublicationCiteQuery,
    responses: { 200: null, ...refusals },
  }),
  /** Published items the reader may see, by author, area, type or year, newest first. */
  fetch: route({
    method: 'POST',
    path: '/api/core/publication/fetch',
    tags,
    public: true,
    body: PublicationFetch,
    responses: { 200: PublicationPage, ...refusals },
  }),
} as const

/** The address of an item's cover, `version` naming the cover it shows (see `PublicationCoverQuery`). */
export const publicationCoverUrl = (id: string, version: string): string =>
  `${fillPath(publicationsRoutes.cover.path, { id })}?${new URLSearchParams({ v: version })}`
