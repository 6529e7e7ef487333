import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { dialogs } from './chat'

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

/**
 * A call of a dialog: type 1 audio / 2 video; status 1 ringing, 2 active, 3 finished, 4 failed
 * (reference CallInfoDto). A dialog has at most one call that has not finished.
 */
export const calls = pgTable(
  'calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    startedAt: moment('started_at').notNull().defaultNow(),
    activatedAt: moment('activated_at'),
    endedAt: moment('ended_at'),
    /** `mesh` (browser to browser) or `sfu` (through Janus), fixed when the call starts. */
    media: text('media').notNull().default('mesh'),
    /** The call's Janus VideoRoom and its secret (room administration, from any process). */
    janusRoom: bigint('janus_room', { mode: 'number' }),
    janusSecret: text('janus_secret'),
  },
  (t) => [
    check('calls_type', sql`${t.type} in (1, 2)`),
    check('calls_media', sql`${t.media} in ('mesh', 'sfu')`),
    check('calls_status', sql`${t.status} in (1, 2, 3, 4)`),
    uniqueIndex('calls_open_dialog_idx').on(t.dialogId).where(sql`${t.status} in (1, 2)`),
    index('calls_open_idx').on(t.status).where(sql`${t.status} in (1, 2)`),
  ],
)

/**
 * A person invited to a call (SPEC 3 answer status: 0 dialing, 1 connected, 3 left, 4 no answer; 6
 * waiting in the lobby), their role (class 37) and permits (class 82) as the reference has them.
 * `exit` tells how their part ended (left, declined, kicked, noAnswer, lost); `ringUntil` is when a
 * dialing participant's ringing runs out, also after a restart.
 */
export const callParticipants = pgTable(
  'call_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    exit: text('exit'),
    admin: boolean('admin').notNull().default(false),
    invitedAt: moment('invited_at').notNull().defaultNow(),
    ringUntil: moment('ring_until'),
    joinedAt: moment('joined_at'),
    leftAt: moment('left_at'),
    /** Whether they were ever connected: one who never was has missed the call (6004). */
    answered: boolean('answered').notNull().default(false),
    role: text('role').notNull().default('37:303'),
    permits: text('permits').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('call_participants_status', sql`${t.status} in (0, 1, 3, 4, 6)`),
    uniqueIndex('call_participants_user_idx').on(t.callId, t.userId),
    index('call_participants_ringing_idx').on(t.ringUntil).where(sql`${t.status} = 0`),
  ],
)

/**
 * A media session: the one socket (browser tab) of a participant that carries their media, and what
 * it shows the others. `lastSeenAt` is refreshed while a socket holds the session's room; a session
 * unseen for the grace time has left. `endedAt` set: over.
 */
export const callSessions = pgTable(
  'call_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => callParticipants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    micOn: boolean('mic_on').notNull().default(true),
    camOn: boolean('cam_on').notNull().default(false),
    handUp: boolean('hand_up').notNull().default(false),
    sharingScreen: boolean('sharing_screen').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    endedAt: moment('ended_at'),
    /** Through the media server: the session's publisher id in the room and its room token. */
    janusFeed: bigint('janus_feed', { mode: 'number' }),
    janusToken: text('janus_token'),
  },
  (t) => [index('call_sessions_live_idx').on(t.callId).where(sql`${t.endedAt} is null`)],
)

/**
 * A recording of a call through the media server (reference CallRecordInfoDto; status 1 starting,
 * 2 running, 3 stored, 4 failed). Janus writes its raw files under `recDir`; once stopped they are
 * made one WebM, stored under `storageKey`. A call records at most once at a time.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    startedAt: moment('started_at').notNull().defaultNow(),
    endedAt: moment('ended_at'),
    recDir: text('rec_dir').notNull(),
    storageKey: text('storage_key'),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }),
    durationSec: real('duration_sec'),
    error: text('error'),
  },
  (t) => [
    check('call_records_status', sql`${t.status} in (1, 2, 3, 4)`),
    uniqueIndex('call_records_running_idx').on(t.callId).where(sql`${t.status} in (1, 2)`),
    index('call_records_dialog_idx').on(t.dialogId, t.id),
  ],
)
