import { asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { builtOnce } from '../../db/built-once'
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
 * them or only the row `id`), and writes them through `ownedRows`. All of an owner's rows, which
 * every profile page reads, come from a statement built once (`…_of_user`).
 */

/** Where an owner's rows are chosen when all of them are read: the user is a placeholder. */
const ofUser = (table: { userId: PgColumn }) => eq(table.userId, sql.placeholder('userId'))

// ---- labour activity (current and newest first)

export const laborRows = ownedRows(laborActivities)
const laborColumns = { ...getTableColumns(laborActivities), organization: organizations.name }
export type LaborRow = typeof laborActivities.$inferSelect & { organization: string }

const selectLabor = (db: Db, where: SQL | undefined) =>
  db
    .select(laborColumns)
    .from(laborActivities)
    .innerJoin(organizations, eq(organizations.id, laborActivities.orgId))
    .where(where)
    .orderBy(
      desc(laborActivities.current),
      sql`${laborActivities.startWork} desc nulls last`,
      desc(laborActivities.id),
    )
const laborOfUser = builtOnce((db) => selectLabor(db, ofUser(laborActivities)).prepare('find_labor_of_user'))

export async function findLabor(db: Db, userId: number, id?: number): Promise<LaborRow[]> {
  if (id === undefined) return laborOfUser(db).execute({ userId })
  return selectLabor(db, laborRows.of(userId, id))
}

// ---- education (newest first)

export const educationRows = ownedRows(educations)
const educationColumns = { ...getTableColumns(educations), institution: organizations.name }
export type EducationRow = typeof educations.$inferSelect & { institution: string }

const selectEducation = (db: Db, where: SQL | undefined) =>
  db
    .select(educationColumns)
    .from(educations)
    .innerJoin(organizations, eq(organizations.id, educations.orgId))
    .where(where)
    .orderBy(sql`${educations.startDate} desc nulls last`, desc(educations.id))
const educationOfUser = builtOnce((db) =>
  selectEducation(db, ofUser(educations)).prepare('find_education_of_user'),
)

export async function findEducation(db: Db, userId: number, id?: number): Promise<EducationRow[]> {
  if (id === undefined) return educationOfUser(db).execute({ userId })
  return selectEducation(db, educationRows.of(userId, id))
}

// ---- academic degrees (latest first)

export const degreeRows = ownedRows(academicDegrees)
export type DegreeRow = typeof academicDegrees.$inferSelect

const selectDegrees = (db: Db, where: SQL | undefined) =>
  db.select().from(academicDegrees).where(where).orderBy(desc(academicDegrees.year), asc(academicDegrees.id))
const degreesOfUser = builtOnce((db) =>
  selectDegrees(db, ofUser(academicDegrees)).prepare('find_degrees_of_user'),
)

export async function findDegrees(db: Db, userId: number, id?: number): Promise<DegreeRow[]> {
  if (id === undefined) return degreesOfUser(db).execute({ userId })
  return selectDegrees(db, degreeRows.of(userId, id))
}

// ---- contacts (in the order added)

export const contactRows = ownedRows(contacts)
export type ContactRow = typeof contacts.$inferSelect

const selectContacts = (db: Db, where: SQL | undefined) =>
  db.select().from(contacts).where(where).orderBy(asc(contacts.id))
const contactsOfUser = builtOnce((db) =>
  selectContacts(db, ofUser(contacts)).prepare('find_contacts_of_user'),
)

export async function findContacts(db: Db, userId: number, id?: number): Promise<ContactRow[]> {
  if (id === undefined) return contactsOfUser(db).execute({ userId })
  return selectContacts(db, contactRows.of(userId, id))
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

// The keywords come in the interest's row, in their order: no second statement for the links.
// Written as plain SQL with aliases: drizzle leaves the columns of a one-table select unqualified.
const interestColumns = {
  ...getTableColumns(scientificInterests),
  keywordIds: sql<
    number[]
  >`coalesce((select array_agg(k.keyword_id order by k.position) from ${scientificInterestKeywords} k where k.interest_id = ${sql.identifier('scientific_interests')}.id), '{}')`,
}

const selectInterests = (db: Db, where: SQL | undefined) =>
  db.select(interestColumns).from(scientificInterests).where(where).orderBy(asc(scientificInterests.id))
const interestsOfUser = builtOnce((db) =>
  selectInterests(db, ofUser(scientificInterests)).prepare('find_interests_of_user'),
)

export async function findInterests(db: Db, userId: number, id?: number): Promise<InterestRow[]> {
  if (id === undefined) return interestsOfUser(db).execute({ userId })
  return selectInterests(db, interestRows.of(userId, id))
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
