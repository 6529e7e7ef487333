import { PUBLICATION_CATALOGUE_FIELDS, type PublicationDraft } from '@nauka/contracts'
import { authorInputOf, type FormAuthor, formAuthorOf } from './authors'

/**
 * The publication form (SPEC 3) as its fields hold it: texts as typed, numbers as typed text,
 * catalogue values as references or null. `metadataOf` turns it into what the contracts check.
 */

/** Catalogue fields: type, science area and field, thematic rubric, language, co-authorship, access level. */
export const REF_FIELDS = PUBLICATION_CATALOGUE_FIELDS
export type RefField = (typeof REF_FIELDS)[number]

export const TEXT_FIELDS = [
  'title',
  'subject',
  'abstract',
  'place',
  'date',
  'titleEn',
  'abstractEn',
  'placeEn',
  'publisher',
  'edition',
  'volume',
  'series',
  'number',
  'version',
  'pages',
  'bibliography',
] as const
export type TextField = (typeof TEXT_FIELDS)[number]

export const NUMBER_FIELDS = ['year', 'reviewsCount'] as const
export type NumberField = (typeof NUMBER_FIELDS)[number]

export type FormIdentifier = { key: string; cIdentifier: string; value: string }

export type PublicationFormDraft = Record<RefField, string | null> &
  Record<TextField, string> &
  Record<NumberField, string> & {
    /** An image file of the author's (its id), shown as the cover. */
    cover: string | null
    keywords: string[]
    keywordsEn: string[]
    sourceLinks: string[]
    identifiers: FormIdentifier[]
    authors: FormAuthor[]
  }

let counter = 0
/** A fresh local key for a row (identifiers, links). */
export const rowKey = (): string => {
  counter += 1
  return `row-${counter}`
}

/** The form filled with what an item holds. */
export const formDraftOf = (metadata: PublicationDraft): PublicationFormDraft => {
  const refs = Object.fromEntries(REF_FIELDS.map((field) => [field, metadata[field] ?? null]))
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, metadata[field] ?? '']))
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, metadata[field] == null ? '' : String(metadata[field])]),
  )
  return {
    ...(refs as Record<RefField, string | null>),
    ...(texts as Record<TextField, string>),
    ...(numbers as Record<NumberField, string>),
    cover: metadata.cover ?? null,
    keywords: metadata.keywords ?? [],
    keywordsEn: metadata.keywordsEn ?? [],
    sourceLinks: metadata.sourceLinks ?? [],
    identifiers: (metadata.identifiers ?? []).map((id) => ({ key: rowKey(), ...id })),
    authors: (metadata.authors ?? []).map((author) => formAuthorOf(author)),
  }
}

/** A typed number: the number, or the text itself so the contracts name what is wrong with it. */
const numberOf = (text: string): number | string => {
  const value = Number(text.trim())
  return Number.isFinite(value) ? value : text
}

/**
 * What the contracts check (`PublicationDraft`, `PublishableMetadata`): blank texts, empty lists,
 * unset values and empty rows are left out, as a draft may lack anything.
 */
export const metadataOf = (draft: PublicationFormDraft): Record<string, unknown> => {
  const input: Record<string, unknown> = {}
  for (const field of REF_FIELDS) if (draft[field]) input[field] = draft[field]
  for (const field of TEXT_FIELDS) if (draft[field].trim() !== '') input[field] = draft[field]
  for (const field of NUMBER_FIELDS) if (draft[field].trim() !== '') input[field] = numberOf(draft[field])
  if (draft.cover) input.cover = draft.cover
  for (const field of ['keywords', 'keywordsEn', 'sourceLinks'] as const)
    if (draft[field].length > 0) input[field] = draft[field]
  if (draft.identifiers.length > 0)
    input.identifiers = draft.identifiers.map(({ cIdentifier, value }) => ({ cIdentifier, value }))
  if (draft.authors.length > 0) input.authors = draft.authors.map(authorInputOf)
  return input
}

const prefix = (path: string, head: string) =>
  path.startsWith(`${head}.`) ? path.slice(head.length + 1) : null

/**
 * A field the server named in its refusal, as the form names it: the item's metadata (`metadata.`)
 * of a save, or of this item among the upload's (`items.<n>.metadata.`) on publishing. Another
 * item's field answers null (the form cannot show it).
 */
export const formFieldOf = (field: string, itemIndex: number): string | null => {
  const items = prefix(field, 'items')
  if (items !== null) {
    const own = prefix(items, String(itemIndex))
    return own === null ? null : formFieldOf(own, itemIndex)
  }
  return prefix(field, 'metadata') ?? field
}
