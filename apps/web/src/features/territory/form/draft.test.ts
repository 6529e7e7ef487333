import { IdentifierType, PublicationDraft } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { changeAuthor, emptyAuthor } from './authors'
import { formDraftOf, formFieldOf, metadataOf } from './draft'
import { fieldsToFill, fillEmpty } from './fillFromPdf'

const stored: PublicationDraft = {
  cType: '39:1',
  cLang: '2:1',
  title: 'Графы',
  keywords: ['графы', 'деревья'],
  year: 2024,
  reviewsCount: 0,
  identifiers: [{ cIdentifier: IdentifierType.Doi, value: '10.1000/182' }],
  authors: [{ lastName: 'Кюри', firstName: 'Мария', shortForm: 'Кюри М.' }],
  sourceLinks: ['https://example.org/a'],
}

describe('the publication form draft', () => {
  it('reads an item and sends back the same metadata', () => {
    const draft = formDraftOf(stored)
    expect(draft).toMatchObject({
      title: 'Графы',
      year: '2024',
      reviewsCount: '0',
      abstract: '',
      cScienceArea: null,
    })
    expect(PublicationDraft.parse(metadataOf(draft))).toEqual(stored)
  })

  it('leaves out what is blank, and sends a typed number as a number', () => {
    const draft = { ...formDraftOf({}), title: '   ', year: ' 2020 ', place: 'Москва' }
    expect(metadataOf(draft)).toEqual({ year: 2020, place: 'Москва' })
    expect(metadataOf(formDraftOf({}))).toEqual({})
  })

  it('sends a number it cannot read as it was typed, so the contracts refuse it', () => {
    const draft = { ...formDraftOf({}), year: 'двадцать' }
    expect(PublicationDraft.safeParse(metadataOf(draft)).success).toBe(false)
  })

  it('names the server’s fields as the form names them', () => {
    expect(formFieldOf('metadata.title', 0)).toBe('title')
    expect(formFieldOf('metadata.authors.1.lastName', 0)).toBe('authors.1.lastName')
    expect(formFieldOf('items.2.metadata.place', 2)).toBe('place')
    expect(formFieldOf('items.1.metadata.place', 2)).toBeNull()
    expect(formFieldOf('title', 0)).toBe('title')
  })
})

describe('fill from PDF', () => {
  const suggestion: PublicationDraft = {
    title: 'Из PDF',
    abstract: 'Аннотация из PDF',
    keywords: ['pdf'],
    year: 2021,
    cLang: '2:2',
    identifiers: [
      { cIdentifier: IdentifierType.Doi, value: '10.9999/pdf' },
      { cIdentifier: IdentifierType.Isbn, value: '978-5-7038-4218-5' },
    ],
    authors: [{ lastName: 'Лавлейс', firstName: 'А.' }],
  }

  it('fills only the fields the author left empty', () => {
    const draft = formDraftOf({ title: 'Моё название', identifiers: stored.identifiers })
    const next = fillEmpty(draft, suggestion)
    expect(next).toMatchObject({
      title: 'Моё название',
      abstract: 'Аннотация из PDF',
      keywords: ['pdf'],
      year: '2021',
      cLang: '2:2',
    })
    expect(next.identifiers.map((id) => id.value)).toEqual(['10.1000/182', '978-5-7038-4218-5'])
    expect(next.authors.map((a) => a.lastName)).toEqual(['Лавлейс'])
  })

  it('keeps the authors the author listed, even half filled', () => {
    const draft = { ...formDraftOf({}), authors: [changeAuthor(emptyAuthor('a'), { firstName: 'Ада' })] }
    expect(fillEmpty(draft, suggestion).authors).toEqual(draft.authors)
  })

  it('names the fields it would fill, and none when the form has them all', () => {
    const draft = formDraftOf({ title: 'Моё название', identifiers: stored.identifiers })
    expect(fieldsToFill(draft, suggestion)).toEqual([
      'cLang',
      'abstract',
      'year',
      'keywords',
      'authors',
      'identifiers',
    ])
    expect(fieldsToFill(fillEmpty(draft, suggestion), suggestion)).toEqual([])
  })
})
