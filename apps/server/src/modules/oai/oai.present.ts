import { IdentifierType, PublicationDraft } from '@nauka/contracts'
import { inverted } from '../scholar-head/authors'
import type { CatalogTerms } from '../scholar-head/catalog-terms'
import { doiOf, doiUrl, identifierOf, publicationPageUrl } from '../scholar-head/public-links'
import { datestamp } from './oai.dates'
import { oaiIdentifier } from './oai.protocol'
import type { HarvestRow } from './oai.queries'
import { setSpecOfArea } from './oai.vocabulary'

export interface OaiHeader {
  identifier: string
  datestamp: string
  setSpecs: string[]
  deleted: boolean
}

/** The fifteen elements of unqualified Dublin Core that our items fill. */
export type DcName =
  | 'title'
  | 'creator'
  | 'subject'
  | 'description'
  | 'publisher'
  | 'date'
  | 'type'
  | 'identifier'
  | 'language'
  | 'rights'

export interface DcElement {
  name: DcName
  value: string
  /** `xml:lang`, when the text is in a known language. */
  lang?: string
}

/** A record: its header, and its Dublin Core unless the item is deleted (protocol 2.5.1). */
export interface OaiRecord {
  header: OaiHeader
  dc: DcElement[] | null
}

export interface PresentContext {
  host: string
  publicUrl: string
  terms: CatalogTerms
}

/** The OpenAIRE access-right term for open access, which aggregators read from `dc:rights`. */
export const OPEN_ACCESS_RIGHTS = 'info:eu-repo/semantics/openAccess'
/** DCMI Type Vocabulary: every item here is a text. */
const DCMI_TEXT = 'Text'

export function presentHeader(row: HarvestRow, host: string): OaiHeader {
  return {
    identifier: oaiIdentifier(host, row.id),
    datestamp: datestamp(row.updatedAt),
    setSpecs: row.scienceArea === null ? [] : [setSpecOfArea(row.scienceArea)],
    deleted: row.deletedAt !== null,
  }
}

export function presentRecord(row: HarvestRow, context: PresentContext): OaiRecord {
  const header = presentHeader(row, context.host)
  return { header, dc: header.deleted ? null : dublinCore(row, context) }
}

const text = (name: DcName, value: string | null | undefined, lang?: string): DcElement[] => {
  const trimmed = value?.trim()
  return trimmed ? [{ name, value: trimmed, ...(lang && { lang }) }] : []
}

/** An item's form as Dublin Core; the English versions beside the originals, marked `en`. */
export function dublinCore(row: HarvestRow, context: PresentContext): DcElement[] {
  const parsed = PublicationDraft.safeParse(row.metadata)
  // Stored as validated when published; should the form's rules change, the record still names the item.
  const m: PublicationDraft = parsed.success ? parsed.data : {}
  const language = (m.cLang && context.terms.byRef.get(m.cLang)?.code) || undefined
  const type = m.cType ? context.terms.byRef.get(m.cType) : undefined
  const doi = doiOf(m)
  const isbn = identifierOf(m, IdentifierType.Isbn)
  return [
    ...text('title', m.title ?? row.title, language),
    ...text('title', m.titleEn, 'en'),
    ...(m.authors ?? []).flatMap((author) => text('creator', inverted(author))),
    ...(m.keywords ?? []).flatMap((keyword) => text('subject', keyword, language)),
    ...(m.keywordsEn ?? []).flatMap((keyword) => text('subject', keyword, 'en')),
    ...text('description', m.abstract, language),
    ...text('description', m.abstractEn, 'en'),
    ...text('publisher', m.publisher),
    ...text('date', m.date ?? (m.year ? String(m.year) : row.publishedAt.toISOString().slice(0, 10))),
    ...text('type', DCMI_TEXT),
    ...text('type', type?.en, 'en'),
    ...text('identifier', publicationPageUrl(context.publicUrl, row.id)),
    ...(doi ? text('identifier', doiUrl(doi)) : []),
    ...(isbn ? text('identifier', `urn:isbn:${isbn}`) : []),
    ...text('language', language),
    ...text('rights', OPEN_ACCESS_RIGHTS),
  ]
}
