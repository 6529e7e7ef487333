import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { tsvector } from './tsvector'

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

/**
 * A published item. Its id is the upload item's; the row stays (with `deleted_at`) when the item
 * is deleted, because OAI-PMH harvesters must learn of deletions. The columns beside `metadata`
 * are the fields lists filter on.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 59:n: 1 open, 2 registered users, 3 the owner's followers, 4 only the owner. */
    accessLevel: smallint('access_level').notNull(),
    /** The form as published (`PublicationDraft` that passed `PublishableMetadata`). */
    metadata: jsonb('metadata').notNull(),
    title: text('title').notNull(),
    /** Numbers of the catalogue references: 39 type, 40 science area, 2 language. */
    type: smallint('type'),
    scienceArea: smallint('science_area'),
    lang: smallint('lang'),
    year: integer('year'),
    /** The first file that is its content (`GET /publication/{id}/content`). */
    contentFileId: uuid('content_file_id'),
    /** The cover in storage (first page of the PDF, or the author's image). */
    coverKey: text('cover_key'),
    publishedAt: moment('published_at').notNull().defaultNow(),
    /** Any change, deletion included: the OAI-PMH datestamp. */
    updatedAt: moment('updated_at').notNull().defaultNow(),
    deletedAt: moment('deleted_at'),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /**
     * What full-text search matches (weights: title A, keywords and authors B, abstract C, PDF text
     * D), written by the SQL function `publication_search_vector` of migration 0014 whenever the
     * item, its authors or its files' extracted text change.
     */
    searchVector: tsvector('search_vector'),
    /** One of its files is a PDF: the search's "has file" facet. */
    hasPdf: boolean('has_pdf').notNull().default(false),
  },
  (t) => [
    index('publications_search_idx').using('gin', t.searchVector).where(sql`${t.deletedAt} is null`),
    // The search box's suggestions match titles by a part of a word (`ilike '%…%'`).
    index('publications_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    index('publications_published_idx').on(t.publishedAt.desc()),
    index('publications_updated_idx').on(t.updatedAt),
    index('publications_owner_idx').on(t.ownerId),
    // Every file read by someone else than its owner asks whether the file is an item's cover.
    index('publications_cover_idx').on(sql`(${t.metadata} ->> 'cover')`),
  ],
)

/** The authors of a publication in order; `user_id` when the author is a platform user. */
export const publicationAuthors = pgTable(
  'publication_authors',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Фамилия Имя Отчество", for finding authors who are not users. */
    fullName: text('full_name').notNull(),
    /**
     * The names (Russian and English forms) folded for fuzzy matching: lower case, ё as е, each
     * Cyrillic word also in Latin letters (search/name-key.ts), so "Ivanov" and "Иванов" meet.
     */
    nameKey: text('name_key').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.ord] }),
    index('publication_authors_user_idx').on(t.userId),
    index('publication_authors_name_key_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
)

/**
 * What harvesters keep of an item that was open and is no longer (OAI-PMH `deletedRecord`
 * persistent): its datestamp and set. Written when an open publication changes to another level
 * (publications.write.queries) or its row goes (a trigger of migration 0013: the cascade of an
 * owner's deleted account happens in the database); removed when the item is open again. Only the
 * id, never the metadata, outlives a deleted account.
 */
export const oaiTombstones = pgTable(
  'oai_tombstones',
  {
    id: uuid('id').primaryKey(),
    scienceArea: smallint('science_area'),
    /** When the item stopped being open: the deleted record's datestamp. */
    datestamp: moment('datestamp').notNull().defaultNow(),
  },
  (t) => [index('oai_tombstones_datestamp_idx').on(t.datestamp)],
)
