import {
  hasMore,
  type Listing,
  type ListingCard,
  type ListingCreate,
  type ListingListQuery,
  type ListingPage,
  ListingStatus,
  type ListingUpdate,
  type Locale,
  SectionMessage,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors'
import type { RequestUser } from '../../platform/auth-guard'
import { AuthError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { AccountService } from '../auth/account.service'
import type { GatedRead, Viewer } from '../files/files.policy'
import type { FilesService } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import { checkImages, imageAttachedElsewhere } from './listings.images'
import { imagesOf, presentCard, presentListing } from './listings.present'
import {
  findListing,
  findListingOfFile,
  hasMessageAbout,
  insertListing,
  type ListingRow,
  type ListingValues,
  listListings,
  lockListing,
  replaceImages,
  updateListing,
} from './listings.queries'
import {
  canEditListing,
  canReadListing,
  MarketRule,
  needsMessageLookup,
  priceRangeRefusal,
  statusAfterEdit,
} from './market.policy'
import { hasReported } from './reports.queries'

type Create = z.output<typeof ListingCreate>
type Update = z.output<typeof ListingUpdate>
type ListQuery = z.output<typeof ListingListQuery>

export interface ListingsDeps {
  db: Db
  files: Pick<FilesService, 'findMany' | 'registerGate'>
  /** Names and images of users, from the profile module. */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  /** Whether the user is one of the marketplace's moderators (config `MARKET_MODERATOR_EMAILS`). */
  moderators: (user: Pick<RequestUser, 'email' | 'emailVerified'> | null) => boolean
  /** Accounts, for the moderators among those the files service names by id only. */
  users: Pick<AccountService, 'findUser'>
}

/** The columns a create or an edit writes: a price is its amount and currency, both or neither. */
const valuesOf = (body: Partial<Create>): Partial<ListingValues> => {
  const values: Partial<ListingValues> = {}
  if (body.kind !== undefined) values.kind = body.kind
  if (body.category !== undefined) values.category = body.category
  if (body.title !== undefined) values.title = body.title
  if (body.description !== undefined) values.description = body.description
  if (body.location !== undefined) values.location = body.location || null
  if (body.remote !== undefined) values.remote = body.remote
  if (body.price !== undefined) {
    values.priceAmount = body.price?.amount ?? null
    values.currency = body.price?.currency ?? null
  }
  return values
}

/** Marketplace listings: written by their authors, read by the rules of market.policy, listed and searched. */
export class ListingsService {
  constructor(private readonly deps: ListingsDeps) {
    // Images are read as their listing is: an open one's by visitors too.
    deps.files.registerGate((viewer, fileId) => this.gateImage(viewer, fileId))
  }

  isModerator(user: RequestUser | null): boolean {
    return this.deps.moderators(user)
  }

  private async moderatorById(userId: number): Promise<boolean> {
    const user = await this.deps.users.findUser(userId)
    return (
      user !== undefined &&
      this.deps.moderators({ email: user.email, emailVerified: user.emailVerifiedAt !== null })
    )
  }

  /** `POST /market/listings`: an open listing of the author's, with their images. */
  async create(user: RequestUser, locale: Locale, body: Create): Promise<Listing> {
    const row = await this.imagesTransaction(async (tx) => {
      const images = await checkImages({ db: tx, files: this.deps.files }, user.id, null, body.images, locale)
      const created = await insertListing(tx, user.id, valuesOf(body) as ListingValues)
      await replaceImages(tx, created.id, images)
      return created
    })
    return this.page(user, row)
  }

  /**
   * `PATCH /market/listings/{id}`: what the author sends changes; the result must still say where
   * (a place, or remote). Others: 403 when they may read it, else 404.
   */
  async update(user: RequestUser, locale: Locale, id: number, body: Update): Promise<Listing> {
    const current = await this.readable(user, id)
    if (!canEditListing(user, current)) throw new ForbiddenError(MarketRule.notAuthor)
    const values = valuesOf(body)
    const location = values.location !== undefined ? values.location : current.location
    const remote = values.remote ?? current.remote
    if (!location && !remote)
      throw new ValidationError(
        [{ field: 'location', message: translate(locale, SectionMessage.listingNoPlace) }],
        SectionMessage.listingNoPlace,
      )
    const row = await this.imagesTransaction(async (tx) => {
      // Locked, so a moderator hiding it meanwhile is not undone by the author's reopening.
      const locked = await lockListing(tx, id)
      if (!locked) return undefined
      if (body.images !== undefined) {
        const images = await checkImages({ db: tx, files: this.deps.files }, user.id, id, body.images, locale)
        await replaceImages(tx, id, images)
      }
      return updateListing(tx, id, { ...values, status: statusAfterEdit(locked.status, body.status) })
    })
    if (!row) throw new NotFoundError(MarketRule.notFound)
    return this.page(user, row)
  }

  /** `GET /market/listings/{id}`. */
  async read(reader: RequestUser | null, id: number): Promise<Listing> {
    return this.page(reader, await this.readable(reader, id))
  }

  /**
   * The listing if the reader may read it (market.policy); 404 otherwise, as if it did not exist.
   * The contact and the reports start here too.
   */
  async readable(reader: RequestUser | null, id: number): Promise<ListingRow> {
    const row = await findListing(this.deps.db, id)
    if (!row || !(await this.mayRead(reader, row, this.deps.moderators(reader))))
      throw new NotFoundError(MarketRule.notFound)
    return row
  }

  private async mayRead(reader: Viewer, row: ListingRow, moderator: boolean): Promise<boolean> {
    const hasMessage =
      reader !== null && needsMessageLookup(reader, row, moderator)
        ? await hasMessageAbout(this.deps.db, row.id, reader.id)
        : false
    return canReadListing(reader, row, moderator, hasMessage)
  }

  /**
   * `GET /market/listings`: open listings by words and filters; `author` one person's open ones;
   * `mine` all of the reader's own, in any status. A price range needs its currency.
   */
  async list(reader: RequestUser | null, locale: Locale, query: ListQuery): Promise<ListingPage> {
    const refusal = priceRangeRefusal(query)
    if (refusal)
      throw new ValidationError([{ field: 'currency', message: translate(locale, refusal) }], refusal)
    if (query.mine && !reader) throw new AuthError()
    const mine = query.mine === true && reader !== null
    const { rows, count } = await listListings(this.deps.db, {
      words: query.query || undefined,
      kind: query.kind,
      category: query.category,
      remote: query.remote,
      currency: query.currency,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      authorId: mine ? reader.id : query.author,
      openOnly: !mine,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
    return {
      count,
      elements: await this.cards(rows),
      hasMore:
        hasMore(rows.length, query.pageSize) && (query.page - 1) * query.pageSize + rows.length < count,
      canModerate: this.deps.moderators(reader),
    }
  }

  /** Listings as lists show them: their first images and authors in one batch each. */
  async cards(rows: ListingRow[]): Promise<ListingCard[]> {
    const images = await imagesOf(
      this.deps.db,
      rows.map((row) => row.id),
    )
    const authors = await this.deps.summaries([...new Set(rows.map((row) => row.authorId))])
    return rows.map((row) => presentCard(row, images.get(row.id), authors.get(row.authorId)))
  }

  private async page(reader: RequestUser | null, row: ListingRow): Promise<Listing> {
    const images = await imagesOf(this.deps.db, [row.id])
    const authors = await this.deps.summaries([row.authorId])
    const reported = reader ? await hasReported(this.deps.db, row.id, reader.id) : false
    return presentListing(row, images.get(row.id) ?? [], authors.get(row.authorId), {
      isAuthor: reader?.id === row.authorId,
      reported,
    })
  }

  /** The files service's gate: a listing's image is read by whoever may read the listing, visitors too. */
  private async gateImage(viewer: Viewer, fileId: string): Promise<GatedRead | null> {
    const row = await findListingOfFile(this.deps.db, fileId)
    if (!row) return null
    // The files service knows only the viewer's id: their account tells whether they moderate.
    const moderator =
      viewer !== null && row.status !== ListingStatus.Open && viewer.id !== row.authorId
        ? await this.moderatorById(viewer.id)
        : false
    // Refused here, the file is still the files service's to judge: its owner, or another module
    // the same file is attached to, may let the viewer in; else a visitor hears 401, others 404.
    return (await this.mayRead(viewer, row, moderator)) ? { decision: 'allow' } : null
  }

  /**
   * An image taken by a concurrent request meanwhile hits the unique file id: 409 as the check does.
   * One the orphan cleanup deleted after the check saw it hits the file's foreign key (the listing's
   * own row is new or locked): 404 as for an image already gone, asking to upload it again.
   */
  private async imagesTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(work)
    } catch (err) {
      if (isUniqueViolation(err)) throw imageAttachedElsewhere()
      if (isForeignKeyViolation(err)) throw new NotFoundError(MarketRule.imageNotFound)
      throw err
    }
  }
}
