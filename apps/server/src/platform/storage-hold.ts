import type { Database } from '../db/client'
import type { Storage } from './storage'

/**
 * The advisory lock a backup holds on PostgreSQL while it copies objects (two int4 keys: 19 for the
 * issue that brought backups, 2201 for "storage deletes"). Any process of the app sees it in pg_locks.
 */
export const DELETE_HOLD_LOCK = [19, 2201] as const

/** PGlite has one process: a backup running in it marks its database here. */
const heldInProcess = new WeakSet<object>()

export class BackupRunningError extends Error {
  constructor() {
    super('Another backup is running on this database; try again when it is done.')
  }
}

/** Whether a backup holds storage deletes now. */
export async function deletesHeld(database: Pick<Database, 'kind' | 'db' | 'executeSql'>): Promise<boolean> {
  if (database.kind === 'pglite') return heldInProcess.has(database.db)
  const { rows } = await database.executeSql(
    `select exists (select 1 from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and l.granted and d.datname = current_database()
         and l.classid = $1 and l.objid = $2 and l.objsubid = 2) as held`,
    [...DELETE_HOLD_LOCK],
  )
  return rows[0]?.held === true
}

/**
 * Holds storage deletes until the answer is called: on PostgreSQL a session advisory lock on a
 * connection of its own (so every process of the app sees it), on PGlite a mark in this process.
 * Refuses when another backup already holds them.
 */
export async function holdDeletes(database: Database): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    if (heldInProcess.has(database.db)) throw new BackupRunningError()
    heldInProcess.add(database.db)
    return async () => void heldInProcess.delete(database.db)
  }
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let taken!: (ok: boolean) => void
  const outcome = new Promise<boolean>((resolve) => {
    taken = resolve
  })
  const session = database.session(async (run) => {
    const [row] = await run('select pg_try_advisory_lock($1, $2) as ok', [...DELETE_HOLD_LOCK])
    taken(row?.ok === true)
    if (row?.ok !== true) return
    await released
    await run('select pg_advisory_unlock($1, $2)', [...DELETE_HOLD_LOCK])
  })
  session.catch(() => taken(false))
  if (!(await outcome)) {
    await session.catch(() => {})
    throw new BackupRunningError()
  }
  return async () => {
    release()
    await session
  }
}

/**
 * The storage the app uses: the same, except that a delete while a backup holds deletes is written
 * down (deferred_storage_deletes) instead, and done later by the deferred-deletes job.
 *
 * Why a delete that found no hold may go ahead even if a backup starts a moment later: the app
 * deletes a file only after the row that named it is gone (committed), so that row was gone before
 * the check, hence before the hold, hence before the backup's snapshot, which is taken after the
 * hold. The snapshot never names such a file, and the backup does not need it.
 */
export function withDeleteHold(storage: Storage, database: Database): Storage {
  return {
    location: storage.location,
    put: (key, source, contentType) => storage.put(key, source, contentType),
    stat: (key) => storage.stat(key),
    openRead: (key, range) => storage.openRead(key, range),
    list: (prefix) => storage.list(prefix),
    probe: (signal) => storage.probe(signal),
    delete: async (key) => {
      if (!(await deletesHeld(database))) return storage.delete(key)
      await database.executeSql(
        'insert into deferred_storage_deletes (key) values ($1) on conflict (key) do nothing',
        [key],
      )
    },
  }
}
