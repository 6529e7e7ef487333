import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupMembers, groups } from '../../db/schema'

/**
 * What events read of groups (the groups module's tables, read only): an event's organising group,
 * whether it is hidden, and the reader's role in it.
 */
export interface EventGroupRow {
  id: number
  name: string
  avatarFileId: string | null
  visibility: number
}

export async function findGroups(db: Db, ids: number[]): Promise<Map<number, EventGroupRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      avatarFileId: groups.avatarFileId,
      visibility: groups.visibility,
    })
    .from(groups)
    .where(inArray(groups.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

/** The user's role in the group as a member (status `memberStatus`); null when they are none. */
export async function findGroupRole(
  db: Db,
  groupId: number,
  userId: number,
  memberStatus: number,
): Promise<number | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, memberStatus),
      ),
    )
  return row?.role ?? null
}
