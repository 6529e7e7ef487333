import {
  type Currency,
  type EntityShortInfo,
  fileUrl,
  type Listing,
  type ListingCard,
  type ListingCategory,
  type ListingKind,
  type ListingStatus,
  listingPath,
  type MessageListing,
  type Price,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { UserSummary } from '../follow/follow.present'
import { presentAuthor } from '../posts/posts.present'
import { findImagesOf, findListings, type ListingRow } from './listings.queries'

/** The table's checks hold kind, category and status to the contract's values. */
const kindOf = (row: ListingRow) => row.kind as ListingKind
const statusOf = (row: ListingRow) => row.status as ListingStatus

/** The exact amount as PostgreSQL wrote it (numeric as text), never through a float. */
export const presentPrice = (row: Pick<ListingRow, 'priceAmount' | 'currency'>): Price | null =>
  row.priceAmount !== null && row.currency !== null
    ? { amount: row.priceAmount, currency: row.currency as Currency }
    : null

/** A listing's image files, each listing's in order. */
export async function imagesOf(db: Db, listingIds: number[]): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>()
  for (const image of await findImagesOf(db, listingIds)) {
    const list = images.get(image.listingId) ?? []
    list.push(image.fileId)
    images.set(image.listingId, list)
  }
  return images
}

const firstImageUrl = (imageIds: readonly string[] | undefined) =>
  imageIds?.[0] === undefined ? null : fileUrl(imageIds[0])

export function presentCard(
  row: ListingRow,
  imageIds: readonly string[] | undefined,
  author: UserSummary | undefined,
): ListingCard {
  return {
    id: row.id,
    kind: kindOf(row),
    category: row.category as ListingCategory,
    title: row.title,
    price: presentPrice(row),
    location: row.location,
    remote: row.remote,
    status: statusOf(row),
    imageUrl: firstImageUrl(imageIds),
    author: presentAuthor(row.authorId, author) satisfies EntityShortInfo,
    createdAt: row.createdAt.toISOString(),
    link: listingPath(row.id),
  }
}

/** A listing's page as one reader sees it. */
export function presentListing(
  row: ListingRow,
  imageIds: readonly string[],
  author: UserSummary | undefined,
  reader: { isAuthor: boolean; reported: boolean },
): Listing {
  return {
    ...presentCard(row, imageIds, author),
    description: row.description,
    images: imageIds.map((id) => ({ id, url: fileUrl(id) })),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    ...reader,
  }
}

/**
 * The listings chat messages are about, as the messages show them (the chat's presenter asks, in
 * one batch for a page of messages). A listing deleted meanwhile is simply absent.
 */
export async function messageListings(db: Db, listingIds: number[]): Promise<Map<number, MessageListing>> {
  const ids = [...new Set(listingIds)]
  if (ids.length === 0) return new Map()
  const rows = await findListings(db, ids)
  const images = await imagesOf(db, ids)
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        kind: kindOf(row),
        price: presentPrice(row),
        status: statusOf(row),
        imageUrl: firstImageUrl(images.get(row.id)),
        link: listingPath(row.id),
      },
    ]),
  )
}
