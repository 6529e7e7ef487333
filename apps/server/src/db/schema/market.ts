import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { files } from './files'
import { tsvector } from './tsvector'

/**
 * A marketplace listing (issue 18): an offer or a request of a scientific service, equipment time,
 * reagents, consulting, translation or editing. A price has a currency; none means "negotiable".
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 offer, 2 request. */
    kind: smallint('kind').notNull(),
    /** 1 services, 2 equipment time, 3 reagents, 4 consulting, 5 translation, 6 editing, 7 other. */
    category: smallint('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Exact decimal money; read as a string. */
    priceAmount: numeric('price_amount', { precision: 14, scale: 2 }),
    /** ISO 4217 code of the price. */
    currency: text('currency'),
    location: text('location'),
    remote: boolean('remote').notNull().default(false),
    /** 1 open, 2 closed by its author, 3 hidden by the platform's moderators. */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce(location, '')), 'D')`,
    ),
  },
  (t) => [
    check('listings_kind', sql`${t.kind} in (1, 2)`),
    check('listings_category', sql`${t.category} between 1 and 7`),
    check('listings_status', sql`${t.status} in (1, 2, 3)`),
    check(
      'listings_price',
      sql`(${t.priceAmount} is null) = (${t.currency} is null) and coalesce(${t.priceAmount}, 0) >= 0`,
    ),
    index('listings_open_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
    index('listings_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('listings_search_idx').using('gin', t.searchVector).where(sql`${t.status} = 1`),
  ],
)

/** Images of a listing, in order. A file belongs to one listing. */
export const listingImages = pgTable(
  'listing_images',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.fileId] }),
    uniqueIndex('listing_images_file_idx').on(t.fileId),
  ],
)

/**
 * An image uploaded for a listing (through the marketplace's own upload), kept until its file goes:
 * one that no listing shows a day later (removed from the form, or the form never saved) is
 * deleted by the market's cleanup job.
 */
export const listingImageUploads = pgTable(
  'listing_image_uploads',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_image_uploads_created_idx').on(t.createdAt)],
)

/**
 * A report of a listing by a reader, one per reader and listing. A platform moderator resolves it:
 * 1 the listing hidden, 2 kept.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 spam, 2 fraud, 3 prohibited, 4 other. */
    reason: smallint('reason').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: smallint('resolution'),
  },
  (t) => [
    check('listing_reports_reason', sql`${t.reason} between 1 and 4`),
    check('listing_reports_resolution', sql`${t.resolution} is null or ${t.resolution} in (1, 2)`),
    uniqueIndex('listing_reports_once_idx').on(t.listingId, t.reporterId),
    index('listing_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
  ],
)
