import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { pageOf } from './paging'
import { EntityShortInfo } from './posts'
import { Id, pageQuery, QueryFlag, text } from './primitives'
import { REQUIRED, SectionMessage } from './validation/keys'
import { required } from './validation/required'

/**
 * Issue 18: the marketplace of scientific services: offers and requests of services, equipment
 * time, reagents, consulting, translation and editing. Its author edits, closes and reopens a
 * listing; readers report one, and the platform's moderators (named in configuration) hide it or
 * keep it.
 */

export const MARKET_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMax: 10_000,
  locationMax: 200,
  imagesMax: 8,
  reportCommentMax: 1_000,
  contactTextMax: 2_000,
  queryMax: 100,
} as const

export const ListingKind = { Offer: 1, Request: 2 } as const
export type ListingKind = (typeof ListingKind)[keyof typeof ListingKind]

export const ListingCategory = {
  Services: 1,
  EquipmentTime: 2,
  Reagents: 3,
  Consulting: 4,
  Translation: 5,
  Editing: 6,
  Other: 7,
} as const
export type ListingCategory = (typeof ListingCategory)[keyof typeof ListingCategory]

/** Open; closed by its author (they may reopen it); hidden by a moderator after a report. */
export const ListingStatus = { Open: 1, Closed: 2, Hidden: 3 } as const
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus]

export const ReportReason = { Spam: 1, Fraud: 2, Prohibited: 3, Other: 4 } as const
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason]

/** A moderator's decision on a report: the listing hidden, or kept. */
export const ReportResolution = { Hidden: 1, Kept: 2 } as const
export type ReportResolution = (typeof ReportResolution)[keyof typeof ReportResolution]

/** The currencies a price may be in (ISO 4217). */
export const CURRENCIES = ['RUB', 'USD', 'EUR', 'CNY', 'KZT', 'BYN'] as const
export type Currency = (typeof CURRENCIES)[number]

/** The web route of a listing's page. */
export const listingPath = (listingId: number): string => `/marketplace/${listingId}`

const Kind = z.union([z.literal(ListingKind.Offer), z.literal(ListingKind.Request)])
const Category = z.union([
  z.literal(ListingCategory.Services),
  z.literal(ListingCategory.EquipmentTime),
  z.literal(ListingCategory.Reagents),
  z.literal(ListingCategory.Consulting),
  z.literal(ListingCategory.Translation),
  z.literal(ListingCategory.Editing),
  z.literal(ListingCategory.Other),
])
const Status = z.union([
  z.literal(ListingStatus.Open),
  z.literal(ListingStatus.Closed),
  z.literal(ListingStatus.Hidden),
])
const Reason = z.union([
  z.literal(ReportReason.Spam),
  z.literal(ReportReason.Fraud),
  z.literal(ReportReason.Prohibited),
  z.literal(ReportReason.Other),
])

/** A decimal amount as text (exact money, never a float): up to 12 digits, and 2 after the point. */
export const Amount = text().regex(/^\d{1,12}(\.\d{1,2})?$/, { message: SectionMessage.listingPrice })

/** A price; a listing without one is "negotiable". */
export const Price = z.object({ amount: Amount, currency: z.enum(CURRENCIES) })
export type Price = z.infer<typeof Price>

const Title = required(REQUIRED.listingTitle).min(MARKET_LIMITS.titleMin).max(MARKET_LIMITS.titleMax)
const Description = required(REQUIRED.listingDescription).max(MARKET_LIMITS.descriptionMax)
const Location = text().trim().max(MARKET_LIMITS.locationMax)
/** Uploaded images (`POST /files`, png or jpeg) of the author, in order. */
const Images = z
  .array(z.guid())
  .max(MARKET_LIMITS.imagesMax)
  .refine((ids) => new Set(ids).size === ids.length)

/** `POST /market/listings` (201): somewhere, or remote, or both. */
export const ListingCreate = z
  .object({
    kind: Kind,
    category: Category,
    title: Title,
    description: Description,
    price: Price.nullable().default(null),
    location: Location.nullable().default(null),
    remote: z.boolean().default(false),
    images: Images.default([]),
  })
  .refine((listing) => Boolean(listing.location) || listing.remote, {
    path: ['location'],
    message: SectionMessage.listingNoPlace,
  })
export type ListingCreate = z.input<typeof ListingCreate>

/**
 * `PATCH /market/listings/{id}`, by its author: what is sent changes; `status` closes (2) or
 * reopens (1) it. A hidden listing stays hidden whatever its author sends.
 */
