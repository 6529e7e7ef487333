import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A reader's switch for one feed channel (`"202:{id}"`, `"40:{n}"` or `news`). No row means the
 * channel's default: followed researchers and news on, science areas off.
 */
export const feedChannelSettings = pgTable(
  'feed_channel_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    subscribed: boolean('subscribed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
)
