import type { Db } from '../../db/client'
import { loadLists as load, loadInterestsAndTerms } from './profile-lists.sections'
import type { ProfileLists } from './profile-view'

/**
 * The lists of a profile but the authors, presented; one query per list. With them the terms of the
 * interests' keywords, which the profile's `keywordsMap` shows.
 */
export async function loadLists(
  db: Db,
  userId: number,
): Promise<Omit<ProfileLists, 'authors'> & { keywordTerms: Map<number, string> }> {
  const [labor, education, degrees, contacts, interests] = await Promise.all([
    load.labor(db, userId),
    load.education(db, userId),
    load.degrees(db, userId),
    load.contacts(db, userId),
    loadInterestsAndTerms(db, userId),
  ])
  return {
    laborActivities: labor,
    education,
    userAcademicDegrees: degrees,
    contactData: contacts,
    userScientificInterests: interests.interests,
    keywordTerms: interests.keywordTerms,
  }
}
