import { IdentifierMessage, IdentifierType, PublicationMessage, REQUIRED } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { toApiError } from '../../../api/toApiError'
import { PUBLISHABLE } from '../../../test/uploads'
import { changeAuthor, emptyAuthor } from './authors'
import { publishErrors, serverFormErrors, typedIdentifierErrors } from './checks'
import { formDraftOf, rowKey } from './draft'

const empty = formDraftOf({})
const complete = formDraftOf(PUBLISHABLE)

describe('the publication form messages', () => {
  it('names every required field of SPEC 5 under its own field', () => {
    expect(publishErrors(empty)).toEqual({
      cType: REQUIRED.publicationType,
      cLang: REQUIRED.publicationLanguage,
      cAccessLevel: REQUIRED.accessLevel,
      title: REQUIRED.publicationName,
      place: REQUIRED.place,
      keywords: REQUIRED.keywords,
      authors: REQUIRED.authors,
    })
    expect(publishErrors(complete)).toEqual({})
  })

  it('counts spaces as empty', () => {
    expect(publishErrors({ ...complete, title: '   ', place: ' ' })).toEqual({
      title: REQUIRED.publicationName,
      place: REQUIRED.place,
    })
  })

  it('asks every listed author for a last name', () => {
    const authors = [...complete.authors, changeAuthor(emptyAuthor('b'), { firstName: 'Ада' })]
    expect(publishErrors({ ...complete, authors })).toEqual({
      'authors.1.lastName': PublicationMessage.authorName,
    })
  })

  it('checks identifiers as they are typed, each by its system', () => {
    const identifiers = [
      { key: rowKey(), cIdentifier: IdentifierType.Doi, value: '10.1000/182' },
      { key: rowKey(), cIdentifier: IdentifierType.Isbn, value: '978-5-7038-4218-4' },
      { key: rowKey(), cIdentifier: IdentifierType.Issn, value: '0317-8471' },
      { key: rowKey(), cIdentifier: IdentifierType.Doi, value: 'doi' },
      { key: rowKey(), cIdentifier: IdentifierType.Udk, value: '004.4' },
      { key: rowKey(), cIdentifier: IdentifierType.Issn, value: '' },
    ]
    expect(typedIdentifierErrors({ ...empty, identifiers })).toEqual({
      'identifiers.1.value': IdentifierMessage.isbn,
      'identifiers.3.value': IdentifierMessage.doi,
    })
    // An empty value is named when the form is sent.
    expect(publishErrors({ ...complete, identifiers })['identifiers.5.value']).toBe(REQUIRED.identifier)
  })

  it('puts the server’s messages on this item’s fields and leaves out another item’s', () => {
    const refusal = toApiError(400, {
      error: { code: 1000, textCode: 'validation', type: 'validation', message: 'Invalid' },
      validationErrors: [
        { field: 'items.1.metadata.place', message: REQUIRED.place },
        { field: 'items.0.metadata.title', message: REQUIRED.publicationName },
      ],
    })
    expect(serverFormErrors(1)(refusal)).toEqual({ place: REQUIRED.place })
    expect(serverFormErrors(0)(new Error('offline'))).toEqual({})
  })
})
