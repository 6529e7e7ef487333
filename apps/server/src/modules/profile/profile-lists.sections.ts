import type {
  AcademicDegree,
  AcademicDegreeInput,
  Contact,
  ContactInput,
  Education,
  EducationInput,
  LaborActivity,
  LaborActivityInput,
  ScientificInterest,
  ScientificInterestInput,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { OwnedValues } from '../../db/owned-rows.queries'
import type { academicDegrees, contacts, educations, laborActivities } from '../../db/schema'
import type { CatalogRefs } from '../catalog/catalog.refs'
import { ensureKeywords, ensureOrganization, findKeywords, nameKey } from './lookup.queries'
import type { ListSection } from './owned-list'
import { resolvePlace } from './places'
import {
  presentContact,
  presentDegree,
  presentEducation,
  presentInterest,
  presentLabor,
} from './profile.present'
import * as q from './profile-lists.queries'

type Out<T extends z.ZodType> = z.output<T>

/** SPEC 7: how each list section of a profile checks, stores and shows its items. */
export interface ListSections {
  labor: ListSection<Out<typeof LaborActivityInput>, OwnedValues<typeof laborActivities>, LaborActivity>
  education: ListSection<Out<typeof EducationInput>, OwnedValues<typeof educations>, Education>
  degrees: ListSection<Out<typeof AcademicDegreeInput>, OwnedValues<typeof academicDegrees>, AcademicDegree>
  contacts: ListSection<Out<typeof ContactInput>, OwnedValues<typeof contacts>, Contact>
  interests: ListSection<Out<typeof ScientificInterestInput>, q.InterestValues, ScientificInterest>
}

/** The scientific interests with their keywords' terms, and the terms by keyword id. */
export async function loadInterestsAndTerms(
  db: Db,
  userId: number,
  id?: number,
): Promise<{ interests: ScientificInterest[]; keywordTerms: Map<number, string> }> {
  const rows = await q.findInterests(db, userId, id)
  const keywords = await findKeywords(db, [...new Set(rows.flatMap((r) => r.keywordIds))])
  const keywordTerms = new Map(keywords.map((k) => [k.id, k.term]))
  return { interests: rows.map((row) => presentInterest(row, keywordTerms)), keywordTerms }
}

const loadInterests = async (db: Db, userId: number, id?: number): Promise<ScientificInterest[]> =>
  (await loadInterestsAndTerms(db, userId, id)).interests

/** Each section's items of a user in its order, presented (only the item `id` when given). */
export const loadLists = {
  labor: async (db: Db, userId: number, id?: number) => (await q.findLabor(db, userId, id)).map(presentLabor),
  education: async (db: Db, userId: number, id?: number) =>
    (await q.findEducation(db, userId, id)).map(presentEducation),
  degrees: async (db: Db, userId: number, id?: number) =>
    (await q.findDegrees(db, userId, id)).map(presentDegree),
  contacts: async (db: Db, userId: number, id?: number) =>
    (await q.findContacts(db, userId, id)).map(presentContact),
  interests: loadInterests,
} satisfies { [K in keyof ListSections]: ListSections[K]['load'] }

export function listSections(refs: CatalogRefs): ListSections {
  return {
    labor: {
      rows: q.laborRows,
      load: loadLists.labor,
      async prepare(input, locale, at) {
        await refs.require(
          [
            { field: `${at}cPosition`, ref: input.cPosition },
            { field: `${at}cActivityArea`, ref: input.cActivityArea },
          ],
          locale,
        )
        return async (tx) => ({
          orgId: (await ensureOrganization(tx, input.organization)).id,
          cPosition: input.cPosition,
          cActivityArea: input.cActivityArea ?? null,
          startWork: input.startWork ?? null,
          // SPEC 3 "current time": still there, so no end date.
          endWork: input.current ? null : (input.endWork ?? null),
          current: input.current,
        })
      },
    },
    education: {
      rows: q.educationRows,
      load: loadLists.education,
      async prepare(input, locale, at) {
        await refs.require(
          [
            { field: `${at}cType`, ref: input.cType },
            { field: `${at}cLevel`, ref: input.cLevel },
          ],
          locale,
        )
        const fields = { country: `${at}cCountry`, city: `${at}cCity` }
        const place = await resolvePlace(refs, input, fields, locale)
        return async (tx) => ({
          orgId: (await ensureOrganization(tx, input.institution)).id,
          cType: input.cType ?? null,
          cLevel: input.cLevel ?? null,
          ...place,
          department: input.department?.trim() || null,
          specialty: input.specialty?.trim() || null,
          qualification: input.qualification,
          startDate: input.startDate ?? null,
          endDate: input.endDate ?? null,
        })
      },
    },
    degrees: {
      rows: q.degreeRows,
      load: loadLists.degrees,
      async prepare(input, locale, at) {
        await refs.require([{ field: `${at}cDegree`, ref: input.cDegree }], locale)
        return async () => ({ cDegree: input.cDegree, year: input.year })
      },
    },
    contacts: {
      rows: q.contactRows,
      load: loadLists.contacts,
      async prepare(input, locale, at) {
        await refs.require([{ field: `${at}cType`, ref: input.cType }], locale)
        return async () => ({ cType: input.cType, value: input.value })
      },
    },
    interests: {
      rows: q.interestRows,
      load: loadLists.interests,
      prepare: async (input) => async (tx) => ({
        dsc: input.dsc?.trim() || null,
        keywordIds: await keywordIds(tx, input.keywords),
      }),
    },
  }
}

/** Keyword ids in the order given; repeated keywords (whatever their case) kept once. */
async function keywordIds(db: Db, words: string[]): Promise<number[]> {
  const ids = await ensureKeywords(db, words)
  return [...new Set(words.flatMap((word) => ids.get(nameKey(word)) ?? []))]
}