export const ListingUpdate = z
  .object({
    kind: Kind.optional(),
    category: Category.optional(),
    title: Title.optional(),
    description: Description.optional(),
    price: Price.nullable().optional(),
    location: Location.nullable().optional(),
    remote: z.boolean().optional(),
    images: Images.optional(),
    status: z.union([z.literal(ListingStatus.Open), z.literal(ListingStatus.Closed)]).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: SectionMessage.nothingToChange,
  })
export type ListingUpdate = z.input<typeof ListingUpdate>

export const ListingIdParams = z.object({ id: z.coerce.number().pipe(Id) })
export const ListingReportParams = z.object({ id: z.coerce.number().pipe(Id) })

export const ListingImage = z.object({ id: z.string(), url: z.string() })
export type ListingImage = z.infer<typeof ListingImage>

/** A listing as a list shows it. */
export const ListingCard = z.object({
  id: z.number().int(),
  kind: Kind,
  category: Category,
  title: z.string(),
  price: Price.nullable(),
  location: z.string().nullable(),
  remote: z.boolean(),
  status: Status,
  /** Its first image, if any. */
  imageUrl: z.string().nullable(),
  author: EntityShortInfo,
  createdAt: z.string(),
  link: z.string(),
})
export type ListingCard = z.infer<typeof ListingCard>

/** A listing's page. */
export const Listing = ListingCard.extend({
  description: z.string(),
  images: z.array(ListingImage),
  updatedAt: z.string().nullable(),
  /** The reader wrote it: they edit, close and reopen it. */
  isAuthor: z.boolean(),
  /** The reader has reported it already. */
  reported: z.boolean(),
})
export type Listing = z.infer<typeof Listing>

export const ListingPage = pageOf(ListingCard).extend({
  /** The reader is one of the platform's moderators (they see the reports). */
  canModerate: z.boolean(),
})
export type ListingPage = z.infer<typeof ListingPage>

/**
 * `GET /market/listings`: open listings by words, kind, category, remote and price (in one
 * currency); `mine` the reader's own in any status; `author` one person's open ones.
 */
export const ListingListQuery = z.object({
  query: text().trim().max(MARKET_LIMITS.queryMax).optional(),
  kind: z.coerce.number().pipe(Kind).optional(),
  category: z.coerce.number().pipe(Category).optional(),
  remote: QueryFlag.optional(),
  currency: z.enum(CURRENCIES).optional(),
  priceMin: Amount.optional(),
  priceMax: Amount.optional(),
  author: z.coerce.number().pipe(Id).optional(),
  mine: QueryFlag.optional(),
  ...pageQuery(PAGE_SIZE.listings),
})
export type ListingListQuery = z.input<typeof ListingListQuery>

/** `POST /market/listings/{id}/contact`: the first words to its author (a default is written if none). */
export const ListingContact = z.object({ text: text().trim().max(MARKET_LIMITS.contactTextMax).optional() })
export type ListingContact = z.infer<typeof ListingContact>

/** The personal chat with the author, where the message about the listing now is. */
export const ListingContactAnswer = z.object({ dialogId: z.number().int(), messageId: z.number().int() })
export type ListingContactAnswer = z.infer<typeof ListingContactAnswer>

/** `POST /market/listings/{id}/reports` (201): once per reader and listing; not one's own. */
export const ListingReportCreate = z.object({
  reason: Reason,
  comment: text().trim().max(MARKET_LIMITS.reportCommentMax).default(''),
})
export type ListingReportCreate = z.input<typeof ListingReportCreate>

export const ListingReport = z.object({
  id: z.number().int(),
  listing: ListingCard,
  reporter: EntityShortInfo,
  reason: Reason,
  comment: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.union([z.literal(ReportResolution.Hidden), z.literal(ReportResolution.Kept)]).nullable(),
})
export type ListingReport = z.infer<typeof ListingReport>

export const ListingReportPage = pageOf(ListingReport)
export type ListingReportPage = z.infer<typeof ListingReportPage>

/** `GET /market/reports`, moderators only: open reports first (oldest first), or resolved ones. */
export const ListingReportsQuery = z.object({
  resolved: QueryFlag.default(false),
  ...pageQuery(PAGE_SIZE.listings),
})
export type ListingReportsQuery = z.input<typeof ListingReportsQuery>

/** `PATCH /market/reports/{id}`: hide the listing (every open report of it resolved) or keep it. */
export const ListingReportResolve = z.object({
  resolution: z.union([z.literal(ReportResolution.Hidden), z.literal(ReportResolution.Kept)]),
})
export type ListingReportResolve = z.infer<typeof ListingReportResolve>

/** The listing a chat message is about, as the message shows it. */
export const MessageListing = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: Kind,
  price: Price.nullable(),
  status: Status,
  imageUrl: z.string().nullable(),
  link: z.string(),
})
export type MessageListing = z.infer<typeof MessageListing>
