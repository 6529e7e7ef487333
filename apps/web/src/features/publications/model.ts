import {
  CHAT_LIMITS,
  Dictionary,
  type Locale,
  POST_LIMITS,
  type Publication,
  type PublicationDraft,
  PublicationIdParams,
  type PublicationPage,
  type PublishedAuthor,
  refId,
} from '@nauka/contracts'
import { ApiError } from '../../api/ApiError'

/** Why a publication page shows no publication: each refusal of the server has its own words. */
export type Refusal = 'signIn' | 'followers' | 'notFound' | 'failed'

/**
 * SPEC 6: a visitor refused an item hears 401 (sign in to read), a signed-in reader 403 (only the
 * author's followers read it: a registered-users item refuses nobody signed in), a private,
 * deleted or unknown item 404; a malformed id is a 400 and is as missing. Anything else, a lost
 * connection included, may heal: it is offered again.
 */
export const refusalOf = (error: unknown): Refusal => {
  if (!(error instanceof ApiError)) return 'failed'
  if (error.status === 401) return 'signIn'
  if (error.status === 403) return 'followers'
  if (error.status === 404 || error.status === 400) return 'notFound'
  return 'failed'
}

/** The route's id when it can name a publication (a UUID); anything else is not asked for. */
export const publicationIdOf = (value: string | undefined): string | null => {
  const parsed = PublicationIdParams.safeParse({ id: value })
  return parsed.success ? parsed.data.id : null
}

const joined = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')

/**
 * An author as the page names them: the full name in the interface language (the English one in
 * English when given), falling back to the short form the form built.
 */
export const authorName = (author: PublishedAuthor, locale: Locale): string => {
  const english = joined(author.firstNameEn, author.middleNameEn, author.lastNameEn)
  const own = joined(author.firstName, author.middleName, author.lastName)
  const name = locale === 'en' ? english || own : own || english
  return name || author.shortForm?.trim() || ''
}

/** The platform user an author is, whose profile the name links to; null for anyone else. */
export const authorUserId = (author: PublishedAuthor): number | null =>
  refId(author.user?.rEntity ?? author.rUser, Dictionary.user)

/** A DOI's page at the DOI resolver; a DOI already written as an address keeps its path. */
export const doiHref = (doi: string): string => {
  const bare = doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
  return `https://doi.org/${bare.split('/').map(encodeURIComponent).join('/')}`
}

/** The bibliographic fields the page lists under "Details", in reading order. */
export const DETAIL_FIELDS = [
  'subject',
  'place',
  'publisher',
  'edition',
  'series',
  'year',
  'date',
  'volume',
  'number',
  'version',
  'pages',
  'reviewsCount',
] as const satisfies readonly (keyof PublicationDraft)[]
export type DetailField = (typeof DETAIL_FIELDS)[number]

/** Text in the interface language: the English version in English when the author gave one. */
const inLocale = (own: string | undefined, english: string | undefined, locale: Locale) =>
  (locale === 'en' ? english?.trim() || own?.trim() : own?.trim() || english?.trim()) || ''

/** Only the filled details, each as it reads (the place in English in English, when given). */
export const filledDetails = (
  metadata: PublicationDraft,
  locale: Locale,
): { field: DetailField; value: string }[] =>
  DETAIL_FIELDS.flatMap((field) => {
    const raw = field === 'place' ? inLocale(metadata.place, metadata.placeEn, locale) : metadata[field]
    if (raw === undefined || raw === null) return []
    const value = String(raw).trim()
    return value ? [{ field, value }] : []
  })

/** The page of the next `POST /publication/fetch` (pages count from 1), or none when all are in. */
export const nextFetchPage = (pages: readonly PublicationPage[]): number | undefined => {
  const loaded = pages.reduce((sum, page) => sum + page.elements.length, 0)
  const last = pages.at(-1)
  // An empty page ends the list even if the count says otherwise (items hidden meanwhile).
  if (!last || last.elements.length === 0 || loaded >= last.count) return undefined
  return pages.length + 1
}

/** The publication's address as someone outside the app reads it (in a post, a chat message). */
export const absoluteLink = (publication: Pick<Publication, 'link'>, origin: string): string =>
  new URL(publication.link, origin).href

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/** A publication's title in the interface language (the English one in English, when given). */
export const displayTitle = (publication: Pick<Publication, 'metadata'>, locale: Locale): string =>
  inLocale(publication.metadata.title, publication.metadata.titleEn, locale)

/** "Share to feed": a new post titled as the publication, its text the link (within the post's bounds). */
export const sharedPostDraft = (
  publication: Pick<Publication, 'metadata' | 'link'>,
  locale: Locale,
  origin: string,
): { title: string; text: string } => ({
  title: clip(displayTitle(publication, locale), POST_LIMITS.titleMax),
  text: absoluteLink(publication, origin),
})

/** "Send to chat": the title and, on its own line, the link (within a message's bounds). */
export const sharedMessageText = (
  publication: Pick<Publication, 'metadata' | 'link'>,
  locale: Locale,
  origin: string,
): string => {
  const link = absoluteLink(publication, origin)
  const title = clip(displayTitle(publication, locale), CHAT_LIMITS.messageTextMax - link.length - 1)
  return title ? `${title}\n${link}` : link
}
