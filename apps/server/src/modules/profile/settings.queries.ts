import { sql } from 'drizzle-orm'
import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { profiles } from '../../db/schema'

const storedSettingsStatement = builtOnce((db) =>
  db
    .select({ userId: profiles.userId, settings: profiles.settings })
    .from(profiles)
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')}::integer[])`)
    .prepare('find_stored_settings'),
)

/**
 * The settings each user changed from the model's defaults (absent: none changed). One lookup by
 * primary key that reads only the settings column.
 */
export async function findStoredSettings(
  db: Db,
  userIds: number[],
): Promise<Map<number, Record<string, boolean | string>>> {
  if (userIds.length === 0) return new Map()
  const rows = await storedSettingsStatement(db).execute({ userIds })
  return new Map(rows.map((row) => [row.userId, row.settings]))
}

/** The users who turned a switch (a boolean element) on, changing it from the model's default off. */
export async function findUsersWithSwitchOn(db: Db, ref: string): Promise<number[]> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`${profiles.settings} @> jsonb_build_object(${ref}::text, true)`)
  return rows.map((row) => row.userId)
}
