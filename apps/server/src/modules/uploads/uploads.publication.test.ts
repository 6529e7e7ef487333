import { AccessLevel, type PublicationDraft } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { authorFullName, contentFileOf, publicationOf, publicationYear } from './uploads.publication'

const file = (fileId: string, mime: string, coverKey: string | null = null) => ({ fileId, mime, coverKey })

describe('contentFileOf', () => {
  it('takes the first PDF, else the first file, else none', () => {
    const pdf = file('b', 'application/pdf')
    expect(contentFileOf([file('a', 'image/png'), pdf, file('c', 'application/pdf')])).toBe(pdf)
    expect(contentFileOf([file('a', 'image/png'), file('z', 'text/plain')])?.fileId).toBe('a')
    expect(contentFileOf([])).toBeNull()
  })
})

describe('publicationYear', () => {
  it('takes the year given, else that of the date, else none', () => {
    expect(publicationYear({ year: 2001, date: '1999-05-01' })).toBe(2001)
    expect(publicationYear({ date: '1999-05-01' })).toBe(1999)
    expect(publicationYear({})).toBeNull()
  })
})

describe('authorFullName', () => {
  it('joins last, first and middle names, leaving out the blank ones', () => {
    expect(authorFullName({ lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович' })).toBe(
      'Иванов Иван Иванович',
    )
    expect(authorFullName({ lastName: 'Curie', firstName: ' ' })).toBe('Curie')
  })
})

describe('publicationOf', () => {
  const metadata: PublicationDraft = {
    cType: '39:2',
    cLang: '2:2',
    cAccessLevel: AccessLevel.Followers,
    cScienceArea: '40:3',
    title: 'Graphs',
    place: 'Kazan',
    keywords: ['graphs'],
    date: '2020-02-02',
    authors: [{ lastName: 'Curie', firstName: 'Marie', rUser: '202:5' }, { lastName: 'Bohr' }],
  }

  it('keeps the numbers of the references, the year, the authors and the content with its cover', () => {
    const files = [file('img', 'image/png', null), file('pdf', 'application/pdf', 'covers/pdf.webp')]
    expect(publicationOf({ id: 'item', ownerId: 9 }, metadata, files)).toEqual({
      id: 'item',
      ownerId: 9,
      accessLevel: 3,
      metadata,
      title: 'Graphs',
      type: 2,
      scienceArea: 3,
      lang: 2,
      year: 2020,
      contentFileId: 'pdf',
      coverKey: 'covers/pdf.webp',
      authors: [
        // The key search matches names by (search/name-key.ts).
        { userId: 5, fullName: 'Curie Marie', nameKey: 'curie marie' },
        { userId: null, fullName: 'Bohr', nameKey: 'bohr' },
      ],
    })
  })

  it('refuses a form without an access level: publishing checked it first', () => {
    expect(() => publicationOf({ id: 'item', ownerId: 9 }, { ...metadata, cAccessLevel: null }, [])).toThrow()
  })
})
