import { and, eq, notInArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** A table whose rows each belong to one user: a serial `id` and the owner's `userId`. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn }

/** What a caller writes to an owned row: all but its id, its owner and its creation time. */
export type OwnedValues<T extends OwnedTable> = Omit<T['$inferInsert'], 'id' | 'userId' | 'createdAt'>

/** Writes to one user's rows of a table; a row of another user is as good as missing. */
export interface OwnedRows<Values> {
  /** The owner's rows, or only the row `id` if it is theirs: the `where` of a section's own select. */
  of(userId: number, id?: number): SQL | undefined
  /** Adds a row for the owner; answers its id. */
  insert(db: Db, userId: number, values: Values): Promise<number>
  /** Answers false when the owner has no row `id`. */
  update(db: Db, userId: number, id: number, values: Values): Promise<boolean>
  /** Answers false when the owner has no row `id`. */
  delete(db: Db, userId: number, id: number): Promise<boolean>
  /** Deletes the owner's rows but those kept. */
  deleteExcept(db: Db, userId: number, keep: number[]): Promise<void>
}

/** Insert, update and delete of one user's rows of `table`. */
export function ownedRows<T extends OwnedTable>(table: T): OwnedRows<OwnedValues<T>> {
  const of = (userId: number, id?: number) =>
    id === undefined ? eq(table.userId, userId) : and(eq(table.id, id), eq(table.userId, userId))
  // The casts: drizzle cannot see that a table with these columns takes these values.
  const row = (userId: number, values: OwnedValues<T>) => ({ ...values, userId }) as PgInsertValue<T>
  const set = (values: OwnedValues<T>) => values as unknown as PgUpdateSetSource<T>
  return {
    of,
    async insert(db, userId, values) {
      const [inserted] = await db.insert(table).values(row(userId, values)).returning({ id: table.id })
      if (!inserted) throw new Error('insert returned no row')
      return inserted.id as number
    },
    async update(db, userId, id, values) {
      const rows = await db.update(table).set(set(values)).where(of(userId, id)).returning({ id: table.id })
      return rows.length > 0
    },
    async delete(db, userId, id) {
      const rows = await db.delete(table).where(of(userId, id)).returning({ id: table.id })
      return rows.length > 0
    },
    async deleteExcept(db, userId, keep) {
      await db.delete(table).where(keep.length ? and(of(userId), notInArray(table.id, keep)) : of(userId))
    },
  }
}
