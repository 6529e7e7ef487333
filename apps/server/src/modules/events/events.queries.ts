import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarFeeds, eventAttendees, events } from '../../db/schema'
import { groupPostReadable, hiddenGroupOutsider } from '../groups/groups.visibility.queries'

export type EventRow = typeof events.$inferSelect
export type NewEventRow = typeof events.$inferInsert
export type EventChanges = Partial<Omit<NewEventRow, 'id' | 'organiserId' | 'createdAt'>>

export async function insertEvent(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning()
  if (!row) throw new Error('insert returned no event')
  return row
}

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  return row ?? null
}

export async function findEvents(db: Db, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return []
  return db.select().from(events).where(inArray(events.id, ids))
}

/** Whose events count: one group's (of one user, or of everyone), or one event's. */
export type OutsiderScope = { groupId: number; userId: number | null } | { eventId: number }

/**
 * Who attends a hidden group's event, or is in its chat as its organiser, without being a member
 * of the group, by event: they may no longer see it.
 */
export async function findOutsiders(db: Db, scope: OutsiderScope): Promise<Map<number, number[]>> {
  const where =
    'eventId' in scope
      ? sql`e.id = ${scope.eventId}`
      : scope.userId === null
        ? sql`e.group_id = ${scope.groupId}`
        : sql`e.group_id = ${scope.groupId} and p.user_id = ${scope.userId}`
  const { rows } = (await db.execute(sql`
    select e.id as event_id, p.user_id from events e cross join lateral (
      select a.user_id from event_attendees a where a.event_id = e.id
      union select e.organiser_id where e.dialog_id is not null) p
     where ${where} and ${hiddenGroupOutsider(sql`e.group_id`, sql`p.user_id`)}
     order by e.id, p.user_id`)) as unknown as { rows: { event_id: number; user_id: number }[] }
  const byEvent = new Map<number, number[]>()
  for (const row of rows)
    byEvent.set(Number(row.event_id), [...(byEvent.get(Number(row.event_id)) ?? []), Number(row.user_id)])
  return byEvent
}

/** The event, locked until the end of the transaction: attendance and its counters change under it. */
export async function lockEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update')
  return row ?? null
}

/** The group's events, locked until the end of the transaction (the group is being deleted). */
export async function lockGroupEvents(db: Db, groupId: number): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.groupId, groupId)).orderBy(asc(events.id)).for('update')
}

/** Deletes the events; their attendance and announcement posts go with them (cascade). */
export async function deleteEvents(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(events).where(inArray(events.id, ids))
}

export async function updateEvent(db: Db, id: number, values: EventChanges): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id))
}

export interface AttendanceRow {
  status: number
  createdAt: Date
}

export async function findAttendance(db: Db, eventId: number, userId: number): Promise<AttendanceRow | null> {
  const [row] = await db
    .select({ status: eventAttendees.status, createdAt: eventAttendees.createdAt })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
  return row ?? null
}

/** The reader's status in each of the events. */
export async function findStatuses(db: Db, userId: number, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .select({ eventId: eventAttendees.eventId, status: eventAttendees.status })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.userId, userId), inArray(eventAttendees.eventId, eventIds)))
  return new Map(rows.map((row) => [row.eventId, row.status]))
}

/**
 * The waiting list's order is the moment each one got the event's lock (the clock's time, not the
 * transaction's start: one that waited for the lock comes after the one holding it).
 */
export async function insertAttendee(db: Db, eventId: number, userId: number, status: number): Promise<void> {
  await db.insert(eventAttendees).values({ eventId, userId, status, createdAt: sql`clock_timestamp()` })
}

/** Removes the attendance; answers the status it had (null: there was none). */
export async function deleteAttendee(db: Db, eventId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .delete(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    .returning({ status: eventAttendees.status })
  return row?.status ?? null
}

/** The first `limit` waiting, in order (createdAt, then id for the same moment). */
export async function findFirstWaiting(
  db: Db,
  eventId: number,
  waiting: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, waiting)))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
    .limit(limit)
  return rows.map((row) => row.userId)
}

export async function setStatus(db: Db, eventId: number, userIds: number[], status: number): Promise<void> {
  if (userIds.length === 0) return
  await db
    .update(eventAttendees)
    .set({ status })
    .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.userId, userIds)))
}

/** Counts the attendance rows again into the event's counters (under the event's lock). */
export async function recount(db: Db, eventId: number, going: number, waiting: number): Promise<EventRow> {
  const counted = (status: number) =>
    sql`(select count(*)::int from ${eventAttendees} a where a.event_id = ${eventId} and a.status = ${status})`
  const [row] = await db
    .update(events)
    .set({ attendeeCount: counted(going), waitingCount: counted(waiting) })
    .where(eq(events.id, eventId))
    .returning()
  if (!row) throw new Error('recount found no event')
  return row
}

