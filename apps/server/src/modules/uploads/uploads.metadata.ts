import {
  Dictionary,
  type Locale,
  PUBLICATION_CATALOGUE_FIELDS,
  type PublicationDraft,
  refId,
  type ValidationIssue,
} from '@nauka/contracts'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { CatalogRefs } from '../catalog/catalog.refs'
import type { FileRow } from '../files/files.queries'

/** What checking a form's references needs of the other modules. */
export interface MetadataCheckDeps {
  refs: CatalogRefs
  /** Which of these users exist (the accounts module). */
  activeUserIds(ids: number[]): Promise<number[]>
  /** The files among the ids (the files module). */
  findFiles(ids: string[]): Promise<FileRow[]>
}

/** A form to check and where its fields sit in the request (`metadata.` or `items.0.metadata.`). */
export interface MetadataAt {
  at: string
  metadata: PublicationDraft
}

interface Reference<V> {
  field: string
  value: V
}

const catalogueRefs = ({ at, metadata }: MetadataAt): Reference<string>[] => [
  ...PUBLICATION_CATALOGUE_FIELDS.flatMap((name) => {
    const value = metadata[name]
    return value ? [{ field: `${at}${name}`, value }] : []
  }),
  ...(metadata.identifiers ?? []).map((identifier, i) => ({
    field: `${at}identifiers.${i}.cIdentifier`,
    value: identifier.cIdentifier,
  })),
]

const userRefs = ({ at, metadata }: MetadataAt): Reference<string>[] =>
  (metadata.authors ?? []).flatMap((author, i) =>
    author.rUser ? [{ field: `${at}authors.${i}.rUser`, value: author.rUser }] : [],
  )

const coverRefs = ({ at, metadata }: MetadataAt): Reference<string>[] =>
  metadata.cover ? [{ field: `${at}cover`, value: metadata.cover }] : []

/** The cover is an image the author uploaded. */
const isOwnImage = (file: FileRow | undefined, ownerId: number) =>
  file !== undefined && file.ownerId === ownerId && file.mime.startsWith('image/')

/**
 * Refuses forms that refer to nothing: catalogue values that are not in their catalogues, authors
 * linked to users who do not exist, a cover that is not one of the author's images. One issue per
 * field, for every form at once (a package checks all its items in three queries).
 */
export async function requireKnownReferences(
  deps: MetadataCheckDeps,
  ownerId: number,
  forms: MetadataAt[],
  locale: Locale,
): Promise<void> {
  const catalogue = forms.flatMap(catalogueRefs)
  const users = forms.flatMap(userRefs)
  const covers = forms.flatMap(coverRefs)
  // One after another: PGlite serves one query at a time anyway.
  const found = await deps.refs.lookup(catalogue.map((r) => r.value))
  const userIds = new Set(
    await deps.activeUserIds(users.map((r) => refId(r.value, Dictionary.user) ?? 0).filter((id) => id > 0)),
  )
  const files = new Map((await deps.findFiles(covers.map((r) => r.value))).map((file) => [file.id, file]))
  const issues: ValidationIssue[] = [
    ...catalogue
      .filter((r) => !found.has(r.value))
      .map((r) => ({ field: r.field, message: translate(locale, 'catalog.refUnknown', { ref: r.value }) })),
    ...users
      .filter((r) => !userIds.has(refId(r.value, Dictionary.user) ?? 0))
      .map((r) => ({
        field: r.field,
        message: translate(locale, 'uploads.authorUnknown', { ref: r.value }),
      })),
    ...covers
      .filter((r) => !isOwnImage(files.get(r.value), ownerId))
      .map((r) => ({ field: r.field, message: translate(locale, 'uploads.coverNotImage') })),
  ]
  if (issues.length > 0) throw new ValidationError(issues)
}
