import type { Db } from '../../db/client'
import { loadLists as load } from './profile-lists.sections'
import type { ProfileLists } from './profile-view'

/** The lists of a profile but the authors, presented; one query per list. */
export async function loadLists(db: Db, userId: number): Promise<Omit<ProfileLists, 'authors'>> {
  const [labor, education, degrees, contacts, interests] = await Promise.all([
    load.labor(db, userId),
    load.education(db, userId),
    load.degrees(db, userId),
    load.contacts(db, userId),
    load.interests(db, userId),
  ])
  return {
    laborActivities: labor,
    education,
    userAcademicDegrees: degrees,
    contactData: contacts,
    userScientificInterests: interests,
  }
}
