import type { Db } from '../../db/client'
import { presentFile } from '../files/files.present'
import type { FilesService } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import { metadataOf, type PublicationExtras } from './publications.present'
import { type AuthorRow, findAuthors, findItemFileIds, type PublicationRow } from './publications.queries'

export interface HydrateDeps {
  db: Db
  files: Pick<FilesService, 'findMany'>
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
}

/**
 * Loads what a batch of items needs to be shown to one reader: one query per kind of data for the
 * whole batch (authors, files, the files themselves, the users), never one per item.
 */
export async function hydratePublications(
  deps: HydrateDeps,
  readerId: number | null,
  rows: PublicationRow[],
  /** The authors and files' ids when the rows were read with them (`findPublicationPage`). */
  loaded?: { authors: Map<string, AuthorRow[]>; fileIds: Map<string, string[]> },
): Promise<Map<string, PublicationExtras>> {
  const ids = rows.map((row) => row.id)
  const [authors, fileIds] = loaded
    ? [loaded.authors, loaded.fileIds]
    : await Promise.all([findAuthors(deps.db, ids), findItemFileIds(deps.db, ids)])
  const userIds = new Set(rows.map((row) => row.ownerId))
  for (const list of authors.values())
    for (const author of list) if (author.userId) userIds.add(author.userId)
  const covers = rows.flatMap((row) => metadataOf(row).cover ?? [])
  const [files, users] = await Promise.all([
    deps.files.findMany([...fileIds.values()].flat().concat(covers)),
    deps.summaries([...userIds]),
  ])
  const descriptors = new Map(files.map((file) => [file.id, presentFile(file)]))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        authors: authors.get(row.id) ?? [],
        files: (fileIds.get(row.id) ?? []).flatMap((id) => descriptors.get(id) ?? []),
        pickedCoverExists: descriptors.has(metadataOf(row).cover ?? ''),
        users,
        readerId,
      },
    ]),
  )
}
