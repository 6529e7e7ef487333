import { bigint, char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * One uploaded file: who uploaded it, what it is (type judged from its bytes), and where its bytes
 * are in storage. Posts and chat messages link these rows; the bytes never live in the database.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded name, cleaned of paths and control characters. */
    name: text('name').notNull(),
    /** The content type sniffed from the bytes (never the one the client declared). */
    mime: text('mime').notNull(),
    /** The lower-case extension of the name, as listed in catalogue 60. */
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: char('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)],
)
