import {
  type Address,
  type AddressInput,
  type AddressPatch,
  type Author,
  type AuthorInput,
  Dictionary,
  GeneralErrorCode,
  type Locale,
  normalizeIdentifier,
  type ObjIdentifier,
  type ObjIdentifierInput,
  type ObjIdentifierPatch,
  type Organization,
  refId,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { AppError, NotFoundError } from '../../platform/errors'
import type { CatalogRefs } from '../catalog/catalog.refs'
import * as authorsDb from './authors.queries'
import { searchOrganizations } from './lookup.queries'
import { resolvePlace } from './places'
import { assertCanEditProfile, type Viewer } from './profile.policy'
import { presentAddress, presentAuthor, presentIdentifier } from './profile.present'
import * as profileDb from './profile.queries'
import type { ProfileService } from './profile.service'

type Out<T extends z.ZodType> = z.output<T>
type Lookup = { query: string; page: number; pageSize: number }

/** A blank lookup answers nothing and asks the database nothing (SPEC 5). */
const blank = (query: string) => query.trim() === ''

/** SPEC 7: addresses, authors and their identifiers, and the organization lookup. */
export class ProfileRecordsService {
  constructor(
    private readonly db: Db,
    private readonly refs: CatalogRefs,
    private readonly profiles: ProfileService,
  ) {}

  // ---- addresses

  async addAddress(viewer: Viewer, input: Out<typeof AddressInput>, locale: Locale): Promise<Address> {
    const ownerId = input.rObject ? (refId(input.rObject, Dictionary.user) ?? 0) : (viewer?.id ?? 0)
    assertCanEditProfile(viewer, ownerId)
    const place = await resolvePlace(this.refs, input, { country: 'cCountry', city: 'cCity' }, locale)
    const row = await profileDb.upsertAddress(this.db, ownerId, input.cType, {
      ...place,
      city: input.city?.trim() || null,
    })
    return presentAddress(row)
  }

  async changeAddress(viewer: Viewer, id: number, patch: Out<typeof AddressPatch>, locale: Locale) {
    const row = await this.ownAddress(viewer, id)
    const next = {
      cCountry: patch.cCountry === undefined ? row.cCountry : patch.cCountry,
      // A new country without a new city drops the old city, which lay in the old country.
      cCity: patch.cCity === undefined ? (patch.cCountry === undefined ? row.cCity : null) : patch.cCity,
    }
    const place = await resolvePlace(this.refs, next, { country: 'cCountry', city: 'cCity' }, locale)
    const city = patch.city === undefined ? row.city : patch.city?.trim() || null
    const updated = await profileDb.updateAddress(this.db, id, { ...place, city })
    if (!updated) throw new NotFoundError('profile.itemNotFound')
    return presentAddress(updated)
  }

  async removeAddress(viewer: Viewer, id: number): Promise<void> {
    const row = await this.ownAddress(viewer, id)
    await profileDb.deleteAddress(this.db, row.userId, id)
  }

  private async ownAddress(viewer: Viewer, id: number) {
    const row = await profileDb.findAddress(this.db, id)
    if (!row) throw new NotFoundError('profile.itemNotFound')
    assertCanEditProfile(viewer, row.userId)
    return row
  }

  // ---- authors

  async authorsOf(viewer: Viewer, userId: number | undefined): Promise<Author[]> {
    const owner = userId ?? viewer?.id ?? 0
    await this.profiles.requireUser(owner)
    return this.profiles.authorsOf(owner)
  }

  async addAuthor(
    viewer: Viewer,
    userId: number | undefined,
    input: Out<typeof AuthorInput>,
  ): Promise<Author> {
    const owner = userId ?? viewer?.id ?? 0
    assertCanEditProfile(viewer, owner)
    const row = await authorsDb.insertAuthor(this.db, owner, this.names(input))
    return presentAuthor(row, [])
  }

  async changeAuthor(viewer: Viewer, id: number, input: Out<typeof AuthorInput>): Promise<Author> {
    await this.ownAuthor(viewer, id)
    const row = await authorsDb.updateAuthor(this.db, id, this.names(input))
    if (!row) throw new NotFoundError('profile.itemNotFound')
    return presentAuthor(row, await authorsDb.findIdentifiersOf(this.db, [id]))
  }

  async removeAuthor(viewer: Viewer, id: number): Promise<void> {
    await this.ownAuthor(viewer, id)
    await authorsDb.deleteAuthor(this.db, id)
  }

  async findAuthors(query: Lookup): Promise<Author[]> {
    if (blank(query.query)) return []
    const rows = await authorsDb.searchAuthors(
      this.db,
      query.query,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    )
    const identifiers = await authorsDb.findIdentifiersOf(
      this.db,
      rows.map((r) => r.id),
    )
    return rows.map((row) => presentAuthor(row, identifiers))
  }

  /** Only the user an author belongs to may change it or its identifiers. */
  private async ownAuthor(viewer: Viewer, id: number) {
    const row = await authorsDb.findAuthor(this.db, id)
    if (!row) throw new NotFoundError('profile.itemNotFound')
    assertCanEditProfile(viewer, row.userId ?? 0)
    return row
  }

  private names(input: Out<typeof AuthorInput>) {
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName?.trim() || null,
    }
  }

  // ---- identifiers of authors (38:n)

  async addIdentifier(
    viewer: Viewer,
    input: Out<typeof ObjIdentifierInput>,
    locale: Locale,
  ): Promise<ObjIdentifier> {
    const author = await this.ownAuthor(viewer, refId(input.rObject, Dictionary.author) ?? 0)
    const values = await this.identifierValues(input, locale)
    return presentIdentifier(
      await this.unique(() => authorsDb.insertIdentifier(this.db, { authorId: author.id, ...values })),
    )
  }

  async changeIdentifier(viewer: Viewer, id: number, patch: Out<typeof ObjIdentifierPatch>, locale: Locale) {
    const row = await authorsDb.findIdentifier(this.db, id)
    if (!row) throw new NotFoundError('profile.itemNotFound')
    await this.ownAuthor(viewer, row.authorId)
    const values = await this.identifierValues(patch, locale)
    const updated = await this.unique(() => authorsDb.updateIdentifier(this.db, id, values))
    if (!updated) throw new NotFoundError('profile.itemNotFound')
    return presentIdentifier(updated)
  }

  async removeIdentifier(viewer: Viewer, id: number): Promise<void> {
    const row = await authorsDb.findIdentifier(this.db, id)
    if (!row) throw new NotFoundError('profile.itemNotFound')
    await this.ownAuthor(viewer, row.authorId)
    await authorsDb.deleteIdentifier(this.db, id, row.authorId)
  }

  private async identifierValues(input: { cIdentifier: string; value: string }, locale: Locale) {
    await this.refs.require([{ field: 'cIdentifier', ref: input.cIdentifier }], locale)
    return { cIdentifier: input.cIdentifier, value: normalizeIdentifier(input.cIdentifier, input.value) }
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'profile.identifier.exists' })
      throw err
    }
  }

  // ---- organizations

  async findOrganizations(query: Lookup): Promise<Organization[]> {
    if (blank(query.query)) return []
    return searchOrganizations(this.db, query.query, query.pageSize, (query.page - 1) * query.pageSize)
  }
}
