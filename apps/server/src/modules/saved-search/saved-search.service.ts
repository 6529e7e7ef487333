import {
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchListQuery,
  type SavedSearchPatch,
  type SavedSearchResult,
  type SavedSearchResultsQuery,
  SEARCH_LIMITS,
  type SearchCriteria,
  type SearchHit,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { BadRequestError, NotFoundError } from '../../platform/errors'
import { presentSavedSearch } from './saved-search.present'
import {
  deleteHistory,
  deleteSavedSearch,
  findByRequestKey,
  findHits,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  markHitsSeen,
  type SavedSearchListed,
  trimHistory,
  updateSavedSearch,
} from './saved-search.queries'
import { asksSomething, criteriaOf, requestKeyOf } from './saved-search.request'

/** What saved searches use of the search module: each honours the reader's access levels. */
export interface SearchCore {
  /** How many results the search finds for the reader. */
  count(criteria: SearchCriteria, readerId: number): Promise<number>
  /** The publications as results the reader may read; the others are left out. */
  publicationHits(ids: string[], readerId: number): Promise<SearchHit[]>
}

export interface SavedSearchDeps {
  db: Db
  search: SearchCore
}

type Viewer = Pick<RequestUser, 'id'>

/** The original product's `/saved-search`: each user's kept searches and history, theirs alone. */
export class SavedSearchService {
  constructor(private readonly deps: SavedSearchDeps) {}

  async list(viewer: Viewer, query: SavedSearchListQuery): Promise<SavedSearch[]> {
    return (await listSavedSearches(this.deps.db, viewer.id, query)).map(presentSavedSearch)
  }

  /**
   * Keeps a search. The same search already in the user's history or kept ones is that row, now
   * named and kept as asked, rather than a second row.
   */
  async create(viewer: Viewer, body: SavedSearchCreate): Promise<SavedSearch> {
    const request = criteriaOf(body.request)
    // An empty search would "notify" of every item and finds nothing worth keeping.
    if (!asksSomething(request)) throw new BadRequestError('savedSearch.emptyRequest')
    const requestKey = requestKeyOf(request)
    const resultCount = await this.deps.search.count(request, viewer.id)
    const kept = { request, resultCount, bookmarked: body.bookmarked, notify: body.notify }
    const id = await this.deps.db.transaction(async (tx) => {
      const added = await insertSavedSearch(tx, viewer.id, { ...kept, requestKey, name: body.name })
      const known = added ? undefined : await findByRequestKey(tx, viewer.id, requestKey)
      if (known) await updateSavedSearch(tx, known, { ...kept, name: body.name ?? known.name })
      const row = added ?? known
      if (!row) throw new Error('saved search neither added nor found')
      if (!body.bookmarked) await trimHistory(tx, viewer.id, SEARCH_LIMITS.historyMax)
      return row.id
    })
    return this.read(viewer, id)
  }

  async read(viewer: Viewer, id: string): Promise<SavedSearch> {
    return presentSavedSearch(await this.requireOwn(viewer, id))
  }

  async update(viewer: Viewer, id: string, patch: SavedSearchPatch): Promise<SavedSearch> {
    const saved = await this.requireOwn(viewer, id)
    await this.deps.db.transaction(async (tx) => {
      await updateSavedSearch(tx, saved, patch)
      // One dropped from the kept ones joins the history, which keeps its bound.
      if (patch.bookmarked === false) await trimHistory(tx, viewer.id, SEARCH_LIMITS.historyMax)
    })
    return this.read(viewer, id)
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    await this.requireOwn(viewer, id)
    await deleteSavedSearch(this.deps.db, id)
  }

  /** `DELETE /saved-search/clear`: forgets the history; the kept searches stay. */
  async clear(viewer: Viewer): Promise<void> {
    await deleteHistory(this.deps.db, viewer.id)
  }

  /** The items found for it since it was saved, as results; one the owner may no longer read is left out. */
  async results(viewer: Viewer, id: string, query: SavedSearchResultsQuery): Promise<SavedSearchResult[]> {
    await this.requireOwn(viewer, id)
    const rows = await findHits(this.deps.db, id, query)
    if (rows.length === 0) return []
    const hits = await this.deps.search.publicationHits(
      rows.map((row) => row.publicationId),
      viewer.id,
    )
    const byId = new Map(hits.map((hit) => [hit.id, hit]))
    return rows.flatMap((row) => {
      const hit = byId.get(row.publicationId)
      return hit ? [{ foundAt: row.foundAt.toISOString(), current: !row.seen, hit }] : []
    })
  }

  /** Runs it again: its count as of now, and its new results seen. */
  async refresh(viewer: Viewer, id: string): Promise<SavedSearch> {
    const saved = await this.requireOwn(viewer, id)
    const resultCount = await this.deps.search.count(saved.request as SearchCriteria, viewer.id)
    await this.deps.db.transaction(async (tx) => {
      await updateSavedSearch(tx, saved, { resultCount })
      await markHitsSeen(tx, id)
    })
    return this.read(viewer, id)
  }

  /** A saved search is its owner's alone: to anyone else it does not exist (like a draft upload). */
  private async requireOwn(viewer: Viewer, id: string): Promise<SavedSearchListed> {
    const saved = await findSavedSearch(this.deps.db, id)
    if (!saved || saved.userId !== viewer.id) throw new NotFoundError('savedSearch.notFound')
    return saved
  }
}
