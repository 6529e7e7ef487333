import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { files } from './files'

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

/** An upload of an author's (SPEC 3): one item (type 126:1) or a package (126:2). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 single, 2 package (126:n). */
    type: smallint('type').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Any change to the upload or its items; the list is newest change first. */
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.updatedAt.desc())],
)

/**
 * An item of an upload: the publication form as the author last saved it (`metadata`, validated by
 * the contracts' `PublicationDraft`). Publishing copies it into `publications`.
 */
export const uploadItems = pgTable(
  'upload_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** The upload's owner, kept here so access checks and filters need no join. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 129:n; 1 publication. */
    type: smallint('type').notNull().default(1),
    ord: integer('ord').notNull().default(0),
    metadata: jsonb('metadata').notNull().default({}),
    /** When first published; null for a draft. */
    publishedAt: moment('published_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('upload_items_upload_idx').on(t.uploadId, t.ord),
    index('upload_items_owner_idx').on(t.ownerId),
  ],
)

/** A file of an item, in the order the author added them; the first PDF is the item's content. */
export const uploadItemFiles = pgTable(
  'upload_item_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => uploadItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull().default(0),
  },
  (t) => [
    uniqueIndex('upload_item_files_item_file_idx').on(t.itemId, t.fileId),
    index('upload_item_files_file_idx').on(t.fileId),
  ],
)

/**
 * What the background job read out of a file (a PDF): its text for full-text search, the metadata
 * it suggests for the form, and the key of its first-page cover in storage.
 */
export const fileExtractions = pgTable('file_extractions', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** pending, done, failed or skipped (not a PDF, or too large to read). */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  text: text('text'),
  pages: integer('pages'),
  suggestion: jsonb('suggestion'),
  coverKey: text('cover_key'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
})
