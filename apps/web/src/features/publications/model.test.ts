import { CHAT_LIMITS, POST_LIMITS, type PublishedAuthor } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { ApiError, networkError } from '../../api/ApiError'
import {
  absoluteLink,
  authorName,
  authorUserId,
  doiHref,
  filledDetails,
  nextFetchPage,
  publicationIdOf,
  refusalOf,
  sharedMessageText,
  sharedPostDraft,
} from './model'
import { publicationOf } from './test-data'

const refused = (status: number) => new ApiError({ kind: 'http', status, message: '' })
const author = (over: Partial<PublishedAuthor> = {}): PublishedAuthor => ({
  lastName: 'Кюри',
  user: null,
  ...over,
})

describe('refusalOf', () => {
  it.each([
    [401, 'signIn'],
    [403, 'followers'],
    [404, 'notFound'],
    [400, 'notFound'],
    [500, 'failed'],
    [429, 'failed'],
  ] as const)('reads a %i as %s', (status, refusal) => {
    expect(refusalOf(refused(status))).toBe(refusal)
  })

  it('offers a lost connection again', () => {
    expect(refusalOf(networkError(new TypeError('offline')))).toBe('failed')
    expect(refusalOf(new Error('boom'))).toBe('failed')
  })
})

describe('publicationIdOf', () => {
  it('takes a UUID and nothing else', () => {
    expect(publicationIdOf('00000000-0000-4000-8000-000000000001')).toBe(
      '00000000-0000-4000-8000-000000000001',
    )
    expect(publicationIdOf('42')).toBeNull()
    expect(publicationIdOf(undefined)).toBeNull()
    expect(publicationIdOf('../file')).toBeNull()
  })
})

describe('authors', () => {
  it('names an author in the interface language, falling back to the other and to the short form', () => {
    const marie = author({ firstName: 'Мария', lastName: 'Кюри', firstNameEn: 'Marie', lastNameEn: 'Curie' })
    expect(authorName(marie, 'ru')).toBe('Мария Кюри')
    expect(authorName(marie, 'en')).toBe('Marie Curie')
    expect(authorName(author({ firstName: 'Пьер' }), 'en')).toBe('Пьер Кюри')
    expect(authorName(author({ lastName: ' ', shortForm: 'Кюри П.' }), 'ru')).toBe('Кюри П.')
  })

  it('links an author to the user they are, by the card or by the reference', () => {
    const card = { rEntity: '202:7', fullName: 'Мария Кюри', fullNameEn: null, imageUrl: null }
    expect(authorUserId(author({ user: card }))).toBe(7)
    expect(authorUserId(author({ rUser: '202:8' }))).toBe(8)
    expect(authorUserId(author({}))).toBeNull()
  })
})

describe('doiHref', () => {
  it('resolves a DOI at doi.org, however it was written', () => {
    expect(doiHref('10.1000/xyz123')).toBe('https://doi.org/10.1000/xyz123')
    expect(doiHref('https://doi.org/10.1000/xyz123')).toBe('https://doi.org/10.1000/xyz123')
    expect(doiHref('doi: 10.1000/a b')).toBe('https://doi.org/10.1000/a%20b')
  })
})

describe('filledDetails', () => {
  it('lists only the filled details, in reading order, the place in the interface language', () => {
    const metadata = {
      pages: '10–20',
      place: 'Москва',
      placeEn: 'Moscow',
      year: 1903,
      publisher: '  ',
      volume: '',
      reviewsCount: 0,
    }
    expect(filledDetails(metadata, 'ru')).toEqual([
      { field: 'place', value: 'Москва' },
      { field: 'year', value: '1903' },
      { field: 'pages', value: '10–20' },
      { field: 'reviewsCount', value: '0' },
    ])
    expect(filledDetails(metadata, 'en')[0]).toEqual({ field: 'place', value: 'Moscow' })
  })
})

describe('nextFetchPage', () => {
  const page = (count: number, size: number) => ({
    count,
    elements: Array.from({ length: size }, (_, n) => publicationOf(n + 1)),
  })

  it('asks for the next page until the count is loaded', () => {
    expect(nextFetchPage([page(25, 10)])).toBe(2)
    expect(nextFetchPage([page(25, 10), page(25, 10)])).toBe(3)
    expect(nextFetchPage([page(25, 10), page(25, 10), page(25, 5)])).toBeUndefined()
  })

  it('stops at an empty page whatever the count says', () => {
    expect(nextFetchPage([page(0, 0)])).toBeUndefined()
    expect(nextFetchPage([page(25, 10), page(25, 0)])).toBeUndefined()
  })
})

describe('sharing', () => {
  const origin = 'https://nauka.example'
  const item = publicationOf(1, { title: 'О радии', titleEn: 'On radium' })

  it('makes the link absolute', () => {
    expect(absoluteLink(item, origin)).toBe(`${origin}/publication/${item.id}`)
  })

  it('drafts a post titled as the publication with the link as its text', () => {
    expect(sharedPostDraft(item, 'ru', origin)).toEqual({
      title: 'О радии',
      text: absoluteLink(item, origin),
    })
    expect(sharedPostDraft(item, 'en', origin).title).toBe('On radium')
  })

  it('keeps a long title within a post title and a message', () => {
    const long = publicationOf(2, { title: 'я'.repeat(1000) })
    expect(sharedPostDraft(long, 'ru', origin).title).toHaveLength(POST_LIMITS.titleMax)
    const huge = publicationOf(3, { title: 'я'.repeat(CHAT_LIMITS.messageTextMax) })
    const text = sharedMessageText(huge, 'ru', origin)
    expect(text.length).toBeLessThanOrEqual(CHAT_LIMITS.messageTextMax)
    expect(text.endsWith(`\n${absoluteLink(huge, origin)}`)).toBe(true)
  })

  it('sends the title, then the link on its own line', () => {
    expect(sharedMessageText(item, 'ru', origin)).toBe(`О радии\n${absoluteLink(item, origin)}`)
  })
})
