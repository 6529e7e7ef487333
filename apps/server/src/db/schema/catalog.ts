import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** One row per catalogue (dictionary); `checksum` tells the seeder whether its data file changed. */
export const clsDictionary = pgTable('cls_dictionary', {
  cls: integer('cls').primaryKey(),
  name: text('name').notNull(),
  source: text('source').notNull(),
  version: text('version').notNull(),
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
})

export const clsEntry = pgTable(
  'cls_entry',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().unique(),
    cls: integer('cls').notNull(),
    num: integer('num').notNull(),
    code: text('code'),
    level: integer('level').notNull().default(1),
    parentNum: integer('parent_num'),
    parentRef: text('parent_ref'),
    termRu: text('term_ru').notNull(),
    termEn: text('term_en').notNull(),
    /** Lower-cased terms of both languages and the code, ё folded to е: what `term` search matches. */
    search: text('search').notNull(),
    sort: integer('sort').notNull(),
    other: jsonb('other').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.cls, t.num] }),
    index('cls_entry_cls_sort_idx').on(t.cls, t.sort),
    index('cls_entry_parent_ref_idx').on(t.cls, t.parentRef),
    index('cls_entry_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
)
