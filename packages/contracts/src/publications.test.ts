import { describe, expect, it } from 'vitest'
import { AccessLevel } from './publication-constants'
import { PublicationDraft, PublishableMetadata } from './publications'
import { UploadType } from './upload-constants'
import { UploadCreate } from './uploads'
import { IdentifierMessage, PublicationMessage, REQUIRED } from './validation/keys'

const complete = {
  cType: '39:1',
  cLang: '2:1',
  cAccessLevel: AccessLevel.Open,
  title: 'О графах',
  place: 'Москва',
  keywords: ['графы'],
  authors: [{ lastName: 'Иванов', firstName: 'Иван' }],
}

const messagesByPath = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('publication metadata', () => {
  it('keeps an empty draft', () => {
    expect(PublicationDraft.safeParse({}).success).toBe(true)
  })

  it('names every SPEC 5 required field that a publication lacks, each on its own path', () => {
    expect(
      messagesByPath(PublishableMetadata.safeParse({ title: '   ', authors: [{ lastName: ' ' }] })),
    ).toEqual({
      cType: REQUIRED.publicationType,
      cLang: REQUIRED.publicationLanguage,
      cAccessLevel: REQUIRED.accessLevel,
      title: REQUIRED.publicationName,
      place: REQUIRED.place,
      keywords: REQUIRED.keywords,
      'authors.0.lastName': PublicationMessage.authorName,
    })
    expect(messagesByPath(PublishableMetadata.safeParse({ ...complete, authors: [] }))).toEqual({
      authors: REQUIRED.authors,
    })
  })

  it('publishes a complete form', () => {
    expect(PublishableMetadata.safeParse(complete).success).toBe(true)
  })

  it('checks identifiers by their system even in a draft', () => {
    const draft = (value: string, cIdentifier: string) =>
      PublicationDraft.safeParse({ identifiers: [{ cIdentifier, value }] })
    expect(messagesByPath(draft('0000-0002-1825-0097', '38:3'))).toEqual({})
    expect(messagesByPath(draft('0000-0002-1825-0098', '38:3'))).toEqual({
      'identifiers.0.value': IdentifierMessage.orcid,
    })
    expect(messagesByPath(draft('978-5-02-038412-1', '38:51'))).toEqual({
      'identifiers.0.value': IdentifierMessage.isbn,
    })
    expect(messagesByPath(draft('0317-8471', '38:52'))).toEqual({})
    expect(messagesByPath(draft('0317-8472', '38:52'))).toEqual({
      'identifiers.0.value': IdentifierMessage.issn,
    })
    expect(messagesByPath(draft('11.1000/x', '38:56'))).toEqual({
      'identifiers.0.value': IdentifierMessage.doi,
    })
  })

  it('refuses English author names in other scripts and years out of range', () => {
    const result = PublicationDraft.safeParse({
      authors: [{ lastName: 'Иванов', lastNameEn: 'Иванов' }],
      year: 3000,
    })
    expect(Object.keys(messagesByPath(result)).sort()).toEqual(['authors.0.lastNameEn', 'year'])
  })
})

describe('upload creation', () => {
  it('gives a single upload exactly one item', () => {
    expect(UploadCreate.parse({}).cType).toBe(UploadType.Single)
    expect(messagesByPath(UploadCreate.safeParse({ cType: UploadType.Single, items: [{}, {}] }))).toEqual({
      items: PublicationMessage.singleItem,
    })
    expect(UploadCreate.safeParse({ cType: UploadType.Package, items: [{}, {}] }).success).toBe(true)
  })
})
