import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { callSessions } from '../../../db/schema'

/** The session's publisher in the room and its token, kept while the session is live: false once it ended. */
export async function setSessionFeed(
  db: Db,
  id: string,
  feed: { janusFeed: number; janusToken: string },
): Promise<boolean> {
  const updated = await db
    .update(callSessions)
    .set(feed)
    .where(and(eq(callSessions.id, id), isNull(callSessions.endedAt)))
    .returning({ id: callSessions.id })
  return updated.length > 0
}
