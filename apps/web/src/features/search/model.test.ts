import { SearchCriteria } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { facetRows, hitsOf, nextPageOf, toggleValue, toggleYear, yearRows } from './model'
import { publicationHit, searchPage } from './search.test-data'

const base = SearchCriteria.parse({ message: 'graph' })

describe('search page state', () => {
  it('picks and drops a facet value, leaving the other filters', () => {
    const picked = toggleValue({ ...base, lang: [1] }, 'typeId', 2)
    expect(picked).toMatchObject({ typeId: [2], lang: [1] })
    expect(toggleValue(picked, 'typeId', 5).typeId).toEqual([2, 5])
    expect(toggleValue(picked, 'typeId', 2).typeId).toBeUndefined()
  })

  it('makes a year facet the one-year period, and drops it when picked again', () => {
    const picked = toggleYear(base, 2021)
    expect(picked).toMatchObject({ startYear: 2021, endYear: 2021 })
    expect(toggleYear(picked, 2021)).toMatchObject({ startYear: undefined, endYear: undefined })
    expect(
      yearRows(
        [
          { value: 2019, count: 3 },
          { value: 2021, count: 1 },
        ],
        picked,
      ),
    ).toEqual([
      { value: 2021, count: 1, picked: true },
      { value: 2019, count: 3, picked: false },
    ])
  })

  it('lists facet values by count and keeps a picked value the others left without results', () => {
    expect(
      facetRows(
        [
          { value: 1, count: 2 },
          { value: 3, count: 9 },
        ],
        [1, 7],
      ),
    ).toEqual([
      { value: 3, count: 9, picked: false },
      { value: 1, count: 2, picked: true },
      { value: 7, count: 0, picked: true },
    ])
  })

  it('shows a result once when a later page repeats it', () => {
    const pages = [
      searchPage([publicationHit(1), publicationHit(2)]),
      searchPage([publicationHit(2), publicationHit(3)]),
    ]
    expect(hitsOf(pages).map((hit) => hit.id)).toEqual(['1', '2', '3'])
  })

  it('asks for the next page only while the server says there is more', () => {
    expect(nextPageOf(searchPage([], { pageNumber: 2, hasMore: true }))).toBe(3)
    expect(nextPageOf(searchPage([], { pageNumber: 2, hasMore: false }))).toBeUndefined()
  })
})
