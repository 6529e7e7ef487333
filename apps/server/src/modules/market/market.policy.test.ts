import { ListingStatus } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  canEditListing,
  canReadListing,
  contactRefusal,
  isMarketModerator,
  MarketRule,
  needsMessageLookup,
  priceRangeRefusal,
  statusAfterEdit,
} from './market.policy'

const author = { id: 1 }
const other = { id: 2 }
const open = { authorId: 1, status: ListingStatus.Open }
const closed = { ...open, status: ListingStatus.Closed }
const hidden = { ...open, status: ListingStatus.Hidden }

describe('marketplace policy', () => {
  it('lets everyone read an open listing, visitors too', () => {
    expect(canReadListing(null, open, false, false)).toBe(true)
    expect(canReadListing(other, open, false, false)).toBe(true)
  })

  it('lets the author, a moderator and whoever holds a message about it read a closed listing', () => {
    expect(canReadListing(author, closed, false, false)).toBe(true)
    expect(canReadListing(other, closed, true, false)).toBe(true)
    expect(canReadListing(other, closed, false, true)).toBe(true)
    expect(canReadListing(other, closed, false, false)).toBe(false)
    expect(canReadListing(null, closed, false, false)).toBe(false)
  })

  it('lets only the author and the moderators read a hidden listing, a message about it is not enough', () => {
    expect(canReadListing(author, hidden, false, false)).toBe(true)
    expect(canReadListing(other, hidden, true, false)).toBe(true)
    expect(canReadListing(other, hidden, false, true)).toBe(false)
    expect(canReadListing(null, hidden, false, false)).toBe(false)
  })

  it('looks for a message only when a closed listing is read by someone else than the author or a moderator', () => {
    expect(needsMessageLookup(other, closed, false)).toBe(true)
    expect(needsMessageLookup(author, closed, false)).toBe(false)
    expect(needsMessageLookup(other, closed, true)).toBe(false)
    expect(needsMessageLookup(other, open, false)).toBe(false)
    expect(needsMessageLookup(other, hidden, false)).toBe(false)
    expect(needsMessageLookup(null, closed, false)).toBe(false)
  })

  it('lets only the author edit', () => {
    expect(canEditListing(author, open)).toBe(true)
    expect(canEditListing(other, open)).toBe(false)
    expect(canEditListing(null, open)).toBe(false)
  })

  it('closes and reopens at the author’s word, but a hidden listing stays hidden', () => {
    expect(statusAfterEdit(ListingStatus.Open, ListingStatus.Closed)).toBe(ListingStatus.Closed)
    expect(statusAfterEdit(ListingStatus.Closed, ListingStatus.Open)).toBe(ListingStatus.Open)
    expect(statusAfterEdit(ListingStatus.Closed, undefined)).toBe(ListingStatus.Closed)
    expect(statusAfterEdit(ListingStatus.Hidden, ListingStatus.Open)).toBe(ListingStatus.Hidden)
  })

  it('refuses contacting oneself and a listing that is not open', () => {
    expect(contactRefusal(other, open)).toBeNull()
    expect(contactRefusal(author, open)).toBe(MarketRule.contactSelf)
    expect(contactRefusal(other, closed)).toBe(MarketRule.notOpen)
    expect(contactRefusal(other, hidden)).toBe(MarketRule.notOpen)
  })

  it('wants a currency for a price range', () => {
    expect(priceRangeRefusal({})).toBeNull()
    expect(priceRangeRefusal({ currency: 'RUB' })).toBeNull()
    expect(priceRangeRefusal({ currency: 'RUB', priceMin: '1', priceMax: '2' })).toBeNull()
    expect(priceRangeRefusal({ priceMin: '1' })).toBe(MarketRule.priceRangeCurrency)
    expect(priceRangeRefusal({ priceMax: '1' })).toBe(MarketRule.priceRangeCurrency)
  })

  it('counts as moderators the confirmed configured e-mails, without case', () => {
    const emails = new Set(['mod@example.org'])
    expect(isMarketModerator({ email: 'Mod@Example.org', emailVerified: true }, emails)).toBe(true)
    expect(isMarketModerator({ email: 'mod@example.org', emailVerified: false }, emails)).toBe(false)
    expect(isMarketModerator({ email: 'me@example.org', emailVerified: true }, emails)).toBe(false)
    expect(isMarketModerator({ email: null, emailVerified: true }, emails)).toBe(false)
    expect(isMarketModerator(null, emails)).toBe(false)
  })
})
