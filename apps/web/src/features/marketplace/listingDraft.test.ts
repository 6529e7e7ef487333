import { ListingCreate } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { draftOf, inputOf } from './listingDraft'

describe('the listing form', () => {
  const filled = { ...draftOf(), title: 'NMR time', description: 'Two hours a week', amount: ' 1500 ' }

  it('sends the price with its currency, or null when negotiable', () => {
    expect(inputOf(filled, []).price).toEqual({ amount: '1500', currency: 'RUB' })
    expect(inputOf({ ...filled, negotiable: true }, []).price).toBeNull()
  })

  it('asks for a place or remote (the contract message under the place)', () => {
    const result = ListingCreate.safeParse(inputOf(filled, []))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('location')
    expect(ListingCreate.safeParse(inputOf({ ...filled, remote: true }, [])).success).toBe(true)
    expect(ListingCreate.safeParse(inputOf({ ...filled, location: 'Novosibirsk' }, [])).success).toBe(true)
  })

  it('refuses a price that is not an exact amount', () => {
    const result = ListingCreate.safeParse(inputOf({ ...filled, remote: true, amount: '12,5' }, []))
    expect(result.error?.issues[0]?.path.join('.')).toBe('price.amount')
  })

  it('starts an edit from the listing, a null price as negotiable', () => {
    const draft = draftOf({
      price: null,
      location: null,
      remote: true,
      title: 'x',
      description: 'y',
      kind: 2,
      category: 3,
    } as never)
    expect(draft).toMatchObject({ negotiable: true, amount: '', currency: 'RUB', location: '', kind: 2 })
  })
})
