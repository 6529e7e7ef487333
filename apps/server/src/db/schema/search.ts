import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { publications } from './publications'

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

/**
 * A search a user ran (their history) or kept (`bookmarked`, with a name), as the original
 * product's `/saved-search` had them. Running the same request again moves its row up instead of
 * adding one. `notify`: a newly published item that matches tells the owner.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    /** The `SearchRequest` as the user sent it (validated), without its paging. */
    request: jsonb('request').notNull(),
    /** The request's canonical JSON, so the same search is one history row. */
    requestKey: text('request_key').notNull(),
    bookmarked: boolean('bookmarked').notNull().default(false),
    notify: boolean('notify').notNull().default(false),
    /** How many results the search had when last run. */
    resultCount: integer('result_count').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Last run or change: the order of the lists. */
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.updatedAt.desc()),
    // One row per search and user, whoever runs it first: two tabs running it at once cannot add two.
    uniqueIndex('saved_searches_request_idx').on(t.userId, t.requestKey),
    index('saved_searches_notify_idx').on(t.userId).where(sql`${t.notify}`),
  ],
)

/** A newly published item that matched a saved search with `notify`; `seen` once its owner looked. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    foundAt: moment('found_at').notNull().defaultNow(),
    seen: boolean('seen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.publicationId] })],
)
