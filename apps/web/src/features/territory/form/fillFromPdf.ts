import type { PublicationDraft } from '@nauka/contracts'
import { formDraftOf, NUMBER_FIELDS, type PublicationFormDraft, REF_FIELDS, TEXT_FIELDS } from './draft'

/**
 * "Fill from PDF": what the PDF suggests goes only into fields the author left empty; nothing they
 * typed is replaced, and nothing is saved until they save.
 */

const LIST_FIELDS = ['keywords', 'keywordsEn', 'sourceLinks', 'authors'] as const

const fillList = <F extends (typeof LIST_FIELDS)[number]>(
  next: PublicationFormDraft,
  found: PublicationFormDraft,
  field: F,
) => {
  next[field] = found[field]
}

/** The suggestion laid under the form: each empty field takes the PDF's value, if it has one. */
export const fillEmpty = (
  draft: PublicationFormDraft,
  suggestion: PublicationDraft,
): PublicationFormDraft => {
  const found = formDraftOf(suggestion)
  const next: PublicationFormDraft = { ...draft }
  for (const field of REF_FIELDS) if (!next[field] && found[field]) next[field] = found[field]
  for (const field of [...TEXT_FIELDS, ...NUMBER_FIELDS])
    if (next[field].trim() === '' && found[field].trim() !== '') next[field] = found[field]
  if (!next.cover && found.cover) next.cover = found.cover
  for (const field of LIST_FIELDS)
    if (next[field].length === 0 && found[field].length > 0) fillList(next, found, field)
  // An identifier joins unless the author already gave one of its system (a DOI has one value).
  const systems = new Set(draft.identifiers.map((id) => id.cIdentifier))
  next.identifiers = [...draft.identifiers, ...found.identifiers.filter((id) => !systems.has(id.cIdentifier))]
  return next
}

/** The fields "Fill from PDF" would fill, in the form's order; empty when it has nothing to add. */
export const fieldsToFill = (draft: PublicationFormDraft, suggestion: PublicationDraft): string[] => {
  const next = fillEmpty(draft, suggestion)
  const fields = [...REF_FIELDS, ...TEXT_FIELDS, ...NUMBER_FIELDS, 'cover', ...LIST_FIELDS] as const
  const changed: string[] = fields.filter((field) => next[field] !== draft[field])
  return next.identifiers.length > draft.identifiers.length ? [...changed, 'identifiers'] : changed
}
