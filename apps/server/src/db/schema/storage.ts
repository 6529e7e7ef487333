import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Storage deletes put off while a backup runs (platform/storage-hold.ts): the backup copies the
 * objects after its database snapshot, which may still name them; a periodic job deletes them once
 * no backup holds deletes any more.
 */
export const deferredStorageDeletes = pgTable('deferred_storage_deletes', {
  key: text('key').primaryKey(),
  deferredAt: timestamp('deferred_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
})
