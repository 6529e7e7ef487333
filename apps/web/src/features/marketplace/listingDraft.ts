import {
  CURRENCIES,
  type Currency,
  type Listing,
  ListingCategory,
  type ListingCreate,
  ListingKind,
} from '@nauka/contracts'

/** The editor's fields as typed: a price is its amount text and currency, or "negotiable". */
export type ListingDraft = {
  kind: ListingKind
  category: ListingCategory
  title: string
  description: string
  negotiable: boolean
  amount: string
  currency: Currency
  location: string
  remote: boolean
}

/** A new listing's empty form, or an edited one's values. */
export const draftOf = (listing?: Listing): ListingDraft => ({
  kind: listing?.kind ?? ListingKind.Offer,
  category: listing?.category ?? ListingCategory.Services,
  title: listing?.title ?? '',
  description: listing?.description ?? '',
  negotiable: listing ? listing.price === null : false,
  amount: listing?.price?.amount ?? '',
  currency: listing?.price?.currency ?? CURRENCIES[0],
  location: listing?.location ?? '',
  remote: listing?.remote ?? false,
})

/** What the contract checks and the server gets: blank texts as null, the pictures in order. */
export const inputOf = (draft: ListingDraft, images: readonly string[]): ListingCreate => ({
  kind: draft.kind,
  category: draft.category,
  title: draft.title,
  description: draft.description,
  price: draft.negotiable ? null : { amount: draft.amount.trim(), currency: draft.currency },
  location: draft.location.trim() || null,
  remote: draft.remote,
  images: [...images],
})
