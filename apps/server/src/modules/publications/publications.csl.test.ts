import { IdentifierType, type Publication } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { cslItemOf } from './publications.csl'

const ID = '6f1c2a4e-1b2c-4d3e-8f90-1a2b3c4d5e6f'
const PUBLIC_URL = 'https://nauka.example'

const publication = (metadata: Publication['metadata']): Publication => ({
  id: ID,
  uref: `210:${ID}`,
  metadata,
  authors: [],
  owner: { rEntity: '202:1', fullName: null, fullNameEn: null, imageUrl: null },
  contents: [],
  coverUrl: null,
  publishedAt: '2024-05-06T07:08:09.000Z',
  updatedAt: '2024-05-06T07:08:09.000Z',
  meta: { view_count: 0, download_count: 0 },
  link: `/publication/${ID}`,
  own: false,
})

const article = publication({
  cType: '39:1',
  title: 'Квантовые точки',
  authors: [
    { lastName: 'Иванов', firstName: 'Иван', middleName: 'Петрович' },
    { lastName: 'Petrov', firstName: 'Petr' },
  ],
  date: '2020-03-15',
  year: 2020,
  edition: 'Журнал физики',
  volume: '5',
  number: '2',
  pages: '10–20',
  place: 'Москва',
  publisher: 'Наука',
  identifiers: [
    { cIdentifier: IdentifierType.Doi, value: '10.1000/xyz123' },
    { cIdentifier: IdentifierType.Issn, value: '0044-4510' },
  ],
  abstract: 'Исследованы квантовые точки.',
  keywords: ['квантовые точки', 'полупроводники'],
})

describe('cslItemOf', () => {
  it('describes an article as a part of its journal (the form’s edition), with issue and pages', () => {
    expect(cslItemOf(article, { cslType: 'article-journal', languageCode: 'ru' }, PUBLIC_URL)).toEqual({
      id: ID,
      type: 'article-journal',
      title: 'Квантовые точки',
      author: [
        { family: 'Иванов', given: 'Иван Петрович' },
        { family: 'Petrov', given: 'Petr' },
      ],
      issued: { 'date-parts': [[2020, 3, 15]] },
      'container-title': 'Журнал физики',
      volume: '5',
      issue: '2',
      page: '10-20',
      publisher: 'Наука',
      'publisher-place': 'Москва',
      DOI: '10.1000/xyz123',
      ISSN: '0044-4510',
      URL: `${PUBLIC_URL}/publication/${ID}`,
      language: 'ru',
      abstract: 'Исследованы квантовые точки.',
      keyword: 'квантовые точки, полупроводники',
    })
  })

  it('describes a book as a whole: its edition, series, extent and ISBN', () => {
    const book = publication({
      cType: '39:4',
      title: 'Solid State Physics',
      authors: [{ lastName: 'Smith', firstName: 'John' }],
      year: 2019,
      edition: '2',
      series: 'Physics',
      number: '7',
      pages: '320',
      identifiers: [{ cIdentifier: IdentifierType.Isbn, value: '978-5-02-040000-9' }],
    })
    expect(cslItemOf(book, { cslType: 'book' }, PUBLIC_URL)).toMatchObject({
      type: 'book',
      issued: { 'date-parts': [[2019]] },
      edition: '2',
      'collection-title': 'Physics',
      'collection-number': '7',
      'number-of-pages': '320',
      ISBN: '978-5-02-040000-9',
    })
  })

  it('leaves out what the form leaves empty, and takes a type it cannot tell for a document', () => {
    const bare = publication({ title: 'Notes', authors: [{ lastName: 'Curie' }] })
    expect(cslItemOf(bare, {}, PUBLIC_URL)).toEqual({
      id: ID,
      type: 'document',
      title: 'Notes',
      author: [{ family: 'Curie' }],
      URL: `${PUBLIC_URL}/publication/${ID}`,
    })
  })
})
