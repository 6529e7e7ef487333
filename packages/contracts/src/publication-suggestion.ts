import { z } from 'zod'
import { Dictionary } from './dictionaries'
import { IdentifierType } from './profile-constants'
import { PUBLICATION_LIMITS } from './publication-constants'
import type { PublicationDraft } from './publications'
import { refOf } from './references'
import { isValidDoi } from './validation/identifiers'

const L = PUBLICATION_LIMITS

/**
 * An author as a PDF names them. From "И. О. Фамилия" or "Фамилия И. О." the first and middle
 * names are the initials ("И.", "О."); the author completes them in the form.
 */
export const SuggestedAuthor = z.object({
  firstName: z.string().min(1).max(L.shortTextMax),
  lastName: z.string().min(1).max(L.shortTextMax),
  middleName: z.string().min(1).max(L.shortTextMax).optional(),
})
export type SuggestedAuthor = z.infer<typeof SuggestedAuthor>

/**
 * What a PDF suggests for the publication form (`POST /metadata/extract/{file_id}`), read from its
 * document information, its XMP metadata and the text of its first page. Nothing is saved from it:
 * the form fills itself and the author confirms. A field the PDF does not tell is absent; every
 * present one fits the form's own bounds (`PUBLICATION_LIMITS`).
 */
export const PublicationSuggestion = z.object({
  title: z.string().min(1).max(L.titleMax).optional(),
  authors: z.array(SuggestedAuthor).max(L.authorsMax),
  abstract: z.string().min(1).max(L.abstractMax).optional(),
  keywords: z.array(z.string().min(1).max(L.keywordMax)).max(L.keywordsMax),
  /** As printed, without a `https://doi.org/` or `doi:` prefix. */
  doi: z.string().max(L.shortTextMax).refine(isValidDoi).optional(),
  year: z.number().int().min(L.yearMin).max(L.yearMax).optional(),
  /** The language of the text (2:n), when the PDF declares it or its first page shows it. */
  language: refOf(Dictionary.lang).optional(),
})
export type PublicationSuggestion = z.infer<typeof PublicationSuggestion>

/**
 * The suggestion as the form's own fields, what `POST /metadata/extract/{file_id}` answers: the
 * DOI as an identifier, the language as `cLang`; fields the PDF did not tell are left out, so
 * filling the form from it touches nothing else.
 */
export const suggestionAsDraft = (suggestion: PublicationSuggestion): PublicationDraft => ({
  ...(suggestion.title ? { title: suggestion.title } : {}),
  ...(suggestion.authors.length > 0
    ? {
        authors: suggestion.authors.map(({ firstName, middleName, lastName }) => ({
          lastName,
          firstName,
          ...(middleName ? { middleName } : {}),
        })),
      }
    : {}),
  ...(suggestion.abstract ? { abstract: suggestion.abstract } : {}),
  ...(suggestion.keywords.length > 0 ? { keywords: suggestion.keywords } : {}),
  ...(suggestion.doi ? { identifiers: [{ cIdentifier: IdentifierType.Doi, value: suggestion.doi }] } : {}),
  ...(suggestion.year !== undefined ? { year: suggestion.year } : {}),
  ...(suggestion.language ? { cLang: suggestion.language } : {}),
})
