import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  academicDegrees,
  contacts,
  educations,
  laborActivities,
  organizations,
  scientificInterestKeywords,
  scientificInterests,
} from '../../db/schema'

type LaborValues = Omit<typeof laborActivities.$inferInsert, 'id' | 'userId' | 'createdAt'>
type EducationValues = Omit<typeof educations.$inferInsert, 'id' | 'userId' | 'createdAt'>
export type DegreeRow = typeof academicDegrees.$inferSelect
export type ContactRow = typeof contacts.$inferSelect

/** The item `id` if it belongs to `userId`: a foreign item is as good as missing. */
const owned = (table: { id: AnyPgColumn; userId: AnyPgColumn }, userId: number, id: number) =>
  and(eq(table.id, id), eq(table.userId, userId))

// ---- labour activity (newest and current first)

const laborColumns = { ...getTableColumns(laborActivities), organization: organizations.name }
export type LaborRow = typeof laborActivities.$inferSelect & { organization: string }

export async function findLabor(db: Db, userId: number, id?: number): Promise<LaborRow[]> {
  const where = id === undefined ? eq(laborActivities.userId, userId) : owned(laborActivities, userId, id)
  return db
    .select(laborColumns)
    .from(laborActivities)
    .innerJoin(organizations, eq(organizations.id, laborActivities.orgId))
    .where(where)
    .orderBy(
      desc(laborActivities.current),
      sql`${laborActivities.startWork} desc nulls last`,
      desc(laborActivities.id),
    )
}

export async function insertLabor(db: Db, userId: number, values: LaborValues): Promise<number> {
  const [row] = await db
    .insert(laborActivities)
    .values({ userId, ...values })
    .returning({ id: laborActivities.id })
  if (!row) throw new Error('insert returned no labour activity')
  return row.id
}

export async function updateLabor(db: Db, userId: number, id: number, values: LaborValues): Promise<boolean> {
  const rows = await db
    .update(laborActivities)
    .set(values)
    .where(owned(laborActivities, userId, id))
    .returning()
  return rows.length > 0
}

export async function deleteLabor(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(laborActivities)
    .where(owned(laborActivities, userId, id))
    .returning()
  return rows.length > 0
}

// ---- education (newest first)

const educationColumns = { ...getTableColumns(educations), institution: organizations.name }
export type EducationRow = typeof educations.$inferSelect & { institution: string }

export async function findEducation(db: Db, userId: number, id?: number): Promise<EducationRow[]> {
  const where = id === undefined ? eq(educations.userId, userId) : owned(educations, userId, id)
  return db
    .select(educationColumns)
    .from(educations)
    .innerJoin(organizations, eq(organizations.id, educations.orgId))
    .where(where)
    .orderBy(sql`${educations.startDate} desc nulls last`, desc(educations.id))
}

export async function insertEducation(db: Db, userId: number, values: EducationValues): Promise<number> {
  const [row] = await db
    .insert(educations)
    .values({ userId, ...values })
    .returning({ id: educations.id })
  if (!row) throw new Error('insert returned no education')
  return row.id
}

export async function updateEducation(db: Db, userId: number, id: number, values: EducationValues) {
  const rows = await db
    .update(educations)
    .set(values)
    .where(owned(educations, userId, id))
    .returning()
  return rows.length > 0
}

export async function deleteEducation(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(educations)
    .where(owned(educations, userId, id))
    .returning()
  return rows.length > 0
}

// ---- academic degrees (latest first)

export async function findDegrees(db: Db, userId: number): Promise<DegreeRow[]> {
  return db
    .select()
    .from(academicDegrees)
    .where(eq(academicDegrees.userId, userId))
    .orderBy(desc(academicDegrees.year), asc(academicDegrees.id))
}

export async function insertDegree(db: Db, userId: number, values: { cDegree: string; year: number }) {
  const [row] = await db
    .insert(academicDegrees)
    .values({ userId, ...values })
    .returning()
  if (!row) throw new Error('insert returned no degree')
  return row
}

export async function updateDegree(
  db: Db,
  userId: number,
  id: number,
  values: { cDegree: string; year: number },
) {
  const rows = await db
    .update(academicDegrees)
    .set(values)
    .where(owned(academicDegrees, userId, id))
    .returning()
  return rows.length > 0
}

/** Deletes the user's degrees whose ids are not kept. */
export async function deleteDegreesExcept(db: Db, userId: number, keep: number[]): Promise<void> {
  const mine = eq(academicDegrees.userId, userId)
  await db.delete(academicDegrees).where(keep.length ? and(mine, notInArray(academicDegrees.id, keep)) : mine)
}

// ---- contacts (in the order added)

export async function findContacts(db: Db, userId: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.id))
}

export async function insertContact(db: Db, userId: number, values: { cType: string; value: string }) {
  const [row] = await db
    .insert(contacts)
    .values({ userId, ...values })
    .returning()
  if (!row) throw new Error('insert returned no contact')
  return row
}

export async function updateContact(
  db: Db,
  userId: number,
  id: number,
  values: { cType: string; value: string },
) {
  const [row] = await db
    .update(contacts)
    .set(values)
    .where(owned(contacts, userId, id))
    .returning()
  return row
}

export async function deleteContact(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(owned(contacts, userId, id))
    .returning()
  return rows.length > 0
}

// ---- scientific interests (in the order added) and their keywords

export async function findInterests(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(scientificInterests)
    .where(eq(scientificInterests.userId, userId))
    .orderBy(asc(scientificInterests.id))
  const links = rows.length
    ? await db
        .select()
        .from(scientificInterestKeywords)
        .where(
          inArray(
            scientificInterestKeywords.interestId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(scientificInterestKeywords.position))
    : []
  return rows.map((row) => ({
    ...row,
    keywordIds: links.filter((l) => l.interestId === row.id).map((l) => l.keywordId),
  }))
}

export async function insertInterest(db: Db, userId: number, dsc: string | null, keywordIds: number[]) {
  const [row] = await db
    .insert(scientificInterests)
    .values({ userId, dsc })
    .returning({ id: scientificInterests.id })
  if (!row) throw new Error('insert returned no interest')
  await linkKeywords(db, row.id, keywordIds)
  return row.id
}

export async function updateInterest(
  db: Db,
  userId: number,
  id: number,
  dsc: string | null,
  keywordIds: number[],
) {
  const rows = await db
    .update(scientificInterests)
    .set({ dsc })
    .where(owned(scientificInterests, userId, id))
    .returning()
  if (rows.length === 0) return false
  await db.delete(scientificInterestKeywords).where(eq(scientificInterestKeywords.interestId, id))
  await linkKeywords(db, id, keywordIds)
  return true
}

export async function deleteInterestsExcept(db: Db, userId: number, keep: number[]): Promise<void> {
  const mine = eq(scientificInterests.userId, userId)
  await db
    .delete(scientificInterests)
    .where(keep.length ? and(mine, notInArray(scientificInterests.id, keep)) : mine)
}

async function linkKeywords(db: Db, interestId: number, keywordIds: number[]) {
  if (keywordIds.length === 0) return
  await db
    .insert(scientificInterestKeywords)
    .values(keywordIds.map((keywordId, position) => ({ interestId, keywordId, position })))
}
