import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { posts } from './posts'

/**
 * A reader's choice to hear (or not) about new comments on one post. No row means the default:
 * notified (of comments on the own post, and of replies to the own comments).
 */
export const commentNotificationSettings = pgTable(
  'comment_notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
)

/**
 * When each user was last sent the news digest by e-mail (settings 132:25); no row: never. The
 * service claims a user's next digest by moving this time, so two processes never send the same one.
 */
export const emailDigests = pgTable('email_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
})
