import { CallPermit, RecordStatus } from '@nauka/contracts'
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { callParticipants, callRecords, calls } from '../../../db/schema'
import type { CallRow, RecordRow } from '../calls.queries'

type NewRecord = Pick<RecordRow, 'callId' | 'dialogId' | 'ownerId' | 'name' | 'recDir'>
type RecordChange = Partial<
  Pick<RecordRow, 'status' | 'endedAt' | 'storageKey' | 'mime' | 'size' | 'durationSec' | 'error'>
>

/** The most recordings a dialog lists (newest first); a dialog that records more shows the latest. */
export const RECORD_LIST_MAX = 200

export async function insertRecord(db: Db, values: NewRecord): Promise<RecordRow> {
  const [row] = await db.insert(callRecords).values(values).returning()
  if (!row) throw new Error('insert returned no recording')
  return row
}

export async function findRecord(db: Db, id: number): Promise<RecordRow | null> {
  const [row] = await db.select().from(callRecords).where(eq(callRecords.id, id))
  return row ?? null
}

/** Changes a recording; with `from`, only while it still has that status (null when it had not). */
export async function updateRecord(
  db: Db,
  id: number,
  change: RecordChange,
  from?: number,
): Promise<RecordRow | null> {
  const [row] = await db
    .update(callRecords)
    .set(change)
    .where(
      from === undefined ? eq(callRecords.id, id) : and(eq(callRecords.id, id), eq(callRecords.status, from)),
    )
    .returning()
  return row ?? null
}

/** The call's recording that was stopped and is still being made a file (status 1, an end set). */
export async function findProcessingRecord(db: Db, callId: number): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(callRecords)
    .where(
      and(
        eq(callRecords.callId, callId),
        eq(callRecords.status, RecordStatus.Init),
        isNotNull(callRecords.endedAt),
      ),
    )
  return row ?? null
}

/**
 * Every recording running now, with its call (one at most per open call, so as many as calls are
 * recorded at once); one still being started is left to its start.
 */
export async function findRunningRecords(db: Db): Promise<{ call: CallRow; record: RecordRow }[]> {
  return db
    .select({ call: calls, record: callRecords })
    .from(callRecords)
    .innerJoin(calls, eq(calls.id, callRecords.callId))
    .where(and(eq(callRecords.status, RecordStatus.Active), isNull(callRecords.endedAt)))
}

export async function deleteRecord(db: Db, id: number): Promise<void> {
  await db.delete(callRecords).where(eq(callRecords.id, id))
}

/** Who took part in the call holding 82:609 or did not take part at all (a chat user's default permits hold it). */
const mayView = () =>
  or(isNull(callParticipants.id), sql`${CallPermit.ViewRecordings} = any(${callParticipants.permits})`)

/** The dialog's recordings the viewer may see, newest first, with their call's start. */
export async function listViewableRecords(
  db: Db,
  dialogId: number,
  viewerId: number,
): Promise<{ record: RecordRow; callStartedAt: Date }[]> {
  return db
    .select({ record: callRecords, callStartedAt: calls.startedAt })
    .from(callRecords)
    .innerJoin(calls, eq(calls.id, callRecords.callId))
    .leftJoin(
      callParticipants,
      and(eq(callParticipants.callId, callRecords.callId), eq(callParticipants.userId, viewerId)),
    )
    .where(and(eq(callRecords.dialogId, dialogId), mayView()))
    .orderBy(desc(callRecords.id))
    .limit(RECORD_LIST_MAX)
}

/** The viewer's participant in a call (role and permits), or null when they took no part. */
export async function participantOf(db: Db, callId: number, userId: number) {
  const [row] = await db
    .select()
    .from(callParticipants)
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)))
  return row ?? null
}
