import { AnswerStatus, type CallMediaState, CallPhase, RecordStatus } from '@nauka/contracts'
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { callParticipants, callRecords, callSessions, calls } from '../../db/schema'

export type CallRow = typeof calls.$inferSelect
export type ParticipantRow = typeof callParticipants.$inferSelect
export type SessionRow = typeof callSessions.$inferSelect
export type RecordRow = typeof callRecords.$inferSelect
export type NewParticipant = typeof callParticipants.$inferInsert
export type ParticipantChange = Partial<
  Pick<
    ParticipantRow,
    'status' | 'exit' | 'ringUntil' | 'answered' | 'joinedAt' | 'leftAt' | 'role' | 'permits' | 'admin'
  >
>

const OPEN = [CallPhase.Init, CallPhase.Active]

/** The dialog's call that has not finished; with `lock`, held until the transaction ends. */
export async function findOpenCall(db: Db, dialogId: number, lock = false): Promise<CallRow | null> {
  const query = db
    .select()
    .from(calls)
    .where(and(eq(calls.dialogId, dialogId), inArray(calls.status, OPEN)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function findCall(db: Db, id: number): Promise<CallRow | null> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id))
  return row ?? null
}

/** A call by id, locked: racing processes (sweeps, a leave and a stop) change it one after another. */
export async function lockCall(db: Db, id: number): Promise<CallRow | null> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).for('update')
  return row ?? null
}

export async function insertCall(
  db: Db,
  values: Pick<CallRow, 'dialogId' | 'ownerId' | 'type'>,
): Promise<CallRow> {
  const [row] = await db.insert(calls).values(values).returning()
  if (!row) throw new Error('insert returned no call')
  return row
}

/** The call goes through the media server's room (set once the room exists, while it is open). */
export async function setCallRoom(
  db: Db,
  id: number,
  room: { room: number; secret: string },
): Promise<CallRow | null> {
  const [row] = await db
    .update(calls)
    .set({ media: 'sfu', janusRoom: room.room, janusSecret: room.secret })
    .where(and(eq(calls.id, id), inArray(calls.status, OPEN)))
    .returning()
  return row ?? null
}

/** Ringing → active, once: null when another process activated it first. */
export async function activateCall(db: Db, id: number, at: Date): Promise<CallRow | null> {
  const [row] = await db
    .update(calls)
    .set({ status: CallPhase.Active, activatedAt: at })
    .where(and(eq(calls.id, id), eq(calls.status, CallPhase.Init)))
    .returning()
  return row ?? null
}

/** Ends an open call, once: null when it had already ended. */
export async function finishCall(db: Db, id: number, at: Date): Promise<CallRow | null> {
  const [row] = await db
    .update(calls)
    .set({ status: CallPhase.Finished, endedAt: at })
    .where(and(eq(calls.id, id), inArray(calls.status, OPEN)))
    .returning()
  return row ?? null
}

export async function findParticipants(db: Db, callId: number): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(callParticipants)
    .where(eq(callParticipants.callId, callId))
    .orderBy(asc(callParticipants.id))
}

export async function insertParticipants(db: Db, rows: NewParticipant[]): Promise<ParticipantRow[]> {
  if (rows.length === 0) return []
  return db.insert(callParticipants).values(rows).returning()
}

export async function updateParticipant(db: Db, id: number, change: ParticipantChange): Promise<void> {
  await db.update(callParticipants).set(change).where(eq(callParticipants.id, id))
}

/** The live media sessions of a call (or of every open call), oldest first. */
export async function findLiveSessions(db: Db, callId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(callSessions)
    .where(and(eq(callSessions.callId, callId), isNull(callSessions.endedAt)))
    .orderBy(asc(callSessions.createdAt))
}

export async function findSessions(db: Db, ids: string[]): Promise<SessionRow[]> {
  if (ids.length === 0) return []
  return db.select().from(callSessions).where(inArray(callSessions.id, ids))
}

export async function insertSession(
  db: Db,
  values: Pick<SessionRow, 'callId' | 'participantId' | 'userId'> & CallMediaState,
): Promise<SessionRow> {
  const [row] = await db.insert(callSessions).values(values).returning()
  if (!row) throw new Error('insert returned no session')
  return row
}

/** Ends the live sessions of a call, of one participant of it, or one session; answers those it ended. */
export async function endSessions(
  db: Db,
  scope: { callId: number; participantId?: number; id?: string },
  at: Date,
): Promise<SessionRow[]> {
  const conditions = [eq(callSessions.callId, scope.callId), isNull(callSessions.endedAt)]
  if (scope.participantId !== undefined) conditions.push(eq(callSessions.participantId, scope.participantId))
  if (scope.id !== undefined) conditions.push(eq(callSessions.id, scope.id))
  return db
    .update(callSessions)
    .set({ endedAt: at })
    .where(and(...conditions))
    .returning()
}

export async function updateSessionState(
  db: Db,
  id: string,
  state: Partial<CallMediaState>,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(callSessions)
    .set(state)
    .where(and(eq(callSessions.id, id), isNull(callSessions.endedAt)))
    .returning()
  return row ?? null
}

/** Sessions whose socket was seen just now (in some process). */
export async function touchSessions(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db.update(callSessions).set({ lastSeenAt: at }).where(inArray(callSessions.id, ids))
}

/** Every live session of every open call: what the sweep checks for a socket. */
export async function findAllLiveSessions(db: Db): Promise<SessionRow[]> {
  return db
    .select({ session: callSessions })
    .from(callSessions)
    .innerJoin(calls, eq(calls.id, callSessions.callId))
    .where(and(isNull(callSessions.endedAt), inArray(calls.status, OPEN)))
    .then((rows) => rows.map((r) => r.session))
}

/** Calls with someone whose ringing has run out by `now` (served by call_participants_ringing_idx). */
export async function findCallsWithExpiredRings(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ callId: callParticipants.callId })
    .from(callParticipants)
    .where(and(eq(callParticipants.status, AnswerStatus.Dialing), lt(callParticipants.ringUntil, now)))
  return rows.map((r) => r.callId)
}

/** The earliest ringing end still ahead, across every open call (for this process's precise timer). */
export async function nextRingEnd(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${callParticipants.ringUntil})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(callParticipants)
    .where(eq(callParticipants.status, AnswerStatus.Dialing))
  return row?.at ?? null
}

/**
 * The call's recording that is starting or running: one stopped (an end set) is being made a file,
 * not recording any more (at most one of all these: call_records_running_idx).
 */
export async function findRunningRecord(db: Db, callId: number): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(callRecords)
    .where(
      and(
        eq(callRecords.callId, callId),
        inArray(callRecords.status, [RecordStatus.Init, RecordStatus.Active]),
        isNull(callRecords.endedAt),
      ),
    )
  return row ?? null
}
