import type { FacetCount, SearchFacets } from '@nauka/contracts'
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { escapeLike, likeContaining } from '../../db/like'
import { publications } from '../../db/schema'
import { visibleTo } from '../publications/publications.queries'
import { type Criteria, type PublicationFacet, publicationConditions } from './search.filters.queries'
import { textQuery, wordsOf } from './search.text.queries'

type Reader = Pick<Db, 'select'>

/**
 * How well an item matches: first the best part that holds the words (title 3, keywords and
 * authors 2, abstract 1, PDF text 0), then `ts_rank_cd` within it (normalised into [0, 1)), so a
 * title match always ranks above a match in the full text alone, however often the text repeats it.
 */
const score = (words: string): SQL<number> => {
  const query = textQuery(words)
  const holds = (weights: string) =>
    sql`ts_filter(${publications.searchVector}, ${weights}::"char"[]) @@ ${query}`
  return sql<number>`(case when ${holds('{a}')} then 3 when ${holds('{b}')} then 2 when ${holds('{c}')} then 1 else 0 end
    + ts_rank_cd(${publications.searchVector}, ${query}, 32))`
}

/** One page of the ids of matching items the reader may read: best first, or newest first without words. */
export async function findPublicationPage(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
  page: { limit: number; offset: number },
): Promise<string[]> {
  const words = wordsOf(criteria.message)
  const order = [
    ...(words ? [desc(score(words))] : []),
    desc(publications.publishedAt),
    desc(publications.id),
  ]
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(publicationConditions(criteria, readerId))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => row.id)
}

export async function countPublications(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .where(publicationConditions(criteria, readerId))
  return row?.count ?? 0
}

/** Whether one item is among the results of `criteria` for the reader. */
export async function publicationMatches(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
  id: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.id, id), publicationConditions(criteria, readerId)))
  return rows.length > 0
}

async function countBy(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
  facet: Exclude<PublicationFacet, 'pdf'>,
  column: PgColumn,
): Promise<FacetCount[]> {
  const rows = await db
    .select({ value: sql<number>`${column}`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .where(and(publicationConditions(criteria, readerId, facet), isNotNull(column)))
    .groupBy(column)
    .orderBy(desc(sql`count(*)`), column)
  return rows
}

/** SPEC 3 facets of the results: each counted with every filter but its own. */
export async function findFacets(
  db: Reader,
  criteria: Criteria,
  readerId: number | null,
): Promise<SearchFacets> {
  const type = await countBy(db, criteria, readerId, 'type', publications.type)
  const scienceArea = await countBy(db, criteria, readerId, 'scienceArea', publications.scienceArea)
  const year = await countBy(db, criteria, readerId, 'year', publications.year)
  const lang = await countBy(db, criteria, readerId, 'lang', publications.lang)
  const [pdf] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(publications)
    .where(and(publicationConditions(criteria, readerId, 'pdf'), sql`${publications.hasPdf}`))
  return { type, scienceArea, year, lang, pdf: pdf?.count ?? 0 }
}

/** The ids among `ids` of items the reader may read. */
export async function findReadableIds(db: Db, ids: string[], readerId: number | null): Promise<string[]> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(inArray(publications.id, ids), visibleTo(readerId)))
  return rows.map((row) => row.id)
}

/** Titles of readable items that hold the typed text, those starting with it first, then newest. */
export function findTitlesHolding(db: Db, typed: string, readerId: number | null, limit: number) {
  return db
    .select({ id: publications.id, text: publications.title })
    .from(publications)
    .where(and(visibleTo(readerId), sql`${publications.title} ilike ${likeContaining(typed)}`))
    .orderBy(
      desc(sql`${publications.title} ilike ${`${escapeLike(typed)}%`}`),
      desc(publications.publishedAt),
    )
    .limit(limit)
}