/** 1 for the first one waiting: those waiting before the user, plus them. */
export async function waitingPosition(
  db: Db,
  eventId: number,
  userId: number,
  waiting: number,
): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as position from ${eventAttendees} a, ${eventAttendees} me
    where me.event_id = ${eventId} and me.user_id = ${userId}
      and a.event_id = ${eventId} and a.status = ${waiting}
      and (a.created_at, a.user_id) <= (me.created_at, me.user_id)`)) as unknown as {
    rows: { position: number }[]
  }
  return rows[0]?.position ?? 0
}

export async function findAttendeeIds(db: Db, eventId: number, statuses: number[]): Promise<number[]> {
  const rows = await db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.status, statuses)))
  return rows.map((row) => row.userId)
}

export async function findAttendeePage(
  db: Db,
  eventId: number,
  status: number,
  page: { limit: number; offset: number },
): Promise<{ rows: { userId: number; status: number; createdAt: Date }[]; count: number }> {
  const where = and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, status))
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: eventAttendees.userId,
        status: eventAttendees.status,
        createdAt: eventAttendees.createdAt,
      })
      .from(eventAttendees)
      .where(where)
      .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(eventAttendees).where(where),
  ])
  return { rows, count: total?.n ?? 0 }
}

/** What a list of events is filtered by; `viewerId` null for a visitor. */
export interface EventFilter {
  viewerId: number | null
  upcoming: boolean
  now: Date
  from?: string
  to?: string
  query?: string
  kind?: number
  area?: number
  groupId?: number
  attendingStatuses?: number[]
  /** Groups visible to all (1): others' events only for their members. */
  visibleGroup: number
  memberStatus: number
}

/** One page of events as the filter selects them, with the count of all it selects. */
export async function findEventPage(
  db: Db,
  f: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const viewer = f.viewerId ?? 0
  const conditions = [
    f.upcoming
      ? sql`e.ends_at >= ${f.now.toISOString()}::timestamptz`
      : sql`e.ends_at < ${f.now.toISOString()}::timestamptz`,
    // An event of a hidden group exists only for the group's members.
    sql`(e.group_id is null or exists (select 1 from groups g where g.id = e.group_id and
      (g.visibility = ${f.visibleGroup} or exists (select 1 from group_members m
        where m.group_id = g.id and m.user_id = ${viewer} and m.status = ${f.memberStatus}))))`,
  ]
  if (f.from) conditions.push(sql`e.starts_at >= ${f.from}::timestamptz`)
  if (f.to) conditions.push(sql`e.starts_at < ${f.to}::timestamptz`)
  if (f.query) conditions.push(sql`e.search_vector @@ websearch_to_tsquery('russian', ${f.query})`)
  if (f.kind !== undefined) conditions.push(sql`e.kind = ${f.kind}`)
  if (f.area !== undefined) conditions.push(sql`e.science_area = ${f.area}`)
  if (f.groupId !== undefined) conditions.push(sql`e.group_id = ${f.groupId}`)
  if (f.attendingStatuses?.length)
    conditions.push(sql`exists (select 1 from event_attendees a where a.event_id = e.id
      and a.user_id = ${viewer} and a.status in ${f.attendingStatuses})`)
  const where = sql.join(conditions, sql` and `)
  const order = f.upcoming ? sql`e.starts_at asc, e.id asc` : sql`e.starts_at desc, e.id desc`
  const [list, total] = await Promise.all([
    db.execute(
      sql`select e.id from events e where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from events e where ${where}`),
  ])
  const ids = (list as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)
  const n = (total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
  return { ids, count: n }
}

/** The events the user attends with the status and still may see, latest first, at most `limit`. */
export async function findAttendedEvents(
  db: Db,
  userId: number,
  status: number,
  limit: number,
): Promise<EventRow[]> {
  const rows = await db
    .select({ event: events })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(
      and(
        eq(eventAttendees.userId, userId),
        eq(eventAttendees.status, status),
        groupPostReadable(userId, events.groupId),
      ),
    )
    .orderBy(sql`${events.startsAt} desc`)
    .limit(limit)
  return rows.map((row) => row.event)
}

/**
 * Claims the events starting within (now, until] not reminded yet: marks them reminded and answers
 * them, in one statement, so two processes never both send one reminder.
 */
export async function claimReminders(db: Db, now: Date, until: Date): Promise<EventRow[]> {
  return db
    .update(events)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(events.remindedAt),
        isNull(events.cancelledAt),
        gt(events.startsAt, now),
        lte(events.startsAt, until),
      ),
    )
    .returning()
}

export async function findFeedOwner(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
  return row?.userId ?? null
}

/** Keeps the hash of a new token unless the user has a feed and `replace` is false; answers whether it was kept. */
export async function saveFeed(
  db: Db,
  userId: number,
  tokenHash: string,
  replace: boolean,
): Promise<boolean> {
  const insert = db.insert(calendarFeeds).values({ userId, tokenHash })
  const rows = replace
    ? await insert
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
        .returning({ userId: calendarFeeds.userId })
    : await insert
        .onConflictDoNothing({ target: calendarFeeds.userId })
        .returning({ userId: calendarFeeds.userId })
  return rows.length > 0
}
