import { randomBytes } from 'node:crypto'
import {
  type FileDescriptor,
  FileUploadAnswer,
  Listing,
  ListingCategory,
  type ListingCreate,
  ListingKind,
  ListingReport,
  type ListingReportCreate,
  ReportReason,
} from '@nauka/contracts'
import type { Client } from '../../test/http'
import { upload } from '../posts/posts.fixtures'
import { pngImage } from '../profile/profile.fixtures'

export const LISTINGS = '/api/core/market/listings'
export const REPORTS = '/api/core/market/reports'

let counter = 0
/** A listing body with a unique title: a remote offer of services at no stated price. */
export const listingBody = (overrides: Partial<ListingCreate> = {}): ListingCreate => {
  counter += 1
  return {
    kind: ListingKind.Offer,
    category: ListingCategory.Services,
    title: `Listing ${counter} ${randomBytes(3).toString('hex')}`,
    description: 'What is offered, and on what terms.',
    remote: true,
    ...overrides,
  }
}

export async function createListing(
  client: Client,
  overrides: Partial<ListingCreate> = {},
): Promise<Listing> {
  const res = await client('POST', LISTINGS, listingBody(overrides))
  if (res.statusCode !== 201) throw new Error(`create listing failed: ${res.body}`)
  return Listing.parse(res.json())
}

export const LISTING_IMAGES = '/api/core/market/listing-images'

/** Uploads `n` PNG pictures for a listing, as its editor does, and answers their descriptors. */
export async function uploadImages(client: Client, n: number): Promise<FileDescriptor[]> {
  const png = await pngImage(8, 8)
  const res = await upload(
    client,
    Array.from({ length: n }, (_, i) => ({ name: `photo-${i}.png`, data: png })),
    LISTING_IMAGES,
  )
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
  return FileUploadAnswer.parse(res.json())
}

export async function reportListing(
  client: Client,
  listingId: number,
  body: ListingReportCreate = { reason: ReportReason.Spam, comment: 'Looks like spam' },
): Promise<ListingReport> {
  const res = await client('POST', `${LISTINGS}/${listingId}/reports`, body)
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`)
  return ListingReport.parse(res.json())
}
