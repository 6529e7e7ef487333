import { SEARCH_LIMITS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { hasNextPage, historyOf, savedSearchLabel, searchWords } from './model'
import { savedSearchToastKey } from './savedSearch.keys'
import { savedSearch } from './test-data'

describe('searchWords', () => {
  it('joins the words, the author and the keywords a person typed', () => {
    expect(searchWords({ message: ' радий ', author: 'Кюри', keywords: 'физика, химия' })).toBe(
      'радий · Кюри · физика, химия',
    )
  })

  it('is empty for a search of filters alone', () => {
    expect(searchWords({ typeId: [1], pdf: true, message: '  ' })).toBe('')
  })

  it('is cut to the longest name the server takes', () => {
    expect(searchWords({ message: 'я'.repeat(600) })).toHaveLength(SEARCH_LIMITS.savedNameMax)
  })
})

describe('savedSearchLabel', () => {
  it('is the name when there is one, else the words', () => {
    expect(savedSearchLabel(savedSearch(1, { name: 'Радий' }))).toBe('Радий')
    expect(savedSearchLabel(savedSearch(1, { name: '  ' }))).toBe('радий 1')
    expect(savedSearchLabel(savedSearch(1))).toBe('радий 1')
  })
})

describe('historyOf', () => {
  it('keeps the searches not kept, in the order of the pages', () => {
    const pages = [
      [savedSearch(1, { bookmarked: false }), savedSearch(2)],
      [savedSearch(3, { bookmarked: false })],
    ]
    expect(historyOf(pages).map((search) => search.request.message)).toEqual(['радий 1', 'радий 3'])
  })
})

describe('hasNextPage', () => {
  it('expects another page only after a full one', () => {
    expect(hasNextPage([1, 2], 2)).toBe(true)
    expect(hasNextPage([1], 2)).toBe(false)
    expect(hasNextPage([], 2)).toBe(false)
  })
})

describe('savedSearchToastKey', () => {
  it('is one per search and item', () => {
    const a = savedSearchToastKey({ savedSearchId: 's1', publicationId: 'p1' })
    expect(savedSearchToastKey({ savedSearchId: 's1', publicationId: 'p1' })).toBe(a)
    expect(savedSearchToastKey({ savedSearchId: 's1', publicationId: 'p2' })).not.toBe(a)
    expect(savedSearchToastKey({ savedSearchId: 's2', publicationId: 'p1' })).not.toBe(a)
  })
})
