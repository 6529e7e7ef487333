import {
  Dictionary,
  type FileDescriptor,
  formatRef,
  type Publication,
  type PublicationDraft,
  type PublicationSearchResult,
  publicationContentPath,
  publicationPath,
  SEARCH_RESULT_FILE_TYPE,
  SearchFieldName,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { presentAuthor } from '../posts/posts.present'
import { coverSourceOf, coverUrlOf } from './publications.cover.model'
import type { AuthorRow, PublicationRow } from './publications.queries'

/** Everything one item needs from other tables to be shown to one reader. */
export interface PublicationExtras {
  authors: AuthorRow[]
  /** Its files, in order; the content file among them. */
  files: FileDescriptor[]
  /** The image its author picked as its cover still exists (none picked: false). */
  pickedCoverExists: boolean
  /** Names and images of the owner and the linked authors. */
  users: Map<number, UserSummary>
  readerId: number | null
}

/** The form as published: validated by `PublishableMetadata` before it was stored. */
export const metadataOf = (row: PublicationRow): PublicationDraft => row.metadata as PublicationDraft

export const publicationUref = (id: string): string => formatRef(Dictionary.publication, id)

/** A published item and its extras → the wire shape; no row ever reaches a client. */
export function presentPublication(row: PublicationRow, extras: PublicationExtras): Publication {
  const metadata = metadataOf(row)
  const linked = new Map(extras.authors.map((author) => [author.ord, author.userId]))
  return {
    id: row.id,
    uref: publicationUref(row.id),
    metadata,
    authors: (metadata.authors ?? []).map((author, ord) => {
      const userId = linked.get(ord) ?? null
      return { ...author, user: userId === null ? null : presentAuthor(userId, extras.users.get(userId)) }
    }),
    owner: presentAuthor(row.ownerId, extras.users.get(row.ownerId)),
    contents: extras.files,
    coverUrl: coverUrlOf(row.id, coverSourceOf(metadata, row.coverKey, extras.pickedCoverExists)),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    meta: { view_count: row.viewCount, download_count: row.downloadCount },
    link: publicationPath(row.id),
    own: extras.readerId === row.ownerId,
  }
}

/**
 * SPEC 3 "Search": the item as a search result lists it: its abstract (or title) as the data part,
 * and the name/value pairs of SPEC 3, the file ones of its content file (type 100, SPEC 9).
 */
export function presentSearchResult(row: PublicationRow, extras: PublicationExtras): PublicationSearchResult {
  const metadata = metadataOf(row)
  const content = extras.files.find((file) => file.id === row.contentFileId) ?? null
  const field = (n: SearchFieldName, v: unknown) => ({ n, v })
  return {
    data: metadata.abstract || row.title,
    fields: [
      field(SearchFieldName.date, metadata.date ?? row.publishedAt.toISOString()),
      field(SearchFieldName.fileName, content?.name ?? null),
      field(SearchFieldName.place, metadata.place ?? null),
      field(SearchFieldName.title, row.title),
      field(SearchFieldName.mimeType, content?.mime ?? null),
      field(SearchFieldName.rubric, metadata.cType ?? null),
      field(SearchFieldName.type, SEARCH_RESULT_FILE_TYPE),
      field(SearchFieldName.fileSize, content?.size ?? null),
      field(SearchFieldName.id, row.id),
      field(SearchFieldName.ref, content ? publicationContentPath(row.id) : null),
      field(
        SearchFieldName.author,
        extras.authors.map((author) => author.fullName),
      ),
      field(SearchFieldName.keywords, metadata.keywords ?? []),
    ],
  }
}
