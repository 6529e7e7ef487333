import {
  API,
  fillPath,
  IdentifierType,
  normalizeIdentifier,
  type PublicationDraft,
  publicationPath,
} from '@nauka/contracts'

/**
 * Absolute addresses of a publication as crawlers and harvesters must get them (relative links mean
 * nothing in an OAI record or a `citation_pdf_url`). PUBLIC_URL may end in a slash or carry a path.
 */
export const absoluteUrl = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${path}`

/** The public page of the item (the web route `/publication/{id}`). */
export const publicationPageUrl = (publicUrl: string, id: string): string =>
  absoluteUrl(publicUrl, publicationPath(id))

/** Its first file's bytes (`GET /api/core/publication/{id}/content`). */
export const publicationContentUrl = (publicUrl: string, id: string): string =>
  absoluteUrl(publicUrl, fillPath(API.publications.content.path, { id }))

/** The first identifier of a system (DOI, ISBN, ISSN …) the form lists, in its stored form. */
export function identifierOf(metadata: PublicationDraft, system: IdentifierType): string | undefined {
  const found = metadata.identifiers?.find((identifier) => identifier.cIdentifier === system)
  return found && normalizeIdentifier(system, found.value)
}

/** The DOI resolver's address of a DOI (DOI Handbook 3.8: the preferred display form). */
export const doiUrl = (doi: string): string => `https://doi.org/${doi}`

export const doiOf = (metadata: PublicationDraft): string | undefined =>
  identifierOf(metadata, IdentifierType.Doi)
