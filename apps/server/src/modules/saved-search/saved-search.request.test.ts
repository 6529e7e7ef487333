import { SearchCriteria, SearchRequest } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { asksSomething, criteriaOf, requestKeyOf, searchLabelOf } from './saved-search.request'

const criteria = (input: Record<string, unknown>) => SearchCriteria.parse(input)

describe('requestKeyOf', () => {
  it('is the same for the same search sent in another order, page or size', () => {
    const a = requestKeyOf(criteriaOf(SearchRequest.parse({ message: 'сети', typeId: '3,1', pageNumber: 2 })))
    const b = requestKeyOf(criteria({ typeId: [1, 3, 3], size: 'full', message: 'сети', keywords: '' }))
    expect(a).toBe(b)
  })

  it('differs when the words, the filters or the kind differ', () => {
    const base = requestKeyOf(criteria({ message: 'сети' }))
    expect(requestKeyOf(criteria({ message: 'сеть' }))).not.toBe(base)
    expect(requestKeyOf(criteria({ message: 'сети', typeId: [1] }))).not.toBe(base)
    expect(requestKeyOf(criteria({ message: 'сети', kind: 'posts' }))).not.toBe(base)
  })

  it('treats pdf false as no filter', () => {
    expect(requestKeyOf(criteria({ message: 'x', pdf: false }))).toBe(
      requestKeyOf(criteria({ message: 'x' })),
    )
  })
})

describe('asksSomething', () => {
  it('is false for a search with nothing typed or filtered', () => {
    expect(asksSomething(criteria({}))).toBe(false)
    expect(
      asksSomething(criteria({ kind: 'people', size: 'full', message: '  ', typeId: [], pdf: false })),
    ).toBe(false)
  })

  it('is true for words, a name, a year or a filter', () => {
    expect(asksSomething(criteria({ message: 'сети' }))).toBe(true)
    expect(asksSomething(criteria({ author: 'Ivanov' }))).toBe(true)
    expect(asksSomething(criteria({ startYear: 2020 }))).toBe(true)
    expect(asksSomething(criteria({ pdf: true }))).toBe(true)
  })
})

describe('searchLabelOf', () => {
  it('is the name, else the words, else the author', () => {
    expect(searchLabelOf({ name: 'Мой поиск', request: criteria({ message: 'сети' }) })).toBe('Мой поиск')
    expect(searchLabelOf({ name: null, request: criteria({ message: 'сети' }) })).toBe('сети')
    expect(searchLabelOf({ name: null, request: criteria({ author: 'Иванов' }) })).toBe('Иванов')
  })
})

it('criteriaOf leaves the page out', () => {
  expect(criteriaOf(SearchRequest.parse({ message: 'a', pageNumber: 3, pageSize: 20 }))).not.toHaveProperty(
    'pageNumber',
  )
})
