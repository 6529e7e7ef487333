import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
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
