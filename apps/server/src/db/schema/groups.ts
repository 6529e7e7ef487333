import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { dialogs } from './chat'
import { files } from './files'
import { publications } from './publications'

/**
 * A research group, lab or community (issue 18). Who owns and runs it lives in `group_members`
 * (role 1 owner, one per group). `memberCount` counts members only (not requests nor invitations)
 * and changes in the same transaction as the rows it counts.
 */
export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    bannerFileId: uuid('banner_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A science area (40:n id). */
    scienceArea: integer('science_area'),
    /** 1 open (anyone joins), 2 by request (a moderator approves). */
    joinPolicy: smallint('join_policy').notNull().default(1),
    /** 1 visible to all, 2 hidden (only members and those invited see it at all). */
    visibility: smallint('visibility').notNull().default(1),
    /** The group's chat: a group dialog whose members follow the group's membership. */
    dialogId: integer('dialog_id').references(() => dialogs.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('groups_join_policy', sql`${t.joinPolicy} in (1, 2)`),
    check('groups_visibility', sql`${t.visibility} in (1, 2)`),
    check('groups_member_count', sql`${t.memberCount} >= 0`),
    // Search by name in any language and by part of a word.
    index('groups_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('groups_area_idx').on(t.scienceArea, t.memberCount.desc(), t.id),
    index('groups_recent_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
)

/**
 * One person's place in a group: a member (status 1) with a role (1 owner, 2 moderator, 3 member),
 * a request to join (status 2) or an invitation (status 3), both with role 3 until accepted.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull().default(3),
    status: smallint('status').notNull().default(1),
    /** Who invited them (status 3), or who approved the request. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When they became a member; null while a request or invitation. */
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    check('group_members_role', sql`${t.role} in (1, 2, 3)`),
    check('group_members_status', sql`${t.status} in (1, 2, 3)`),
    check('group_members_owner_member', sql`${t.role} = 3 or ${t.status} = 1`),
    uniqueIndex('group_members_owner_idx').on(t.groupId).where(sql`${t.role} = 1`),
    index('group_members_list_idx').on(t.groupId, t.status, t.role, t.joinedAt, t.userId),
    index('group_members_user_idx').on(t.userId, t.status, t.groupId),
  ],
)

/** Someone who follows a group's posts without being a member (a visible group only). */
export const groupFollowers = pgTable(
  'group_followers',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_followers_user_idx').on(t.userId)],
)

/** A publication a member who is one of its authors attached to the group. */
export const groupPublications = pgTable(
  'group_publications',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    attachedBy: integer('attached_by').references(() => users.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.publicationId] }),
    index('group_publications_list_idx').on(t.groupId, t.attachedAt.desc()),
    index('group_publications_item_idx').on(t.publicationId),
  ],
)
