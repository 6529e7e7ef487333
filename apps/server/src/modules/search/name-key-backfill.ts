import type { PublicationAuthor } from '@nauka/contracts'
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profiles, publicationAuthors, publications } from '../../db/schema'
import { nameKey } from './name-key'
import { profileNameKey } from './people.name-key'

/** Rows read and written per statement: small enough to leave the database to live requests. */
export const BACKFILL_BATCH = 500

export interface BackfillResult {
  profiles: number
  authors: number
}

/**
 * Fills `name_key` where migration 0014 left it empty: profiles, and the authors of items published
 * before it. New names are keyed as they are written, so this finds work once; it walks by key
 * (a row whose names give an empty key is passed, not read again) and writes only rows still empty,
 * so a name changed meanwhile keeps its fresh key. `stopped` ends it between batches (shutdown).
 */
export async function backfillNameKeys(
  db: Db,
  stopped: () => boolean = () => false,
  batch = BACKFILL_BATCH,
): Promise<BackfillResult> {
  return {
    profiles: await backfillProfiles(db, stopped, batch),
    authors: await backfillAuthors(db, stopped, batch),
  }
}

async function backfillProfiles(db: Db, stopped: () => boolean, batch: number): Promise<number> {
  let after = 0
  let written = 0
  while (!stopped()) {
    const rows = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.nameKey, ''), gt(profiles.userId, after)))
      .orderBy(asc(profiles.userId))
      .limit(batch)
    const last = rows.at(-1)
    if (!last) break
    after = last.userId
    const keyed = rows.map((row) => ({ id: row.userId, key: profileNameKey(row) })).filter((row) => row.key)
    if (keyed.length > 0)
      await db.execute(sql`update ${profiles} set name_key = v.key
        from (values ${sql.join(
          keyed.map((row) => sql`(${row.id}::integer, ${row.key}::text)`),
          sql`, `,
        )}) as v(id, key)
        where ${profiles.userId} = v.id and ${profiles.nameKey} = ''`)
    written += keyed.length
  }
  return written
}

/** An author as the published form gave them: the English spelling is only there. */
type FormAuthor = Pick<PublicationAuthor, 'lastNameEn' | 'firstNameEn' | 'middleNameEn'> | null

async function backfillAuthors(db: Db, stopped: () => boolean, batch: number): Promise<number> {
  let after: { id: string; ord: number } | undefined
  let written = 0
  while (!stopped()) {
    const past: SQL | undefined = after
      ? or(
          gt(publicationAuthors.publicationId, after.id),
          and(eq(publicationAuthors.publicationId, after.id), gt(publicationAuthors.ord, after.ord)),
        )
      : undefined
    const rows = await db
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
      .limit(batch)
    const last = rows.at(-1)
    if (!last) break
    after = { id: last.id, ord: last.ord }
    const keyed = rows
      .map((row) => ({
        ...row,
        key: nameKey(row.fullName, row.form?.lastNameEn, row.form?.firstNameEn, row.form?.middleNameEn),
      }))
      .filter((row) => row.key)
    if (keyed.length > 0)
      await db.execute(sql`update ${publicationAuthors} set name_key = v.key
        from (values ${sql.join(
          keyed.map((row) => sql`(${row.id}::uuid, ${row.ord}::integer, ${row.key}::text)`),
          sql`, `,
        )}) as v(id, ord, key)
        where ${publicationAuthors.publicationId} = v.id and ${publicationAuthors.ord} = v.ord
          and ${publicationAuthors.nameKey} = ''`)
    written += keyed.length
  }
  return written
}

/**
 * The backfill as the app runs it: once, in the background from start, so a large database does not
 * hold up the server; `stop` ends it between batches and waits for it, before the database closes.
 */
export function nameKeyBackfillTask(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  let stopping = false
  let running: Promise<void> = Promise.resolve()
  return {
    start: async () => {
      running = backfillNameKeys(db, () => stopping)
        .then((result) => {
          if (result.profiles + result.authors > 0) log.info(result, 'name keys filled')
        })
        .catch((err: unknown) => {
          if (!stopping) log.warn({ err }, 'name key backfill failed')
        })
    },
    stop: async () => {
      stopping = true
      await running
    },
  }
}
