import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type OwnedRows, type OwnedValues, ownedRows } from '../../db/owned-rows.queries'
import {
  academicDegrees,
  contacts,
  educations,
  laborActivities,
  organizations,
  scientificInterestKeywords,
  scientificInterests,
} from '../../db/schema'

/**
 * The list sections of a profile: each reads the owner's rows in its own order (`find…`, all of
 * them or only the row `id`), and writes them through `ownedRows`.
 */

// ---- labour activity (current and newest first)

export const laborRows = ownedRows(laborActivities)
const laborColumns = { ...getTableColumns(laborActivities), organization: organizations.name }
export type LaborRow = typeof laborActivities.$inferSelect & { organization: string }

export async function findLabor(db: Db, userId: number, id?: number): Promise<LaborRow[]> {
  return db
    .select(laborColumns)
    .from(laborActivities)
    .innerJoin(organizations, eq(organizations.id, laborActivities.orgId))
    .where(laborRows.of(userId, id))
    .orderBy(
      desc(laborActivities.current),
      sql`${laborActivities.startWork} desc nulls last`,
      desc(laborActivities.id),
    )
}

// ---- education (newest first)

export const educationRows = ownedRows(educations)
const educationColumns = { ...getTableColumns(educations), institution: organizations.name }
export type EducationRow = typeof educations.$inferSelect & { institution: string }

export async function findEducation(db: Db, userId: number, id?: number): Promise<EducationRow[]> {
  return db
    .select(educationColumns)
    .from(educations)
    .innerJoin(organizations, eq(organizations.id, educations.orgId))
    .where(educationRows.of(userId, id))
    .orderBy(sql`${educations.startDate} desc nulls last`, desc(educations.id))
}

// ---- academic degrees (latest first)

export const degreeRows = ownedRows(academicDegrees)
export type DegreeRow = typeof academicDegrees.$inferSelect

export async function findDegrees(db: Db, userId: number, id?: number): Promise<DegreeRow[]> {
  return db
    .select()
    .from(academicDegrees)
    .where(degreeRows.of(userId, id))
    .orderBy(desc(academicDegrees.year), asc(academicDegrees.id))
}

// ---- contacts (in the order added)

export const contactRows = ownedRows(contacts)
export type ContactRow = typeof contacts.$inferSelect

export async function findContacts(db: Db, userId: number, id?: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(contactRows.of(userId, id)).orderBy(asc(contacts.id))
}

// ---- scientific interests (in the order added) and their keywords

export type InterestValues = OwnedValues<typeof scientificInterests> & { keywordIds: number[] }
export type InterestRow = typeof scientificInterests.$inferSelect & { keywordIds: number[] }

const interestOnly = ownedRows(scientificInterests)

/** An interest's row and its keywords (in the order given) are written together. */
export const interestRows: OwnedRows<InterestValues> = {
  ...interestOnly,
  async insert(db, userId, { keywordIds, ...values }) {
    const id = await interestOnly.insert(db, userId, values)
    await linkKeywords(db, id, keywordIds)
    return id
  },
  async update(db, userId, id, { keywordIds, ...values }) {
    if (!(await interestOnly.update(db, userId, id, values))) return false
    await db.delete(scientificInterestKeywords).where(eq(scientificInterestKeywords.interestId, id))
    await linkKeywords(db, id, keywordIds)
    return true
  },
}

export async function findInterests(db: Db, userId: number, id?: number): Promise<InterestRow[]> {
  const rows = await db
    .select()
    .from(scientificInterests)
    .where(interestRows.of(userId, id))
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

/** Ids of every keyword in the user's interests (for `keywordsMap`). */
export async function findInterestKeywordIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: scientificInterestKeywords.keywordId })
    .from(scientificInterestKeywords)
    .innerJoin(scientificInterests, eq(scientificInterests.id, scientificInterestKeywords.interestId))
    .where(eq(scientificInterests.userId, userId))
  return rows.map((row) => row.id)
}

async function linkKeywords(db: Db, interestId: number, keywordIds: number[]) {
  if (keywordIds.length === 0) return
  await db
    .insert(scientificInterestKeywords)
    .values(keywordIds.map((keywordId, position) => ({ interestId, keywordId, position })))
}
