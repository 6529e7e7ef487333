import {
  IdentifierType,
  type Publication,
  type PublicationAuthor,
  type PublicationDraft,
  publicationPath,
} from '@nauka/contracts'
import type { CslDate, CslItem, CslName, CslType } from './cite/csl-item'

/** What the catalogues say of an item: the CSL type of its publication type (39), its language's code (2). */
export interface CslTerms {
  cslType?: string
  languageCode?: string
}

/**
 * The CSL types described as a part of a host (GOST R 7.0.100-2018, section 7): for them the form's
 * `edition` names the journal, proceedings or book they appeared in, `number` is the issue and
 * `pages` their pages; for a whole item `edition` is its edition, `number` its number in the series
 * and `pages` its extent.
 */
const PART_TYPES: ReadonlySet<string> = new Set<CslType>([
  'article',
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'chapter',
  'entry-dictionary',
  'entry-encyclopedia',
  'paper-conference',
  'review',
  'review-book',
])

const nameOf = (author: PublicationAuthor): CslName => {
  const given = [author.firstName, author.middleName].filter(Boolean).join(' ')
  return given ? { family: author.lastName, given } : { family: author.lastName }
}

/** The form's date (YYYY-MM-DD), else its year. */
function issuedOf(m: PublicationDraft): CslDate | undefined {
  const parts = m.date?.split('-').map(Number)
  const [year, month, day] = parts ?? []
  if (year && month && day) return { 'date-parts': [[year, month, day]] }
  return m.year ? { 'date-parts': [[m.year]] } : undefined
}

const identifier = (m: PublicationDraft, type: IdentifierType): string | undefined =>
  m.identifiers?.find((id) => id.cIdentifier === type)?.value

/** Leaves out what is empty: the citation styles would print an empty element. */
const defined = (item: Record<string, unknown>): CslItem =>
  Object.fromEntries(
    Object.entries(item).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as unknown as CslItem

/**
 * A published item as CSL-JSON, what `formatCitation` (cite/) turns into BibTeX, RIS, GOST or APA:
 * the form's fields mapped as the public page's Highwire tags read them (scholar-head), the link
 * to its public page as `URL`.
 */
export function cslItemOf(publication: Publication, terms: CslTerms, publicUrl: string): CslItem {
  const m = publication.metadata
  const type = (terms.cslType ?? 'document') as CslType
  const part = PART_TYPES.has(type)
  return defined({
    id: publication.id,
    type,
    title: m.title,
    author: (m.authors ?? []).map(nameOf),
    issued: issuedOf(m),
    'container-title': part ? m.edition : undefined,
    edition: part ? undefined : m.edition,
    'collection-title': m.series,
    'collection-number': part ? undefined : m.number,
    volume: m.volume,
    issue: part ? m.number : undefined,
    // CSL writes a range with a hyphen; the styles print their own dash.
    page: part ? m.pages?.replace(/\s*[–—]\s*/g, '-') : undefined,
    'number-of-pages': part ? undefined : m.pages,
    publisher: m.publisher,
    'publisher-place': m.place,
    version: m.version,
    DOI: identifier(m, IdentifierType.Doi),
    ISBN: identifier(m, IdentifierType.Isbn),
    ISSN: identifier(m, IdentifierType.Issn),
    URL: new URL(publicationPath(publication.id), publicUrl).href,
    language: terms.languageCode,
    abstract: m.abstract,
    keyword: m.keywords?.join(', '),
  })
}
