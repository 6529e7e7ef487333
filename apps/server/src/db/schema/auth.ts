import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** An account. The password hash is null for accounts created through social sign-in only. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Stored lower-cased and trimmed: e-mail addresses are compared case-insensitively. Null for an
     * account made through a provider that gives no verified e-mail (ORCID gives none).
     */
    email: text('email'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SPEC 9: 1 = ru, 2 = en; the language of mails and server messages. */
    lang: integer('lang').notNull().default(1),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
)

/** A signed-in browser or device; only a hash of its token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    persistent: boolean('persistent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/**
 * A single-use key mailed to a user (verify e-mail, reset credentials). A reset key, once opened,
 * is bound to the auth session ids it answered, and only those ids may complete it.
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    authSessionId: text('auth_session_id'),
    clientId: text('client_id'),
    tabId: text('tab_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('action_tokens_key_hash_idx').on(t.keyHash),
    index('action_tokens_user_kind_idx').on(t.userId, t.kind).where(sql`${t.usedAt} is null`),
  ],
)

/** A social identity (OpenID Connect subject at a provider) linked to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject)],
)

/** The state of a social sign-in between the redirect to the provider and its callback (10 minutes). */
export const oauthStates = pgTable('oauth_states', {
  keyHash: text('key_hash').primaryKey(),
  provider: text('provider').notNull(),
  data: jsonb('data')
    .$type<{ state: string; nonce: string; codeVerifier: string; redirectTo: string }>()
    .notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
