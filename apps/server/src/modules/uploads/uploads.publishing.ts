import {
  type Locale,
  normalizeIdentifier,
  type PublicationDraft,
  PublishableMetadata,
  type ValidationIssue,
} from '@nauka/contracts'
import type { Db } from '../../db/client'
import { validationIssues } from '../../platform/i18n/zod-issues'
import { upsertPublication } from '../publications/publications.write.queries'
import { type HydrateDeps, hydrateItems } from './uploads.hydrate'
import { publicationOf } from './uploads.publication'
import type { ItemRow } from './uploads.queries'

/** Stored metadata passed PublicationDraft before it was saved. */
export const metadataOf = (item: Pick<ItemRow, 'metadata'>): PublicationDraft =>
  item.metadata as PublicationDraft

/** The form as it is stored: identifiers in their canonical spelling (no URL prefix, canonical hyphens). */
export const storedMetadata = (metadata: PublicationDraft): PublicationDraft =>
  metadata.identifiers
    ? {
        ...metadata,
        identifiers: metadata.identifiers.map((identifier) => ({
          ...identifier,
          value: normalizeIdentifier(identifier.cIdentifier, identifier.value),
        })),
      }
    : metadata

/**
 * SPEC 5: what keeps a form from being published, each issue on its field below `at` (the path of
 * the form in the request, e.g. `['items', 0, 'metadata']`), in the request's language.
 */
export function publishingIssues(
  metadata: PublicationDraft,
  at: (string | number)[],
  locale: Locale,
): ValidationIssue[] {
  const result = PublishableMetadata.safeParse(metadata)
  if (result.success) return []
  return validationIssues(
    locale,
    result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })),
    at.join('.'),
  )
}

/**
 * Writes the publications of the items as they now are: metadata, authors, content file and its
 * cover. Runs inside the caller's transaction (`tx`), after the items were changed in it.
 */
export async function writePublications(deps: HydrateDeps, tx: Db, items: ItemRow[]): Promise<void> {
  for (const view of await hydrateItems(deps, items, tx)) {
    const files = view.files.map(({ file, extraction }) => ({
      fileId: file.id,
      mime: file.mime,
      coverKey: extraction?.coverKey ?? null,
    }))
    await upsertPublication(tx, publicationOf(view.row, metadataOf(view.row), files))
  }
}
