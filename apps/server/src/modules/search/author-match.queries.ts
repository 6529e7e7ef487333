import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { escapeLike } from '../../db/like'
import { posts, profiles, publicationAuthors, publications } from '../../db/schema'
import { nameQueryKey } from './name-key'

/**
 * How close a typed word must come to a word of a name key (pg_trgm `word_similarity`). One wrong
 * letter inside a six-letter surname ("Ivonov" for "Ivanov") keeps 4 of its 10 trigrams: 0.4;
 * a different surname of the same ending ("Petrov", "Ivashov") stays under 0.38.
 */
export const NAME_WORD_SIMILARITY = 0.4

/** Typed words this short are initials ("Ivanov I. I."): they must begin a word of the name. */
const INITIAL_MAX = 2

/**
 * Sets the trigram threshold the `<%` operator of `nameMatches` uses, for the rest of the
 * transaction only (PostgreSQL's default, 0.6, misses one-letter typos). Call it first thing in the
 * transaction that runs `authorCondition`, `postAuthorCondition` or people search: outside one, or
 * without it, the operator falls back to the stricter default and typos go unmatched.
 */
export async function prepareNameMatching(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_WORD_SIMILARITY)}, true)`,
  )
}

/** The words of a typed name as name keys hold them (Cyrillic in ICAO letters). */
export const typedNameWords = (typed: string): string[] => nameQueryKey(typed).split(' ').filter(Boolean)

/**
 * A name key column matches every typed word: a word of three letters or more by trigram
 * similarity to some word of the key (typos forgiven; `<%` with the key on the right uses the GIN
 * trigram indexes), an initial as the start of some word. No words: matches nothing.
 */
export function nameMatches(column: AnyColumn | SQL, typed: string): SQL {
  const words = typedNameWords(typed)
  if (words.length === 0) return sql`false`
  const parts = words.map((word) =>
    word.length > INITIAL_MAX
      ? sql`${word} <% ${column}`
      : sql`(' ' || ${column}) like ${`% ${escapeLike(word)}%`}`,
  )
  return sql.join(parts, sql` and `)
}

/** How well a name key matches the typed name, for ordering: the mean similarity of its words. */
export function nameScore(column: AnyColumn | SQL, typed: string): SQL<number> {
  const words = typedNameWords(typed)
  // Typed, not a bare 0: `order by 0` would be read as a column position, an error.
  if (words.length === 0) return sql<number>`0::real`
  const sum = sql.join(
    words.map((word) => sql`word_similarity(${word}, ${column})`),
    sql` + `,
  )
  return sql<number>`((${sum}) / ${words.length})`
}

/**
 * A condition over a `publications` row: one of its authors, or its owner's profile, bears the
 * typed name, in either script and with a typo ("Ivanov" finds "Иванов" and the other way round).
 * Needs `prepareNameMatching` in the same transaction.
 */
export function authorCondition(author: string): SQL {
  // IN (not EXISTS per row): each subquery runs once through the trigram index and the rows are
  // probed in its hashed result, instead of matching names for every publication (B's bench: 5x).
  const byAuthor = sql`${publications.id} in (select ${publicationAuthors.publicationId} from ${publicationAuthors} where ${nameMatches(publicationAuthors.nameKey, author)})`
  const byOwner = sql`${publications.ownerId} in (select ${profiles.userId} from ${profiles} where ${nameMatches(profiles.nameKey, author)})`
  return sql`(${byAuthor} or ${byOwner})`
}

/** Who bears a typed name: the items it names as an author, and the users whose profile has it. */
export interface AuthorMatch {
  publicationIds: string[]
  userIds: number[]
}

/**
 * Finds once who bears the typed name, so that the statements of one search (page, counts, five
 * facets) compare ids instead of matching names again each. Needs `prepareNameMatching` first.
 */
export async function resolveAuthor(tx: Pick<Db, 'select'>, author: string): Promise<AuthorMatch> {
  const named = await tx
    .select({ id: publicationAuthors.publicationId })
    .from(publicationAuthors)
    .where(nameMatches(publicationAuthors.nameKey, author))
  const users = await tx
    .select({ id: profiles.userId })
    .from(profiles)
    .where(nameMatches(profiles.nameKey, author))
  return { publicationIds: named.map((row) => row.id), userIds: users.map((row) => row.id) }
}

// One array literal, not a parameter per id: a common surname may name tens of thousands of items.
const uuidArray = (ids: string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`
const integerArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::integer[]`

/** `authorCondition` with the name already resolved (`resolveAuthor`). */
export const resolvedAuthorCondition = (match: AuthorMatch): SQL =>
  sql`(${publications.id} = any(${uuidArray(match.publicationIds)}) or ${publications.ownerId} = any(${integerArray(match.userIds)}))`

/** `postAuthorCondition` with the name already resolved (`resolveAuthor`). */
export const resolvedPostAuthorCondition = (match: AuthorMatch): SQL =>
  sql`${posts.authorId} = any(${integerArray(match.userIds)})`

/** A condition over a `posts` row: its author's profile bears the typed name (as `authorCondition`). */
export function postAuthorCondition(author: string): SQL {
  return sql`${posts.authorId} in (select ${profiles.userId} from ${profiles} where ${nameMatches(profiles.nameKey, author)})`
}
