import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * What one user (`followerId`) holds towards another (`followeeId`): a follow, a block, or neither
 * (the row is then deleted). A block and a follow never coexist in one row.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** When the current follow began: lists show the newest first. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
    check('follows_not_both', sql`not (${t.subscribed} and ${t.blocked})`),
    index('follows_followers_idx').on(t.followeeId, t.subscribedAt, t.followerId).where(sql`${t.subscribed}`),
    // Who blocked a reader: looked up once per feed page.
    index('follows_blocked_by_idx').on(t.followeeId).where(sql`${t.blocked}`),
    index('follows_followings_idx')
      .on(t.followerId, t.subscribedAt, t.followeeId)
      .where(sql`${t.subscribed}`),
  ],
)
