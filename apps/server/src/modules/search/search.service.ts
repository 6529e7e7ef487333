import {
  PAGE_SIZE,
  publicationPath,
  SEARCH_LIMITS,
  type SearchCriteria,
  type SearchHit,
  SearchKind,
  type SearchPage,
  type SearchRequest,
  type SearchSuggestion,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { type HydrateDeps, hydratePublications } from '../publications/publications.hydrate'
import { findPublications } from '../publications/publications.queries'
import { prepareNameMatching, resolveAuthor } from './author-match.queries'
import type { Criteria } from './search.filters.queries'
import { findPublicationHeadlines, type PublicationHeadline } from './search.headlines.queries'
import { countPosts, findPostHeadlines, findPostPage } from './search.posts.queries'
import { presentPostHit, presentPublicationHit } from './search.present'
import {
  countPublications,
  findFacets,
  findPublicationPage,
  findReadableIds,
  findTitlesHolding,
  publicationMatches,
} from './search.publications.queries'

/** People search, the people module's part of the box (search/people.*); none until it is wired. */
export interface PeopleSearch {
  search(tx: Db, criteria: Criteria, readerId: number | null, page: Page): Promise<SearchHit[]>
  count(tx: Db, criteria: Criteria, readerId: number | null): Promise<number>
  suggest(tx: Db, q: string, readerId: number | null): Promise<SearchSuggestion[]>
}

export interface SearchDeps extends HydrateDeps {
  people?: PeopleSearch
}

interface Page {
  limit: number
  offset: number
}

type Reader = { id: number } | null

/** The ids of one page, of its kind (people come presented by their module). */
type PageIds = { publications: string[] } | { posts: number[] } | { people: SearchHit[] }

/**
 * Issue 15: publications, posts and people for the words and filters of a request, each only as
 * far as the reader may read it (never returned, counted, faceted or marked otherwise). Follows
 * the search pipeline: ids of the page → what they need, in batches → presented.
 */
export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  /** `GET /search/v2/all/paged`, `POST /query`: one page of one kind, the counts of all, the facets. */
  async search(request: SearchRequest, reader: Reader): Promise<SearchPage> {
    const readerId = reader?.id ?? null
    const page = { limit: request.pageSize, offset: request.pageNumber * request.pageSize }
    // The skeleton in one transaction (the author's name matching is set in it); what the page
    // shows is loaded after it, outside: an embedded database has one connection.
    const skeleton = await this.read(request, async (tx, resolved) => ({
      counts: {
        publications: await countPublications(tx, resolved, readerId),
        posts: await countPosts(tx, resolved, readerId),
        people: (await this.deps.people?.count(tx, request, readerId)) ?? 0,
      },
      facets: await findFacets(tx, resolved, readerId),
      ids: await this.pageIds(tx, resolved, readerId, page),
    }))
    const elements = await this.present(skeleton.ids, request, readerId)
    const count = skeleton.counts[request.kind]
    return {
      kind: request.kind,
      elements,
      count,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
      hasMore: page.offset + request.pageSize < count,
      counts: skeleton.counts,
      facets: skeleton.facets,
    }
  }

  /** How many results of its kind a search has for the reader (saved searches keep it). */
  async count(criteria: SearchCriteria, readerId: number | null): Promise<number> {
    return this.read(criteria, async (tx, resolved) => {
      if (criteria.kind === SearchKind.Posts) return countPosts(tx, resolved, readerId)
      if (criteria.kind === SearchKind.People)
        return (await this.deps.people?.count(tx, criteria, readerId)) ?? 0
      return countPublications(tx, resolved, readerId)
    })
  }

  /** Whether a published item is among the results of a (saved) search for the reader. */
  async matchesPublication(
    criteria: SearchCriteria,
    readerId: number,
    publicationId: string,
  ): Promise<boolean> {
    return this.read(criteria, (tx) => publicationMatches(tx, criteria, readerId, publicationId))
  }

  /** The items among the ids the reader may read, as results (no words marked), in the ids' order. */
  async publicationHits(ids: string[], readerId: number | null): Promise<SearchHit[]> {
    if (ids.length === 0) return []
    const { db } = this.deps
    const allowed = new Set(await findReadableIds(db, ids, readerId))
    return this.presentPublications(
      db,
      ids.filter((id) => allowed.has(id)),
      readerId,
      { size: 'short' },
    )
  }

  /** `GET /suggest`: titles of readable items that hold the typed text, then people. */
  async suggest(q: string, reader: Reader): Promise<SearchSuggestion[]> {
    const typed = q.trim()
    if (!typed) return []
    const readerId = reader?.id ?? null
    const { db } = this.deps
    const rows = await findTitlesHolding(db, typed, readerId, SEARCH_LIMITS.suggestionsMax)
    const titles: SearchSuggestion[] = rows.map((row) => ({
      kind: 'publication',
      id: row.id,
      text: row.text,
      link: publicationPath(row.id),
    }))
    const people = this.deps.people
      ? await db.transaction(async (tx) => {
          await prepareNameMatching(tx)
          return this.deps.people?.suggest(tx, typed, readerId) ?? []
        })
      : []
    const half = Math.ceil(SEARCH_LIMITS.suggestionsMax / 2)
    return [...titles.slice(0, people.length > 0 ? half : titles.length), ...people].slice(
      0,
      SEARCH_LIMITS.suggestionsMax,
    )
  }

  /**
   * Runs the reads of one search in a transaction: the name matching of `author` is set in it, and
   * who bears the name is found once, for every statement after (`resolved`).
   */
  private read<C extends Criteria, T>(criteria: C, run: (tx: Db, resolved: C) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      if (criteria.author || (criteria as { kind?: string }).kind === SearchKind.People)
        await prepareNameMatching(db)
      const resolved = criteria.author
        ? { ...criteria, authorMatch: await resolveAuthor(db, criteria.author) }
        : criteria
      return run(db, resolved)
    })
  }

  private async pageIds(
    tx: Db,
    request: SearchRequest,
    readerId: number | null,
    page: Page,
  ): Promise<PageIds> {
    if (request.kind === SearchKind.People)
      return { people: (await this.deps.people?.search(tx, request, readerId, page)) ?? [] }
    if (request.kind === SearchKind.Posts) return { posts: await findPostPage(tx, request, readerId, page) }
    return { publications: await findPublicationPage(tx, request, readerId, page) }
  }

  private async present(ids: PageIds, request: SearchRequest, readerId: number | null): Promise<SearchHit[]> {
    if ('people' in ids) return ids.people
    if ('posts' in ids) {
      const found = await findPostHeadlines(this.deps.db, ids.posts, request.message, request.size === 'full')
      const authors = await this.deps.summaries([...new Set(found.map((post) => post.authorId))])
      const byId = new Map(found.map((post) => [post.id, post]))
      return ids.posts.flatMap((id) => {
        const post = byId.get(id)
        return post ? [presentPostHit(post, authors.get(post.authorId), request.size)] : []
      })
    }
    return this.presentPublications(this.deps.db, ids.publications, readerId, request)
  }

  /** Hydrates the items of a page in batches and presents them in the page's order. */
  private async presentPublications(
    tx: Db,
    ids: string[],
    readerId: number | null,
    request: Pick<SearchRequest, 'size'> & { message?: string },
  ): Promise<SearchHit[]> {
    const rows = await findPublications(tx, ids)
    const extras = await hydratePublications(this.deps, readerId, rows)
    const marks = new Map<string, PublicationHeadline>(
      (await findPublicationHeadlines(tx, ids, request.message, request.size === 'full')).map((h) => [
        h.id,
        h,
      ]),
    )
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      const extra = extras.get(id)
      return row && extra ? [presentPublicationHit(row, extra, marks.get(id), request.size)] : []
    })
  }
}

export const SEARCH_PAGE_SIZE = PAGE_SIZE.search
