import {
  type AcademicDegree,
  type AcademicDegreeInput,
  type AcademicDegreeList,
  type Contact,
  type ContactInput,
  DEFAULT_LOCALE,
  type Education,
  type EducationInput,
  type LaborActivity,
  type LaborActivityInput,
  type Locale,
  type ScientificInterest,
  type ScientificInterestInput,
  type ScientificInterestList,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { CatalogRefs } from '../catalog/catalog.refs'
import { type ListSection, OwnedList } from './owned-list'
import type { Viewer } from './profile.policy'
import type { ProfileService } from './profile.service'
import { type ListSections, listSections } from './profile-lists.sections'

type Out<T extends z.ZodType> = z.output<T>
type OwnedListOf<S> = S extends ListSection<infer I, infer V, infer T> ? OwnedList<I, V, T> : never
type Lists = { [K in keyof ListSections]: OwnedListOf<ListSections[K]> }

/** SPEC 7: labour activity, education, academic degrees, contacts and scientific interests. */
export class ProfileListsService {
  private readonly lists: Lists

  constructor(
    db: Db,
    refs: CatalogRefs,
    private readonly profiles: ProfileService,
  ) {
    const sections = listSections(refs)
    this.lists = {
      labor: new OwnedList(db, sections.labor),
      education: new OwnedList(db, sections.education),
      degrees: new OwnedList(db, sections.degrees),
      contacts: new OwnedList(db, sections.contacts),
      interests: new OwnedList(db, sections.interests),
    }
  }

  // ---- reading: anybody signed in, within the owner's privacy settings

  async labor(viewer: Viewer, userId: number): Promise<LaborActivity[]> {
    return (await this.canSee(viewer, userId)).profile ? this.lists.labor.list(userId) : []
  }

  async education(viewer: Viewer, userId: number): Promise<Education[]> {
    return (await this.canSee(viewer, userId)).profile ? this.lists.education.list(userId) : []
  }

  async degrees(viewer: Viewer, userId: number): Promise<AcademicDegree[]> {
    return (await this.canSee(viewer, userId)).profile ? this.lists.degrees.list(userId) : []
  }

  async contacts(viewer: Viewer, userId: number): Promise<Contact[]> {
    return (await this.canSee(viewer, userId)).contacts ? this.lists.contacts.list(userId) : []
  }

  async interests(viewer: Viewer, userId: number): Promise<ScientificInterest[]> {
    return (await this.canSee(viewer, userId)).profile ? this.lists.interests.list(userId) : []
  }

  // ---- writing: the owner only

  addLabor(viewer: Viewer, userId: number, input: Out<typeof LaborActivityInput>, locale: Locale) {
    return this.lists.labor.add(viewer, userId, input, locale)
  }

  changeLabor(
    viewer: Viewer,
    userId: number,
    id: number,
    input: Out<typeof LaborActivityInput>,
    locale: Locale,
  ) {
    return this.lists.labor.change(viewer, userId, id, input, locale)
  }

  removeLabor(viewer: Viewer, userId: number, id: number): Promise<void> {
    return this.lists.labor.remove(viewer, userId, id)
  }

  addEducation(viewer: Viewer, userId: number, input: Out<typeof EducationInput>, locale: Locale) {
    return this.lists.education.add(viewer, userId, input, locale)
  }

  changeEducation(
    viewer: Viewer,
    userId: number,
    id: number,
    input: Out<typeof EducationInput>,
    locale: Locale,
  ) {
    return this.lists.education.change(viewer, userId, id, input, locale)
  }

  removeEducation(viewer: Viewer, userId: number, id: number): Promise<void> {
    return this.lists.education.remove(viewer, userId, id)
  }

  addDegree(viewer: Viewer, userId: number, input: Out<typeof AcademicDegreeInput>, locale: Locale) {
    return this.lists.degrees.add(viewer, userId, input, locale)
  }

  replaceDegrees(viewer: Viewer, userId: number, items: Out<typeof AcademicDegreeList>, locale: Locale) {
    return this.lists.degrees.replace(viewer, userId, items, locale)
  }

  addContact(viewer: Viewer, userId: number, input: Out<typeof ContactInput>, locale: Locale) {
    return this.lists.contacts.add(viewer, userId, input, locale)
  }

  changeContact(viewer: Viewer, userId: number, id: number, input: Out<typeof ContactInput>, locale: Locale) {
    return this.lists.contacts.change(viewer, userId, id, input, locale)
  }

  removeContact(viewer: Viewer, userId: number, id: number): Promise<void> {
    return this.lists.contacts.remove(viewer, userId, id)
  }

  // Interests name no catalogue references, so nothing of theirs is worded by locale.
  addInterest(viewer: Viewer, userId: number, input: Out<typeof ScientificInterestInput>) {
    return this.lists.interests.add(viewer, userId, input, DEFAULT_LOCALE)
  }

  replaceInterests(viewer: Viewer, userId: number, items: Out<typeof ScientificInterestList>) {
    return this.lists.interests.replace(viewer, userId, items, DEFAULT_LOCALE)
  }

  private canSee(viewer: Viewer, userId: number) {
    return this.profiles.visibility(viewer, userId)
  }
}
