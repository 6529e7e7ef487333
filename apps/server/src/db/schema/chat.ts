import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
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
import { files } from './files'
import { listings } from './market'

/**
 * A dialog: personal (type 1, exactly two members, one per pair of users through `personalKey`)
 * or group (type 2). `lastMessageId` orders the chat list (SPEC 4: by latest message id, descending).
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    name: text('name'),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** `"<smaller user id>:<larger user id>"` of a personal chat; null for groups. */
    personalKey: text('personal_key').unique(),
    firstMessageId: integer('first_message_id'),
    lastMessageId: integer('last_message_id').notNull().default(0),
    /** A deleted group (its admin deleted it): kept so members' lists can show it as deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('dialogs_type', sql`${t.type} in (1, 2)`)],
)

/**
 * One member of a dialog and everything that is theirs only: role, pin, mute, block, how far they
 * read, and the history they cleared. `leftAt` set means a former member (left or removed).
 */
export const dialogMembers = pgTable(
  'dialog_members',
  {
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 user, 1 admin. */
    role: smallint('role').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    notificationsDisabled: boolean('notifications_disabled').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** A personal chat the member deleted: hidden until a new message arrives. */
    hidden: boolean('hidden').notNull().default(false),
    /** Messages up to this id are hidden for this member ("clean"). */
    clearedUpTo: integer('cleared_up_to').notNull().default(0),
    /** Read marks only move forward (SPEC 4): the highest message id delivered to / read by this member. */
    deliveredUpTo: integer('delivered_up_to').notNull().default(0),
    readUpTo: integer('read_up_to').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dialogId, t.userId] }),
    check('dialog_members_role', sql`${t.role} in (0, 1)`),
    index('dialog_members_user_idx').on(t.userId, t.dialogId).where(sql`${t.leftAt} is null`),
  ],
)

/**
 * A message. `ownerId` is null for system messages (type 5), whose `system` holds what happened
 * (SystemEvent of the contracts). Deleted messages keep their row with `deletedAt` set.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    text: text('text'),
    system: jsonb('system'),
    /** A call message's CallNotice (types 2, 3, 2001–2004, 6, 6001–6004). */
    call: jsonb('call'),
    /** The marketplace listing a message is about ("contact the author", issue 18). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_dialog_idx').on(t.dialogId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    // Who wrote about a listing (they may read it closed), and the set null when one goes: few rows.
    index('messages_listing_idx').on(t.listingId).where(sql`${t.listingId} is not null`),
    // Search in a dialog by substring, in any language.
    index('messages_text_trgm_idx')
      .using('gin', sql`${t.text} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
)

/** Files of a message, in order; `fileType` 1 image, 20 audio, 21 voice, 30 video, 100 file. */
export const messageFiles = pgTable(
  'message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileType: smallint('file_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] })],
)

/** When each user was last connected (SPEC 3 status.lastSeen); "online" is a live socket. */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
})
