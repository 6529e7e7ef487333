import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { nameKey } from './name-key'
import {
  type AuthorPlace,
  findUnkeyedAuthors,
  findUnkeyedProfiles,
  writeAuthorKeys,
  writeProfileKeys,
} from './name-key-backfill.queries'
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
    const rows = await findUnkeyedProfiles(db, after, batch)
    const last = rows.at(-1)
    if (!last) break
    after = last.userId
    const keyed = rows.map((row) => ({ id: row.userId, key: profileNameKey(row) })).filter((row) => row.key)
    await writeProfileKeys(db, keyed)
    written += keyed.length
  }
  return written
}

async function backfillAuthors(db: Db, stopped: () => boolean, batch: number): Promise<number> {
  let after: AuthorPlace | undefined
  let written = 0
  while (!stopped()) {
    const rows = await findUnkeyedAuthors(db, after, batch)
    const last = rows.at(-1)
    if (!last) break
    after = { id: last.id, ord: last.ord }
    const keyed = rows
      .map((row) => ({
        id: row.id,
        ord: row.ord,
        key: nameKey(row.fullName, row.form?.lastNameEn, row.form?.firstNameEn, row.form?.middleNameEn),
      }))
      .filter((row) => row.key)
    await writeAuthorKeys(db, keyed)
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
