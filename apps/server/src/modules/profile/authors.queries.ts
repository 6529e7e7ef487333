import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { escapeLike } from '../../db/like'
import { authors, objIdentifiers } from '../../db/schema'
import { nameKey } from './lookup.queries'

export type AuthorRow = typeof authors.$inferSelect
export type IdentifierRow = typeof objIdentifiers.$inferSelect
type AuthorNames = { firstName: string; lastName: string; middleName: string | null }

const searchText = (a: AuthorNames) => nameKey([a.lastName, a.firstName, a.middleName ?? ''].join(' '))

const authorsOfUserStatement = builtOnce((db) =>
  db
    .select()
    .from(authors)
    .where(eq(authors.userId, sql.placeholder('userId')))
    .orderBy(asc(authors.id))
    .prepare('find_authors_of_user'),
)

export async function findAuthorsOfUser(db: Db, userId: number): Promise<AuthorRow[]> {
  return authorsOfUserStatement(db).execute({ userId })
}

export async function findAuthor(db: Db, id: number): Promise<AuthorRow | undefined> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id))
  return row
}

export async function insertAuthor(db: Db, userId: number | null, names: AuthorNames): Promise<AuthorRow> {
  const [row] = await db
    .insert(authors)
    .values({ userId, ...names, search: searchText(names) })
    .returning()
  if (!row) throw new Error('insert returned no author')
  return row
}

export async function updateAuthor(db: Db, id: number, names: AuthorNames): Promise<AuthorRow | undefined> {
  const [row] = await db
    .update(authors)
    .set({ ...names, search: searchText(names) })
    .where(eq(authors.id, id))
    .returning()
  return row
}

export async function deleteAuthor(db: Db, id: number): Promise<void> {
  await db.delete(authors).where(eq(authors.id, id))
}

/** Authors whose "last first middle" name contains the term; names starting with it first. */
export async function searchAuthors(
  db: Db,
  term: string,
  limit: number,
  offset: number,
): Promise<AuthorRow[]> {
  const key = nameKey(term)
  const pattern = escapeLike(key)
  return db
    .select()
    .from(authors)
    .where(sql`${authors.search} like ${`%${pattern}%`}`)
    .orderBy(
      desc(sql`${authors.search} like ${`${pattern}%`}`),
      desc(sql`similarity(${authors.search}, ${key})`),
      asc(authors.id),
    )
    .limit(limit)
    .offset(offset)
}

// `= any(array)`, not `in (…)`: one text whatever the number of authors, so it is built once.
const identifiersOfStatement = builtOnce((db) =>
  db
    .select()
    .from(objIdentifiers)
    .where(sql`${objIdentifiers.authorId} = any(${sql.placeholder('authorIds')}::integer[])`)
    .orderBy(asc(objIdentifiers.id))
    .prepare('find_identifiers_of_authors'),
)

export async function findIdentifiersOf(db: Db, authorIds: number[]): Promise<IdentifierRow[]> {
  if (authorIds.length === 0) return []
  return identifiersOfStatement(db).execute({ authorIds })
}

export async function findIdentifier(db: Db, id: number): Promise<IdentifierRow | undefined> {
  const [row] = await db.select().from(objIdentifiers).where(eq(objIdentifiers.id, id))
  return row
}

export async function insertIdentifier(
  db: Db,
  values: { authorId: number; cIdentifier: string; value: string },
): Promise<IdentifierRow> {
  const [row] = await db.insert(objIdentifiers).values(values).returning()
  if (!row) throw new Error('insert returned no identifier')
  return row
}

export async function updateIdentifier(db: Db, id: number, values: { cIdentifier: string; value: string }) {
  const [row] = await db.update(objIdentifiers).set(values).where(eq(objIdentifiers.id, id)).returning()
  return row
}

export async function deleteIdentifier(db: Db, id: number, authorId: number): Promise<void> {
  await db.delete(objIdentifiers).where(and(eq(objIdentifiers.id, id), eq(objIdentifiers.authorId, authorId)))
}
