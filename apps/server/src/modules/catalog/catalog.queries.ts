import { Dictionary } from '@nauka/contracts'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { escapeLike } from '../../db/like'
import { clsDictionary, clsEntry } from '../../db/schema'

export type EntryRow = typeof clsEntry.$inferSelect

/** Long name lists read best alphabetically in the reader's language; small catalogues keep their file order. */
const ALPHABETICAL = new Set<number>([Dictionary.countries, Dictionary.cities, Dictionary.lang])

const termIn = (lang: 1 | 2) => (lang === 1 ? clsEntry.termRu : clsEntry.termEn)

function orderFor(cls: number, lang: 1 | 2): SQL[] {
  return ALPHABETICAL.has(cls) ? [asc(termIn(lang)), asc(clsEntry.num)] : [asc(clsEntry.sort)]
}

export async function dictionaryExists(db: Db, cls: number): Promise<boolean> {
  const rows = await db
    .select({ cls: clsDictionary.cls })
    .from(clsDictionary)
    .where(eq(clsDictionary.cls, cls))
  return rows.length > 0
}

export interface EntryFilter {
  cls: number
  lang: 1 | 2
  level?: number | null
  parentNum?: number | null
  parentRef?: string | null
  /** Already normalised (lower case, ё → е) and stripped of LIKE wildcards. */
  term?: string | null
  limit: number
  offset: number
}

export async function findEntries(db: Db, f: EntryFilter): Promise<{ rows: EntryRow[]; total: number }> {
  const conditions: SQL[] = [eq(clsEntry.cls, f.cls)]
  if (f.level != null) conditions.push(eq(clsEntry.level, f.level))
  if (f.parentNum != null) conditions.push(eq(clsEntry.parentNum, f.parentNum))
  if (f.parentRef != null) conditions.push(eq(clsEntry.parentRef, f.parentRef))
  const order = orderFor(f.cls, f.lang)
  if (f.term) {
    const pattern = escapeLike(f.term)
    conditions.push(sql`${clsEntry.search} like ${`%${pattern}%`}`)
    // Entries whose name starts with the term come first: "Росс" should rank Россия above Белоруссия.
    const lowered = sql`lower(${termIn(f.lang)})`
    order.unshift(desc(sql`(${lowered} like ${`${pattern}%`})`))
  }
  const where = and(...conditions)
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(clsEntry)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(clsEntry).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

/** The entries named by (catalogue, number) pairs, in one query. */
export async function findEntriesByKeys(
  db: Db,
  keys: { cls: number; num: number }[],
): Promise<Pick<EntryRow, 'cls' | 'num' | 'termRu' | 'termEn' | 'parentRef'>[]> {
  if (keys.length === 0) return []
  const pairs = sql.join(
    keys.map((k) => sql`(${k.cls}::integer, ${k.num}::integer)`),
    sql`, `,
  )
  return db
    .select({
      cls: clsEntry.cls,
      num: clsEntry.num,
      termRu: clsEntry.termRu,
      termEn: clsEntry.termEn,
      parentRef: clsEntry.parentRef,
    })
    .from(clsEntry)
    .where(sql`(${clsEntry.cls}, ${clsEntry.num}) in (${pairs})`)
}
