import type { PublicationAuthor } from '@nauka/contracts'
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, publicationAuthors, publications } from '../../db/schema'

/** Profiles still without a name key, after the user id `after`, in id order. */
export const findUnkeyedProfiles = (db: Db, after: number, limit: number) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.nameKey, ''), gt(profiles.userId, after)))
    .orderBy(asc(profiles.userId))
    .limit(limit)

/** Writes the keys of profiles still without one (a name changed meanwhile keeps its fresh key). */
export async function writeProfileKeys(db: Db, keyed: { id: number; key: string }[]): Promise<void> {
  if (keyed.length === 0) return
  await db.execute(sql`update ${profiles} set name_key = v.key
    from (values ${sql.join(
      keyed.map((row) => sql`(${row.id}::integer, ${row.key}::text)`),
      sql`, `,
    )}) as v(id, key)
    where ${profiles.userId} = v.id and ${profiles.nameKey} = ''`)
}

/** An author as the published form gave them: the English spelling is only there. */
export type FormAuthor = Pick<PublicationAuthor, 'lastNameEn' | 'firstNameEn' | 'middleNameEn'> | null

export type AuthorPlace = { id: string; ord: number }

/** Publication authors still without a name key, after `after` in (item, order), with their form entry. */
export function findUnkeyedAuthors(db: Db, after: AuthorPlace | undefined, limit: number) {
  const past: SQL | undefined = after
    ? or(
        gt(publicationAuthors.publicationId, after.id),
        and(eq(publicationAuthors.publicationId, after.id), gt(publicationAuthors.ord, after.ord)),
      )
    : undefined
  return db
    .select({
      id: publicationAuthors.publicationId,
      ord: publicationAuthors.ord,
      fullName: publicationAuthors.fullName,
      form: sql<FormAuthor>`${publications.metadata} -> 'authors' -> ${publicationAuthors.ord}`,
    })
    .from(publicationAuthors)
    .innerJoin(publications, eq(publications.id, publicationAuthors.publicationId))
    .where(and(eq(publicationAuthors.nameKey, ''), past))
    .orderBy(asc(publicationAuthors.publicationId), asc(publicationAuthors.ord))
    .limit(limit)
}

/** Writes the keys of publication authors still without one. */
export async function writeAuthorKeys(db: Db, keyed: (AuthorPlace & { key: string })[]): Promise<void> {
  if (keyed.length === 0) return
  await db.execute(sql`update ${publicationAuthors} set name_key = v.key
    from (values ${sql.join(
      keyed.map((row) => sql`(${row.id}::uuid, ${row.ord}::integer, ${row.key}::text)`),
      sql`, `,
    )}) as v(id, ord, key)
    where ${publicationAuthors.publicationId} = v.id and ${publicationAuthors.ord} = v.ord
      and ${publicationAuthors.nameKey} = ''`)
}
