import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { events } from './events'
import { files } from './files'
import { groups } from './groups'
import { publications } from './publications'
import { tsvector } from './tsvector'

/**
 * A post. Status and comment permission keep the numeric part of their references (25:n, 108:n).
 * The counters are kept in the row, changed in the same transaction as the rows they count, so a
 * page of posts never counts anything at read time.
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** 1 active, 6 inactive (deleted). */
    status: smallint('status').notNull().default(1),
    /** 1 allow, 0 deny. */
    commentPermission: smallint('comment_permission').notNull().default(1),
    /** `user` (the author's own feed) or `news` (the platform news channel). */
    feed: text('feed').notNull().default('user'),
    /** Science areas (40:n ids) the post is filed under. */
    topics: integer('topics').array().notNull().default(sql`'{}'::integer[]`),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    /**
     * The published item a post announces (issue 14: a first publication posts to the feed); the
     * post is read only by those who may read the item. One announcement per item.
     */
    publicationId: uuid('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    /** A post in a group (issue 18): read in the group's channel, by whoever may see the group. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** Posted as the group by one of its moderators: shown with the group as its author. */
    asGroup: boolean('as_group').notNull().default(false),
    /** The event a post announces (issue 18); one announcement per event. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /**
     * Full-text search of posts: title (A) and text (C), both by the `russian` configuration, which
     * stems Cyrillic words in Russian and Latin ones in English.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(text, '')), 'C')`,
    ),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.searchVector).where(sql`${t.status} = 1`),
    uniqueIndex('posts_publication_idx').on(t.publicationId),
    uniqueIndex('posts_event_idx').on(t.eventId),
    check('posts_as_group', sql`not ${t.asGroup} or ${t.groupId} is not null`),
    index('posts_group_idx').on(t.groupId, t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
    check('posts_status', sql`${t.status} in (1, 6)`),
    check('posts_comment_permission', sql`${t.commentPermission} in (0, 1)`),
    check('posts_feed', sql`${t.feed} in ('user', 'news')`),
    index('posts_author_idx').on(t.authorId, t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
    index('posts_news_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 1 and ${t.feed} = 'news'`),
    index('posts_topics_idx').using('gin', t.topics).where(sql`${t.status} = 1`),
    // Science-area channels filter by topic and read newest first: walking this index stops after
    // one page instead of sorting every post of the area.
    index('posts_active_recent_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
  ],
)

/** Files attached to a post, in the order the author attached them. A file belongs to one post. */
export const postFiles = pgTable(
  'post_files',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] })],
)

/** One reaction (91:n, the numeric part) per reader per post. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: smallint('reaction').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

/** Readers who viewed a post; `posts.view_count` counts them once each. */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

/**
 * A comment. `parentId` is the comment answered (null on the first level); `rootId` the first-level
 * comment a reply sits under, so the second-level view reads a whole thread with one index.
 * A deleted comment keeps its row (status 6) while replies hang under it.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    rootId: integer('root_id'),
    depth: smallint('depth').notNull().default(0),
    text: text('text').notNull(),
    status: smallint('status').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reactionCount: integer('reaction_count').notNull().default(0),
    /** Active direct replies. */
    childCount: integer('child_count').notNull().default(0),
    /** Active replies at any depth (kept on first-level comments for the second-level view). */
    descendantCount: integer('descendant_count').notNull().default(0),
  },
  (t) => [
    check('comments_status', sql`${t.status} in (1, 6)`),
    index('comments_post_idx').on(t.postId, t.publishedAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.publishedAt, t.id),
    index('comments_root_idx').on(t.rootId, t.publishedAt, t.id),
    index('comments_first_level_idx').on(t.postId, t.publishedAt, t.id).where(sql`${t.parentId} is null`),
  ],
)

/** One like per reader per comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: smallint('reaction').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)
