import type {
  AcademicDegree,
  AcademicDegreeInput,
  AcademicDegreeList,
  Contact,
  ContactInput,
  Education,
  EducationInput,
  LaborActivity,
  LaborActivityInput,
  Locale,
  ScientificInterest,
  ScientificInterestInput,
  ScientificInterestList,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../platform/errors'
import type { CatalogRefs } from '../catalog/catalog.refs'
import { ensureKeywords, ensureOrganization, nameKey } from './lookup.queries'
import { resolvePlace } from './places'
import { assertCanEditProfile, type Viewer } from './profile.policy'
import { presentContact, presentDegree, presentEducation, presentLabor } from './profile.present'
import type { ProfileService } from './profile.service'
import { loadInterests } from './profile-lists.load'
import * as q from './profile-lists.queries'

type Out<T extends z.ZodType> = z.output<T>

const itemNotFound = () => new NotFoundError('profile.itemNotFound')

/** SPEC 7: labour activity, education, academic degrees, contacts and scientific interests. */
export class ProfileListsService {
  constructor(
    private readonly db: Db,
    private readonly refs: CatalogRefs,
    private readonly profiles: ProfileService,
  ) {}

  // ---- reading: anybody signed in, within the owner's privacy settings

  async labor(viewer: Viewer, userId: number): Promise<LaborActivity[]> {
    return (await this.canSee(viewer, userId)).profile
      ? (await q.findLabor(this.db, userId)).map(presentLabor)
      : []
  }

  async education(viewer: Viewer, userId: number): Promise<Education[]> {
    const seen = (await this.canSee(viewer, userId)).profile
    return seen ? (await q.findEducation(this.db, userId)).map(presentEducation) : []
  }

  async degrees(viewer: Viewer, userId: number): Promise<AcademicDegree[]> {
    return (await this.canSee(viewer, userId)).profile
      ? (await q.findDegrees(this.db, userId)).map(presentDegree)
      : []
  }

  async contacts(viewer: Viewer, userId: number): Promise<Contact[]> {
    const seen = (await this.canSee(viewer, userId)).contacts
    return seen ? (await q.findContacts(this.db, userId)).map(presentContact) : []
  }

  async interests(viewer: Viewer, userId: number): Promise<ScientificInterest[]> {
    return (await this.canSee(viewer, userId)).profile ? loadInterests(this.db, userId) : []
  }

  // ---- labour activity

  async addLabor(viewer: Viewer, userId: number, input: Out<typeof LaborActivityInput>, locale: Locale) {
    assertCanEditProfile(viewer, userId)
    const id = await q.insertLabor(this.db, userId, await this.laborValues(input, locale))
    return this.laborItem(userId, id)
  }

  async changeLabor(
    viewer: Viewer,
    userId: number,
    id: number,
    input: Out<typeof LaborActivityInput>,
    locale: Locale,
  ) {
    assertCanEditProfile(viewer, userId)
    if (!(await q.updateLabor(this.db, userId, id, await this.laborValues(input, locale))))
      throw itemNotFound()
    return this.laborItem(userId, id)
  }

  async removeLabor(viewer: Viewer, userId: number, id: number): Promise<void> {
    assertCanEditProfile(viewer, userId)
    if (!(await q.deleteLabor(this.db, userId, id))) throw itemNotFound()
  }

  private async laborValues(input: Out<typeof LaborActivityInput>, locale: Locale) {
    await this.refs.require(
      [
        { field: 'cPosition', ref: input.cPosition },
        { field: 'cActivityArea', ref: input.cActivityArea },
      ],
      locale,
    )
    const org = await ensureOrganization(this.db, input.organization)
    return {
      orgId: org.id,
      cPosition: input.cPosition,
      cActivityArea: input.cActivityArea ?? null,
      startWork: input.startWork ?? null,
      // SPEC 3 "current time": still there, so no end date.
      endWork: input.current ? null : (input.endWork ?? null),
      current: input.current,
    }
  }

  private async laborItem(userId: number, id: number): Promise<LaborActivity> {
    const [row] = await q.findLabor(this.db, userId, id)
    if (!row) throw itemNotFound()
    return presentLabor(row)
  }

  // ---- education

  async addEducation(viewer: Viewer, userId: number, input: Out<typeof EducationInput>, locale: Locale) {
    assertCanEditProfile(viewer, userId)
    const id = await q.insertEducation(this.db, userId, await this.educationValues(input, locale))
    return this.educationItem(userId, id)
  }

  async changeEducation(
    viewer: Viewer,
    userId: number,
    id: number,
    input: Out<typeof EducationInput>,
    locale: Locale,
  ) {
    assertCanEditProfile(viewer, userId)
    if (!(await q.updateEducation(this.db, userId, id, await this.educationValues(input, locale))))
      throw itemNotFound()
    return this.educationItem(userId, id)
  }

  async removeEducation(viewer: Viewer, userId: number, id: number): Promise<void> {
    assertCanEditProfile(viewer, userId)
    if (!(await q.deleteEducation(this.db, userId, id))) throw itemNotFound()
  }

  private async educationValues(input: Out<typeof EducationInput>, locale: Locale) {
    await this.refs.require(
      [
        { field: 'cType', ref: input.cType },
        { field: 'cLevel', ref: input.cLevel },
      ],
      locale,
    )
    const place = await resolvePlace(this.refs, input, { country: 'cCountry', city: 'cCity' }, locale)
    const org = await ensureOrganization(this.db, input.institution)
    return {
      orgId: org.id,
      cType: input.cType ?? null,
      cLevel: input.cLevel ?? null,
      ...place,
      department: input.department?.trim() || null,
      specialty: input.specialty?.trim() || null,
      qualification: input.qualification,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
    }
  }

  private async educationItem(userId: number, id: number): Promise<Education> {
    const [row] = await q.findEducation(this.db, userId, id)
    if (!row) throw itemNotFound()
    return presentEducation(row)
  }

  // ---- academic degrees

  async addDegree(viewer: Viewer, userId: number, input: Out<typeof AcademicDegreeInput>, locale: Locale) {
    assertCanEditProfile(viewer, userId)
    await this.refs.require([{ field: 'cDegree', ref: input.cDegree }], locale)
    return presentDegree(await q.insertDegree(this.db, userId, input))
  }

  /** The whole list: kept ids are updated, new items added, the rest deleted (one transaction). */
  async replaceDegrees(
    viewer: Viewer,
    userId: number,
    items: Out<typeof AcademicDegreeList>,
    locale: Locale,
  ) {
    assertCanEditProfile(viewer, userId)
    await this.refs.require(
      items.map((item, i) => ({ field: `${i}.cDegree`, ref: item.cDegree })),
      locale,
    )
    await this.db.transaction(async (tx) => {
      await q.deleteDegreesExcept(
        tx,
        userId,
        items.flatMap((item) => item.id ?? []),
      )
      for (const { id, ...values } of items) {
        if (id === undefined) await q.insertDegree(tx, userId, values)
        else if (!(await q.updateDegree(tx, userId, id, values))) throw itemNotFound()
      }
    })
    return this.degrees({ id: userId }, userId)
  }

  // ---- contacts

  async addContact(viewer: Viewer, userId: number, input: Out<typeof ContactInput>, locale: Locale) {
    assertCanEditProfile(viewer, userId)
    await this.refs.require([{ field: 'cType', ref: input.cType }], locale)
    return presentContact(await q.insertContact(this.db, userId, input))
  }

  async changeContact(
    viewer: Viewer,
    userId: number,
    id: number,
    input: Out<typeof ContactInput>,
    locale: Locale,
  ) {
    assertCanEditProfile(viewer, userId)
    await this.refs.require([{ field: 'cType', ref: input.cType }], locale)
    const row = await q.updateContact(this.db, userId, id, input)
    if (!row) throw itemNotFound()
    return presentContact(row)
  }

  async removeContact(viewer: Viewer, userId: number, id: number): Promise<void> {
    assertCanEditProfile(viewer, userId)
    if (!(await q.deleteContact(this.db, userId, id))) throw itemNotFound()
  }

  // ---- scientific interests

  async addInterest(viewer: Viewer, userId: number, input: Out<typeof ScientificInterestInput>) {
    assertCanEditProfile(viewer, userId)
    const id = await this.db.transaction(async (tx) =>
      q.insertInterest(tx, userId, input.dsc?.trim() || null, await this.keywordIds(tx, input.keywords)),
    )
    const created = (await loadInterests(this.db, userId)).find((interest) => interest.id === id)
    if (!created) throw itemNotFound()
    return created
  }

  async replaceInterests(viewer: Viewer, userId: number, items: Out<typeof ScientificInterestList>) {
    assertCanEditProfile(viewer, userId)
    await this.db.transaction(async (tx) => {
      await q.deleteInterestsExcept(
        tx,
        userId,
        items.flatMap((item) => item.id ?? []),
      )
      for (const item of items) {
        const dsc = item.dsc?.trim() || null
        const keywordIds = await this.keywordIds(tx, item.keywords)
        if (item.id === undefined) await q.insertInterest(tx, userId, dsc, keywordIds)
        else if (!(await q.updateInterest(tx, userId, item.id, dsc, keywordIds))) throw itemNotFound()
      }
    })
    return loadInterests(this.db, userId)
  }

  /** Keyword ids in the order given; repeated keywords (whatever their case) kept once. */
  private async keywordIds(db: Db, words: string[]): Promise<number[]> {
    const ids = await ensureKeywords(db, words)
    return [...new Set(words.flatMap((word) => ids.get(nameKey(word)) ?? []))]
  }

  private canSee(viewer: Viewer, userId: number) {
    return this.profiles.visibility(viewer, userId)
  }
}
