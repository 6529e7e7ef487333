import { z } from 'zod'

/**
 * Issue 14: the formats `GET /publication/{id}/cite?format=` answers in, in the order the web's
 * cite dialog offers them. `gost` is GOST R 7.0.100-2018, `apa` is APA 7th edition.
 */
export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json', 'gost', 'apa'] as const
export const CitationFormat = z.enum(CITATION_FORMATS)
export type CitationFormat = z.infer<typeof CitationFormat>

/** `GET /publication/{id}/cite?format=`: the item as a citation in one of the formats. */
export const PublicationCiteQuery = z.object({ format: CitationFormat })
export type PublicationCiteQuery = z.infer<typeof PublicationCiteQuery>
