import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clsDictionary, clsEntry } from '../../db/schema'
import { type LoadedCatalog, normalizeSearch } from './catalog.data'

const BATCH = 500

let generation = 0

/**
 * Counts the seeds of this process that changed a catalogue: what a process keeps of the catalogues
 * (CatalogRefs) is good while this number stays the same. Only the seed writes catalogue entries.
 */
export const catalogSeedGeneration = (): number => generation

/**
 * Loads the data files into the database. Idempotent: a catalogue whose file is unchanged is
 * skipped; a changed one is upserted by (cls, num), so entry ids stay stable, and entries
 * dropped from the file are removed.
 */
export async function seedCatalogs(db: Db, catalogs: LoadedCatalog[]): Promise<string[]> {
  const current = new Map((await db.select().from(clsDictionary)).map((d) => [d.cls, d.checksum]))
  const changed = catalogs.filter((c) => current.get(c.file.cls) !== c.checksum)
  for (const { file, checksum } of changed) {
    await db.transaction(async (tx) => {
      const rows = file.entries.map((e, index) => ({
        cls: file.cls,
        num: e.num,
        code: e.code,
        level: e.level,
        parentNum: e.parent,
        parentRef: e.parentRef,
        termRu: e.ru,
        termEn: e.en,
        search: normalizeSearch(`${e.ru} ${e.en} ${e.code ?? ''}`),
        sort: index,
        other: e.other,
      }))
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx
          .insert(clsEntry)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: [clsEntry.cls, clsEntry.num],
            set: {
              code: sql`excluded.code`,
              level: sql`excluded.level`,
              parentNum: sql`excluded.parent_num`,
              parentRef: sql`excluded.parent_ref`,
              termRu: sql`excluded.term_ru`,
              termEn: sql`excluded.term_en`,
              search: sql`excluded.search`,
              sort: sql`excluded.sort`,
              other: sql`excluded.other`,
            },
          })
      }
      const nums = rows.map((r) => r.num)
      await tx.execute(
        sql`delete from ${clsEntry} where ${clsEntry.cls} = ${file.cls} and not (${clsEntry.num} = any(${sql.param(nums)}::int[]))`,
      )
      const meta = {
        name: file.name,
        source: file.source,
        version: file.version,
        checksum,
        loadedAt: new Date(),
      }
      const updated = await tx
        .update(clsDictionary)
        .set(meta)
        .where(eq(clsDictionary.cls, file.cls))
        .returning()
      if (updated.length === 0) await tx.insert(clsDictionary).values({ cls: file.cls, ...meta })
    })
    generation += 1
  }
  return changed.map((c) => c.file.name)
}
