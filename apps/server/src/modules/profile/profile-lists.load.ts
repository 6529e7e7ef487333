import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { scientificInterestKeywords, scientificInterests } from '../../db/schema'
import { findKeywords } from './lookup.queries'
import {
  presentContact,
  presentDegree,
  presentEducation,
  presentInterest,
  presentLabor,
} from './profile.present'
import { findContacts, findDegrees, findEducation, findInterests, findLabor } from './profile-lists.queries'
import type { ProfileLists } from './profile-view'

/** The lists of a profile but the authors, presented; one query per list. */
export async function loadLists(db: Db, userId: number): Promise<Omit<ProfileLists, 'authors'>> {
  const [labor, education, degrees, contacts, interests] = await Promise.all([
    findLabor(db, userId),
    findEducation(db, userId),
    findDegrees(db, userId),
    findContacts(db, userId),
    loadInterests(db, userId),
  ])
  return {
    laborActivities: labor.map(presentLabor),
    education: education.map(presentEducation),
    userAcademicDegrees: degrees.map(presentDegree),
    contactData: contacts.map(presentContact),
    userScientificInterests: interests,
  }
}

/** The scientific interests with their keywords' terms. */
export async function loadInterests(db: Db, userId: number) {
  const rows = await findInterests(db, userId)
  const keywords = await findKeywords(db, [...new Set(rows.flatMap((r) => r.keywordIds))])
  const terms = new Map(keywords.map((k) => [k.id, k.term]))
  return rows.map((row) => presentInterest(row, terms))
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
