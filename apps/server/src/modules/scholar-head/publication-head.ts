import { IdentifierType, type Publication } from '@nauka/contracts'
import { direct, inverted } from './authors'
import { escapeHtml, meta, type PageHead, scriptJson } from './html'
import {
  absoluteUrl,
  doiOf,
  doiUrl,
  identifierOf,
  publicationContentUrl,
  publicationPageUrl,
} from './public-links'

/** What the catalogue tells about an item beyond its form: its language's ISO 639-1 code, its CSL type. */
export interface HeadTerms {
  languageCode?: string | undefined
  /** The CSL item type of its publication type (catalogue 39 `other.csl`): `article-journal` … */
  cslType?: string | undefined
}

const SITE_NAME = 'Nauka'
/** Open Graph descriptions are shown in a line or two; the abstract is cut at a word. */
const DESCRIPTION_MAX = 300
const PAGES = /^\s*(\d+)\s*[-–—]\s*(\d+)\s*$/

const isArticle = (csl: string | undefined) => csl?.startsWith('article-') === true
const isConferencePaper = (csl: string | undefined) => csl === 'paper-conference'

/** Highwire wants YYYY/MM/DD, or the year alone when no day is known. */
const highwireDate = (publication: Publication): string | undefined => {
  const { date, year } = publication.metadata
  if (date) return date.replaceAll('-', '/')
  return year ? String(year) : undefined
}
const isoDate = (publication: Publication): string | undefined =>
  publication.metadata.date ?? (publication.metadata.year ? String(publication.metadata.year) : undefined)

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** The first file is the content; crawlers are pointed at it when it is a PDF. */
const pdfUrl = (publication: Publication, publicUrl: string): string | undefined =>
  publication.contents[0]?.mime === 'application/pdf'
    ? publicationContentUrl(publicUrl, publication.id)
    : undefined

/**
 * The head of an open publication's public page, for those who read it without running the app:
 * Google Scholar (Highwire Press `citation_*` tags, scholar.google.com/intl/en/scholar/inclusion.html),
 * link previews (Open Graph) and search engines (a schema.org ScholarlyArticle in JSON-LD). Every
 * value is escaped for where it goes. Pure.
 */
export function publicationHead(
  publication: Publication,
  publicUrl: string,
  terms: HeadTerms = {},
): PageHead {
  const m = publication.metadata
  const title = m.title?.trim() || m.titleEn?.trim() || ''
  const pageUrl = publicationPageUrl(publicUrl, publication.id)
  const pdf = pdfUrl(publication, publicUrl)
  const doi = doiOf(m)
  const cover = publication.coverUrl ? absoluteUrl(publicUrl, publication.coverUrl) : undefined
  const abstract = m.abstract?.trim() || m.abstractEn?.trim() || undefined
  const keywords = m.keywords ?? []
  const pages = m.pages ? PAGES.exec(m.pages) : null
  const article = isArticle(terms.cslType)
  const date = highwireDate(publication)

  const highwire: [string, string | undefined][] = [
    ['citation_title', title],
    ...publication.authors.map((author): [string, string] => ['citation_author', inverted(author)]),
    ['citation_publication_date', date],
    ['citation_journal_title', article ? m.edition : undefined],
    ['citation_conference_title', isConferencePaper(terms.cslType) ? m.edition : undefined],
    ['citation_publisher', m.publisher],
    ['citation_volume', m.volume],
    ['citation_issue', m.number],
    [
      'citation_firstpage',
      pages?.[1] ?? (article && /^\s*\d+\s*$/.test(m.pages ?? '') ? m.pages : undefined),
    ],
    ['citation_lastpage', pages?.[2]],
    ['citation_doi', doi],
    ['citation_issn', identifierOf(m, IdentifierType.Issn)],
    ['citation_isbn', identifierOf(m, IdentifierType.Isbn)],
    ['citation_language', terms.languageCode],
    ['citation_keywords', keywords.length > 0 ? keywords.join('; ') : undefined],
    ['citation_pdf_url', pdf],
    ['citation_abstract_html_url', pageUrl],
  ]
  const openGraph: [string, string | undefined][] = [
    ['og:title', title],
    ['og:description', abstract && shorten(abstract, DESCRIPTION_MAX)],
    ['og:type', 'article'],
    ['og:url', pageUrl],
    ['og:image', cover],
    ['og:site_name', SITE_NAME],
  ]
  const present = (pairs: [string, string | undefined][]) =>
    pairs.filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()))

  return {
    title: title ? `${title} — ${SITE_NAME}` : SITE_NAME,
    tags: [
      `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
      ...present(highwire).map(([name, value]) => meta('name', name, value.trim())),
      ...present(openGraph).map(([property, value]) => meta('property', property, value.trim())),
      `<script type="application/ld+json">${scriptJson(scholarlyArticle(publication, { title, pageUrl, pdf, doi, cover, abstract, terms }))}</script>`,
    ],
  }
}

interface ArticleParts {
  title: string
  pageUrl: string
  pdf: string | undefined
  doi: string | undefined
  cover: string | undefined
  abstract: string | undefined
  terms: HeadTerms
}

/** schema.org/ScholarlyArticle; absent values are left out rather than written empty. */
function scholarlyArticle(publication: Publication, parts: ArticleParts): Record<string, unknown> {
  const m = publication.metadata
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': parts.pageUrl,
    url: parts.pageUrl,
    name: parts.title,
    headline: parts.title,
    author: publication.authors.map((author) => ({
      '@type': 'Person',
      name: direct(author),
      familyName: author.lastName,
      ...(author.firstName && { givenName: author.firstName }),
      ...(author.middleName && { additionalName: author.middleName }),
    })),
    datePublished: isoDate(publication),
    inLanguage: parts.terms.languageCode,
    keywords: m.keywords?.length ? m.keywords.join(', ') : undefined,
    abstract: parts.abstract,
    identifier: parts.doi && { '@type': 'PropertyValue', propertyID: 'DOI', value: parts.doi },
    sameAs: parts.doi && doiUrl(parts.doi),
    publisher: m.publisher && { '@type': 'Organization', name: m.publisher },
    image: parts.cover,
    isAccessibleForFree: true,
    encoding: parts.pdf && {
      '@type': 'MediaObject',
      contentUrl: parts.pdf,
      encodingFormat: 'application/pdf',
    },
  }
  return Object.fromEntries(
    Object.entries(article).filter(([, value]) => value !== undefined && value !== ''),
  )
}
