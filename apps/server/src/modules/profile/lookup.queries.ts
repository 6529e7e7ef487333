import { asc, desc, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { escapeLike } from '../../db/like'
import { keywords, organizations } from '../../db/schema'

/** What names are matched and kept unique by: lower case, single spaces, ё folded to е. */
export const nameKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replaceAll('ё', 'е')

/** The organization of that name, added to the list on first use. */
export async function ensureOrganization(db: Db, name: string): Promise<{ id: number; name: string }> {
  const key = nameKey(name)
  const [row] = await db
    .insert(organizations)
    .values({ name: name.trim().replace(/\s+/g, ' '), nameKey: key })
    // A no-op update, so that RETURNING gives the existing row too.
    .onConflictDoUpdate({ target: organizations.nameKey, set: { nameKey: key } })
    .returning({ id: organizations.id, name: organizations.name })
  if (!row) throw new Error('upsert returned no organization')
  return row
}

/** Organizations whose names contain the term: names starting with it first, then the most similar. */
export async function searchOrganizations(db: Db, term: string, limit: number, offset: number) {
  const key = nameKey(term)
  const pattern = escapeLike(key)
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(sql`${organizations.nameKey} like ${`%${pattern}%`}`)
    .orderBy(
      desc(sql`${organizations.nameKey} like ${`${pattern}%`}`),
      desc(sql`similarity(${organizations.nameKey}, ${key})`),
      asc(organizations.name),
    )
    .limit(limit)
    .offset(offset)
}

/** Ids of keywords (107), added on first use; one keyword per spelling whatever its case. */
export async function ensureKeywords(db: Db, terms: string[]): Promise<Map<string, number>> {
  // The first spelling of a new keyword is the one kept.
  const byKey = new Map<string, string>()
  for (const term of terms) if (!byKey.has(nameKey(term))) byKey.set(nameKey(term), term.trim())
  if (byKey.size === 0) return new Map()
  const rows = await db
    .insert(keywords)
    .values([...byKey].map(([termKey, term]) => ({ term, termKey })))
    .onConflictDoUpdate({ target: keywords.termKey, set: { termKey: sql`excluded.term_key` } })
    .returning({ id: keywords.id, termKey: keywords.termKey })
  return new Map(rows.map((row) => [row.termKey, row.id]))
}

// `= any(array)`, not `in (…)`: one text whatever the number of keywords, so it is built once.
const keywordsStatement = builtOnce((db) =>
  db
    .select({ id: keywords.id, term: keywords.term })
    .from(keywords)
    .where(sql`${keywords.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('find_keywords'),
)

export async function findKeywords(db: Db, ids: number[]): Promise<{ id: number; term: string }[]> {
  if (ids.length === 0) return []
  return keywordsStatement(db).execute({ ids })
}
