import { inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { callRecords, fileExtractions, files, profiles, publications } from '../../../db/schema'
import { parseProfileImageKey, profileImageKey } from '../../profile/profile-images.keys'

/**
 * Of the keys, those a row references: a file's bytes (attachments, listing images, finished tus
 * uploads), a PDF's rendered cover (its extraction and the publications showing it), a call
 * recording, a profile's current avatar or banner. A new kind of stored object adds its column here,
 * or the sweep deletes it a day after its put.
 */
export async function findReferencedAmong(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const columns = [files.storageKey, fileExtractions.coverKey, publications.coverKey, callRecords.storageKey]
  const found = await Promise.all(
    columns.map((column) =>
      db.selectDistinct({ key: column }).from(column.table).where(inArray(column, keys)),
    ),
  )
  const referenced = new Set(found.flat().flatMap((row) => (row.key ? [row.key] : [])))
  for (const key of await profileImagesAmong(db, keys)) referenced.add(key)
  return referenced
}

/** Profile images are named by a version column, not a key: the keys of the current versions. */
async function profileImagesAmong(db: Db, keys: string[]): Promise<string[]> {
  const userIds = [
    ...new Set(keys.map((key) => parseProfileImageKey(key)?.userId).filter((id) => id !== undefined)),
  ]
  if (userIds.length === 0) return []
  const rows = await db
    .select({ userId: profiles.userId, avatar: profiles.imageVersion, banner: profiles.bannerVersion })
    .from(profiles)
    .where(inArray(profiles.userId, userIds))
  return rows.flatMap((row) => [
    ...(row.avatar ? [profileImageKey(row.userId, 'avatar', row.avatar)] : []),
    ...(row.banner ? [profileImageKey(row.userId, 'banner', row.banner)] : []),
  ])
}
