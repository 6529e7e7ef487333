import type { Db } from '../../db/client'
import type { FileRow } from '../files/files.queries'
import { findPublicationCounters } from '../publications/publications.write.queries'
import type { ItemView } from './uploads.present'
import { findExtractions, findItemsOf, findLinksOf, type ItemRow } from './uploads.queries'

export interface HydrateDeps {
  db: Db
  /** The files among the ids (the files module). */
  findFiles(ids: string[], db?: Db): Promise<FileRow[]>
}

/**
 * Everything the items need to be shown: their files with their extraction, their counters. One
 * query per kind of data for the whole batch; `db` is the caller's transaction when it holds one.
 */
export async function hydrateItems(
  deps: HydrateDeps,
  items: ItemRow[],
  db: Db = deps.db,
): Promise<ItemView[]> {
  const itemIds = items.map((item) => item.id)
  // One after another: inside a transaction the queries share one connection.
  const links = await findLinksOf(db, itemIds)
  const fileIds = links.map((link) => link.fileId)
  const files = new Map((await deps.findFiles(fileIds, db)).map((file) => [file.id, file]))
  const extractions = new Map((await findExtractions(db, fileIds)).map((row) => [row.fileId, row]))
  const published = items.filter((item) => item.publishedAt !== null).map((item) => item.id)
  const counters = await findPublicationCounters(db, published)
  return items.map((row) => ({
    row,
    files: links.flatMap((link) => {
      const file = files.get(link.fileId)
      return link.itemId === row.id && file ? [{ link, file, extraction: extractions.get(file.id) }] : []
    }),
    counters: counters.get(row.id),
  }))
}

/** The items of the uploads, hydrated, by upload. */
export async function hydrateUploadItems(
  deps: HydrateDeps,
  uploadIds: string[],
  db: Db = deps.db,
): Promise<Map<string, ItemView[]>> {
  const views = await hydrateItems(deps, await findItemsOf(db, uploadIds), db)
  const byUpload = new Map<string, ItemView[]>(uploadIds.map((id) => [id, []]))
  for (const view of views) byUpload.get(view.row.uploadId)?.push(view)
  return byUpload
}
