import { type SearchCriteria, splitKeywords } from '@nauka/contracts'
import { and, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { likeContaining } from '../../db/like'
import { posts, publications } from '../../db/schema'
import { groupPostReadable } from '../groups/groups.visibility.queries'
import { visibleTo } from '../publications/publications.queries'
import {
  type AuthorMatch,
  authorCondition,
  postAuthorCondition,
  resolvedAuthorCondition,
  resolvedPostAuthorCondition,
} from './author-match.queries'
import { textQuery, wordsOf } from './search.text.queries'

/** The facets of publications; each is counted with every filter but its own. */
export type PublicationFacet = 'type' | 'scienceArea' | 'year' | 'lang' | 'pdf'

/**
 * The criteria a search filters by: the request without its paging and size; `authorMatch` when
 * the search has already found who bears `author` (`resolveAuthor`).
 */
export type Criteria = Omit<SearchCriteria, 'kind' | 'size'> & { authorMatch?: AuthorMatch }

const listed = (values: number[] | undefined): values is number[] => values !== undefined && values.length > 0

/** A day of the platform's calendar (UTC), from the first instant of `from` to before that of `to` + 1. */
const fromDay = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'UTC')`
const afterDay = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`

/** The keyword words each appear inside one of the item's keywords (Russian or English). */
function keywordConditions(keywords: string | undefined): SQL[] {
  if (!keywords) return []
  const list = sql`(case when jsonb_typeof(${publications.metadata} -> 'keywords') = 'array'
    then ${publications.metadata} -> 'keywords' else '[]'::jsonb end ||
    case when jsonb_typeof(${publications.metadata} -> 'keywordsEn') = 'array'
    then ${publications.metadata} -> 'keywordsEn' else '[]'::jsonb end)`
  return splitKeywords(keywords).map(
    (word) =>
      sql`exists (select 1 from jsonb_array_elements_text(${list}) k where k ilike ${likeContaining(word)})`,
  )
}

/**
 * Everything a publication must satisfy to be a result for `readerId`: readable by them
 * (`visibleTo`, always), the words, and each filter but the facet `except` (for its counts).
 * The author filter needs `prepareNameMatching` in the same transaction.
 */
export function publicationConditions(
  criteria: Criteria,
  readerId: number | null,
  except?: PublicationFacet,
): SQL {
  const words = wordsOf(criteria.message)
  const c: (SQL | undefined)[] = [visibleTo(readerId)]
  if (words) c.push(sql`${publications.searchVector} @@ ${textQuery(words)}`)
  if (criteria.author)
    c.push(
      criteria.authorMatch ? resolvedAuthorCondition(criteria.authorMatch) : authorCondition(criteria.author),
    )
  c.push(...keywordConditions(criteria.keywords))
  if (except !== 'year') {
    if (criteria.startYear !== undefined) c.push(gte(publications.year, criteria.startYear))
    if (criteria.endYear !== undefined) c.push(lte(publications.year, criteria.endYear))
  }
  if (criteria.startPublicationDate)
    c.push(gte(publications.publishedAt, fromDay(criteria.startPublicationDate)))
  if (criteria.endPublicationDate)
    c.push(sql`${publications.publishedAt} < ${afterDay(criteria.endPublicationDate)}`)
  if (except !== 'type' && listed(criteria.typeId)) c.push(inArray(publications.type, criteria.typeId))
  if (except !== 'scienceArea' && listed(criteria.scienceArea))
    c.push(inArray(publications.scienceArea, criteria.scienceArea))
  if (except !== 'lang' && listed(criteria.lang)) c.push(inArray(publications.lang, criteria.lang))
  if (except !== 'pdf' && criteria.pdf) c.push(sql`${publications.hasPdf}`)
  return and(...c) as SQL
}

/** Filters only publications have: a search that uses one finds no posts. */
const onlyPublications = (criteria: Criteria): boolean =>
  Boolean(criteria.keywords) ||
  criteria.startYear !== undefined ||
  criteria.endYear !== undefined ||
  listed(criteria.typeId) ||
  listed(criteria.lang) ||
  criteria.pdf === true

/** A block either way between the reader and the post's author. */
const blockedWithAuthor = (readerId: number): SQL =>
  sql`exists (select 1 from follows b where b.blocked and (
    (b.follower_id = ${readerId}::integer and b.followee_id = ${posts.authorId}) or
    (b.follower_id = ${posts.authorId} and b.followee_id = ${readerId}::integer)))`

/**
 * What a post must satisfy to be a result for a signed-in reader: active, not an announcement (its
 * publication is a result of its own), not by someone blocked either way with the reader
 * (posts.policy `canReadPost`), the words, the author, the science areas (its topics) and the
 * dates it was posted. Null when no post can match: a visitor reads no posts, and the filters of
 * publications alone match none.
 */
export function postConditions(criteria: Criteria, readerId: number | null): SQL | null {
  if (readerId === null || onlyPublications(criteria)) return null
  const words = wordsOf(criteria.message)
  const c: (SQL | undefined)[] = [
    sql`${posts.status} = 1`,
    sql`${posts.publicationId} is null`,
    sql`(${posts.authorId} = ${readerId}::integer or not ${blockedWithAuthor(readerId)})`,
    // A hidden group's posts are found by its members only.
    groupPostReadable(readerId, posts.groupId),
  ]
  if (words) c.push(sql`${posts.searchVector} @@ ${textQuery(words)}`)
  if (criteria.author)
    c.push(
      criteria.authorMatch
        ? resolvedPostAuthorCondition(criteria.authorMatch)
        : postAuthorCondition(criteria.author),
    )
  if (listed(criteria.scienceArea))
    c.push(
      sql`${posts.topics} && array[${sql.join(
        criteria.scienceArea.map((area) => sql`${area}::integer`),
        sql`, `,
      )}]`,
    )
  if (criteria.startPublicationDate) c.push(gte(posts.publishedAt, fromDay(criteria.startPublicationDate)))
  if (criteria.endPublicationDate)
    c.push(sql`${posts.publishedAt} < ${afterDay(criteria.endPublicationDate)}`)
  return and(...c) as SQL
}
