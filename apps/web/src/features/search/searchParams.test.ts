import { SearchMessage } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { checkSearch, criteriaFromParams, hasQuery, paramsFromCriteria, rawFromParams } from './searchParams'

const check = (query: string) => checkSearch(rawFromParams(new URLSearchParams(query)))

describe('search URL ↔ criteria', () => {
  it('reads every field of a detailed search and writes the same URL back', () => {
    const query =
      'message=%D0%BD%D0%B5%D0%B9%D1%80%D0%BE%D1%81%D0%B5%D1%82%D0%B8&kind=posts&size=full&author=Ivanov' +
      '&keywords=graph+models&startYear=2001&endYear=2020&startPublicationDate=2020-01-01' +
      '&endPublicationDate=2021-02-03&typeId=1%2C3&scienceArea=7&lang=2&pdf=true'
    const criteria = criteriaFromParams(new URLSearchParams(query))
    expect(criteria).toEqual({
      message: 'нейросети',
      kind: 'posts',
      size: 'full',
      author: 'Ivanov',
      keywords: 'graph models',
      startYear: 2001,
      endYear: 2020,
      startPublicationDate: '2020-01-01',
      endPublicationDate: '2021-02-03',
      typeId: [1, 3],
      scienceArea: [7],
      lang: [2],
      pdf: true,
    })
    expect(paramsFromCriteria(criteria).toString()).toBe(query)
  })

  it('leaves the defaults out, so a plain search has a short URL', () => {
    const criteria = criteriaFromParams(new URLSearchParams('message=graph'))
    expect(criteria).toMatchObject({ kind: 'publications', size: 'short', message: 'graph' })
    expect(paramsFromCriteria(criteria).toString()).toBe('message=graph')
    expect(paramsFromCriteria({ ...criteria, pdf: false, typeId: [] }).toString()).toBe('message=graph')
  })

  it('takes lists as repeated keys too', () => {
    expect(criteriaFromParams(new URLSearchParams('typeId=1&typeId=4,5')).typeId).toEqual([1, 4, 5])
  })

  it('keeps the SPEC 5 date messages of bad fields and runs the rest of the search', () => {
    const { criteria, errors } = check(
      'message=x&startPublicationDate=2020-02-31&endYear=999&keywords=a+b+c+d+e+f',
    )
    expect(errors).toEqual({
      startPublicationDate: SearchMessage.invalidDate,
      endYear: SearchMessage.dateBelowMin,
      keywords: SearchMessage.tooManyKeywords,
    })
    expect(criteria).toMatchObject({ message: 'x' })
    expect(criteria.startPublicationDate).toBeUndefined()
  })

  it('reports a date after today as above the maximum', () => {
    expect(check('endPublicationDate=2999-01-01').errors).toEqual({
      endPublicationDate: SearchMessage.dateAboveMax,
    })
  })

  it('reports an end before its start on the end field', () => {
    const { criteria, errors } = check(
      'startYear=2010&endYear=2005&startPublicationDate=2021-05-01&endPublicationDate=2021-01-01',
    )
    expect(errors).toEqual({
      endYear: SearchMessage.dateBelowMin,
      endPublicationDate: SearchMessage.dateBelowMin,
    })
    expect(criteria).toMatchObject({ startYear: 2010, startPublicationDate: '2021-05-01' })
  })

  it('takes an empty field of the form as not asked, not as a bad date', () => {
    const { criteria, errors } = checkSearch({
      message: 'x',
      endYear: '',
      startPublicationDate: '  ',
      author: '',
      typeId: [],
    })
    expect(errors).toEqual({})
    expect(criteria).toEqual(checkSearch({ message: 'x' }).criteria)
  })

  it('drops what it cannot read without a message (a hand-edited kind)', () => {
    const { criteria, errors } = check('kind=cats&message=x')
    expect(errors).toEqual({})
    expect(criteria.kind).toBe('publications')
  })

  it('tells an empty search from a real one', () => {
    expect(hasQuery(criteriaFromParams(new URLSearchParams('kind=posts&size=full')))).toBe(false)
    expect(hasQuery(criteriaFromParams(new URLSearchParams('pdf=true')))).toBe(true)
  })
})
