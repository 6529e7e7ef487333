import { Dictionary, type PublicationDraft, refId } from '@nauka/contracts'
import type { PublicationWrite } from '../publications/publications.write.queries'
import { nameKey } from '../search/name-key'

/** A file of an item as publishing sees it: in the item's order, with its sniffed type. */
export interface ItemFileFacts {
  fileId: string
  mime: string
  /** The first-page cover its extraction made, if any. */
  coverKey: string | null
}

const PDF = 'application/pdf'

/** SPEC 7 `/publication/{id}/content`: the item's first PDF, else its first file, else none. */
export const contentFileOf = (files: readonly ItemFileFacts[]): ItemFileFacts | null =>
  files.find((file) => file.mime === PDF) ?? files[0] ?? null

/** The year lists filter on: the one given, else that of the publication date. */
export const publicationYear = (metadata: PublicationDraft): number | null =>
  metadata.year ?? (metadata.date ? Number(metadata.date.slice(0, 4)) : null)

/** "Фамилия Имя Отчество": how authors who are not users are found. */
export const authorFullName = (author: NonNullable<PublicationDraft['authors']>[number]): string =>
  [author.lastName, author.firstName, author.middleName].filter((part) => part?.trim()).join(' ')

/** What author search matches an author by: the name as written and its English spelling. */
export const authorNameKey = (author: NonNullable<PublicationDraft['authors']>[number]): string =>
  nameKey(authorFullName(author), author.lastNameEn, author.firstNameEn, author.middleNameEn)

/**
 * The publication row of an item that passed `PublishableMetadata`: its id is the item's, the
 * columns lists filter on are the numbers of its references, its content the first PDF.
 */
export function publicationOf(
  item: { id: string; ownerId: number },
  metadata: PublicationDraft,
  files: readonly ItemFileFacts[],
): PublicationWrite {
  const content = contentFileOf(files)
  const accessLevel = refId(metadata.cAccessLevel, Dictionary.accessLevel)
  // PublishableMetadata requires the access level: a row without one would be a programming error.
  if (accessLevel === null) throw new Error(`item ${item.id} has no access level to publish with`)
  return {
    id: item.id,
    ownerId: item.ownerId,
    accessLevel,
    metadata,
    title: metadata.title ?? '',
    type: refId(metadata.cType, Dictionary.publicationType),
    scienceArea: refId(metadata.cScienceArea, Dictionary.scienceArea),
    lang: refId(metadata.cLang, Dictionary.lang),
    year: publicationYear(metadata),
    contentFileId: content?.fileId ?? null,
    coverKey: content?.coverKey ?? null,
    authors: (metadata.authors ?? []).map((author) => ({
      userId: refId(author.rUser, Dictionary.user),
      fullName: authorFullName(author),
      nameKey: authorNameKey(author),
    })),
  }
}
