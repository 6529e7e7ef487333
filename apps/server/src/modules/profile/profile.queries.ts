import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profileAddresses, profiles } from '../../db/schema'

export type ProfileRow = typeof profiles.$inferSelect
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>
export type AddressRow = typeof profileAddresses.$inferSelect
export type AddressValues = Pick<typeof profileAddresses.$inferInsert, 'cCountry' | 'cCity' | 'city'>

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId))
  return row
}

export async function findProfiles(db: Db, userIds: number[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return []
  return db.select().from(profiles).where(inArray(profiles.userId, userIds))
}

/** Creates the profile row on its first change, or changes the given fields. */
export async function upsertProfile(db: Db, userId: number, values: ProfileValues): Promise<ProfileRow> {
  const set = { ...values, updatedAt: new Date() }
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profiles.userId, set })
    .returning()
  if (!row) throw new Error('upsert returned no profile')
  return row
}

/** Search's key of the profile's names (search/people.name-key.ts), kept beside them. */
export async function setProfileNameKey(db: Db, userId: number, nameKey: string): Promise<void> {
  await db.update(profiles).set({ nameKey }).where(eq(profiles.userId, userId))
}

export async function findAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(profileAddresses)
    .where(eq(profileAddresses.userId, userId))
    .orderBy(profileAddresses.id)
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(profileAddresses).where(eq(profileAddresses.id, id))
  return row
}

/** A user has one address per type: a second one of a type replaces the first. */
export async function upsertAddress(
  db: Db,
  userId: number,
  cType: string,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await db
    .insert(profileAddresses)
    .values({ userId, cType, ...values })
    .onConflictDoUpdate({ target: [profileAddresses.userId, profileAddresses.cType], set: values })
    .returning()
  if (!row) throw new Error('upsert returned no address')
  return row
}

export async function updateAddress(
  db: Db,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db.update(profileAddresses).set(values).where(eq(profileAddresses.id, id)).returning()
  return row
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db
    .delete(profileAddresses)
    .where(and(eq(profileAddresses.id, id), eq(profileAddresses.userId, userId)))
}
