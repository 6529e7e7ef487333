import { type ListingCard, ListingCategory, ListingKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  filtersFromParams,
  formatPrice,
  galleryStep,
  isFiltered,
  listingsOf,
  moved,
  nextPageOf,
  paramsFromFilters,
  pickImages,
  withPriceCurrency,
} from './model'

// Intl puts narrow no-break spaces in grouped numbers; compare with plain ones.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('writes a whole amount without cents, in the reader language', () => {
    expect(plain(formatPrice({ amount: '1500', currency: 'RUB' }, 'ru'))).toBe('1 500 ₽')
    expect(plain(formatPrice({ amount: '1500', currency: 'USD' }, 'en'))).toBe('$1,500')
  })

  it('keeps two decimals when the amount has any', () => {
    expect(plain(formatPrice({ amount: '12.5', currency: 'EUR' }, 'en'))).toBe('€12.50')
    expect(plain(formatPrice({ amount: '999999999999.99', currency: 'USD' }, 'en'))).toBe(
      '$999,999,999,999.99',
    )
  })

  it('writes an amount the server keeps with zero cents as a whole one', () => {
    expect(plain(formatPrice({ amount: '1500.00', currency: 'RUB' }, 'ru'))).toBe('1 500 ₽')
    expect(plain(formatPrice({ amount: '12.50', currency: 'USD' }, 'en'))).toBe('$12.50')
  })

  it('answers null for a negotiable price', () => {
    expect(formatPrice(null, 'ru')).toBeNull()
  })
})

describe('filters in the URL', () => {
  it('round-trips every filter, so a shared link opens the same search', () => {
    const filters = {
      query: 'mass spectrometry',
      kind: ListingKind.Request,
      category: ListingCategory.EquipmentTime,
      remote: true,
      currency: 'EUR' as const,
      priceMin: '10',
      priceMax: '200.50',
      mine: true,
    }
    const params = paramsFromFilters(filters)
    expect(params.toString()).toBe(
      'query=mass+spectrometry&kind=2&category=2&remote=1&currency=EUR&priceMin=10&priceMax=200.50&mine=1',
    )
    expect(filtersFromParams(params)).toEqual(filters)
  })

  it('leaves out empty and default values', () => {
    expect(paramsFromFilters({ query: '  ', remote: false, mine: false }).toString()).toBe('')
  })

  it('drops a field the contract refuses and keeps the rest', () => {
    const params = new URLSearchParams('kind=9&category=3&priceMin=abc&currency=XXX&query=pipettes')
    expect(filtersFromParams(params)).toEqual({ category: ListingCategory.Reagents, query: 'pipettes' })
  })

  it('says whether the list is narrowed (the own tab alone is not a filter)', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ mine: true })).toBe(false)
    expect(isFiltered({ remote: true })).toBe(true)
  })

  it('gives a price bound a currency when none was picked', () => {
    expect(withPriceCurrency({ priceMin: '5' })).toEqual({ priceMin: '5', currency: 'RUB' })
    expect(withPriceCurrency({ priceMax: '5', currency: 'USD' })).toEqual({ priceMax: '5', currency: 'USD' })
    expect(withPriceCurrency({ query: 'x' })).toEqual({ query: 'x' })
  })
})

describe('pages', () => {
  const page = (ids: number[], hasMore: boolean) => ({
    count: 99,
    hasMore,
    canModerate: false,
    elements: ids.map((id) => ({ id }) as ListingCard),
  })

  it('asks for the next numbered page while the last said more', () => {
    expect(nextPageOf(page([1], true), [page([1], true)])).toBe(2)
    expect(nextPageOf(page([2], false), [page([1], true), page([2], false)])).toBeUndefined()
  })

  it('shows a listing once when a new one shifted the pages', () => {
    expect(listingsOf([page([3, 2], true), page([2, 1], false)]).map((item) => item.id)).toEqual([3, 2, 1])
  })
})

describe('images', () => {
  const file = (type: string) => ({ type })

  it('refuses other types one by one', () => {
    const gif = file('image/gif')
    const result = pickImages(0, [file('image/png'), gif, file('image/jpeg')])
    expect(result.accepted).toHaveLength(2)
    expect(result.refusedType).toEqual([gif])
    expect(result.overLimit).toBe(false)
  })

  it('takes only what fits under 8 images', () => {
    const result = pickImages(7, [file('image/png'), file('image/png')])
    expect(result.accepted).toHaveLength(1)
    expect(result.overLimit).toBe(true)
  })

  it('moves an image left or right, and not past an end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
  })

  it('steps the gallery around both ends', () => {
    expect(galleryStep(0, -1, 3)).toBe(2)
    expect(galleryStep(2, 1, 3)).toBe(0)
    expect(galleryStep(0, 1, 0)).toBe(0)
  })
})
