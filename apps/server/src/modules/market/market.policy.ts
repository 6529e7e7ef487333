import { ListingStatus } from '@nauka/contracts'
import type { RequestUser } from '../../platform/auth-guard'

export type Reader = Pick<RequestUser, 'id'> | null
type ListingLike = { authorId: number; status: number }

/** The message keys of the marketplace's refusals (texts in platform/i18n/messages.ts). */
export const MarketRule = {
  notFound: 'market.notFound',
  notAuthor: 'market.notAuthor',
  imageNotFound: 'market.imageNotFound',
  imageNotOwned: 'market.imageNotOwned',
  imageType: 'market.imageType',
  imageAttached: 'market.imageAttached',
  contactSelf: 'market.contactSelf',
  notOpen: 'market.notOpen',
  reportOwn: 'market.reportOwn',
  reportedAlready: 'market.reportedAlready',
  notModerator: 'market.notModerator',
  reportNotFound: 'market.reportNotFound',
  reportResolved: 'market.reportResolved',
  priceRangeCurrency: 'market.priceRangeCurrency',
} as const

/** Listing images are pictures a browser shows as they are. */
export const LISTING_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg']

/** A moderator: one of the configured e-mails (compared without case), confirmed by its owner. */
export const isMarketModerator = (
  user: Pick<RequestUser, 'email' | 'emailVerified'> | null,
  moderatorEmails: ReadonlySet<string>,
): boolean =>
  user?.emailVerified === true && user.email !== null && moderatorEmails.has(user.email.toLowerCase())

/**
 * Who reads a listing: an open one everyone, visitors too; a closed one its author, the moderators
 * and whoever holds a chat message about it (`hasMessage`); a hidden one its author and the
 * moderators. Anyone else is told it does not exist.
 */
export function canReadListing(
  reader: Reader,
  listing: ListingLike,
  moderator: boolean,
  hasMessage: boolean,
): boolean {
  if (listing.status === ListingStatus.Open) return true
  if (reader === null) return false
  if (reader.id === listing.authorId || moderator) return true
  return listing.status === ListingStatus.Closed && hasMessage
}

/** Whether reading needs the chat lookup at all: only a closed listing read by someone else. */
export const needsMessageLookup = (reader: Reader, listing: ListingLike, moderator: boolean): boolean =>
  reader !== null && listing.status === ListingStatus.Closed && reader.id !== listing.authorId && !moderator

/** Only the author edits, closes and reopens a listing. */
export const canEditListing = (reader: Reader, listing: Pick<ListingLike, 'authorId'>): boolean =>
  reader !== null && reader.id === listing.authorId

/** The status after the author's change: a hidden listing stays hidden whatever they send. */
export const statusAfterEdit = (current: number, requested: number | undefined): number =>
  current === ListingStatus.Hidden ? current : (requested ?? current)

/** Why the reader may not write to the author about the listing (409), or null when they may. */
export function contactRefusal(reader: Pick<RequestUser, 'id'>, listing: ListingLike): string | null {
  if (reader.id === listing.authorId) return MarketRule.contactSelf
  return listing.status === ListingStatus.Open ? null : MarketRule.notOpen
}

/** A price range compares amounts of one currency only: without it, it means nothing. */
export const priceRangeRefusal = (query: {
  currency?: string
  priceMin?: string
  priceMax?: string
}): string | null =>
  (query.priceMin !== undefined || query.priceMax !== undefined) && query.currency === undefined
    ? MarketRule.priceRangeCurrency
    : null
