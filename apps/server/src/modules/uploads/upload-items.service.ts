import {
  ExtractionStatus,
  GeneralErrorCode,
  type Locale,
  PUBLICATION_LIMITS,
  type UploadItem,
  type UploadItemUpdate,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { extractionOnJoin } from './extraction.model'
import { insertExtractions } from './extraction.queries'
import { hydrateItems } from './uploads.hydrate'
import { requireKnownReferences } from './uploads.metadata'
import { presentItem } from './uploads.present'
import { publishingIssues, storedMetadata, writePublications } from './uploads.publishing'
import {
  countLinks,
  deleteLink,
  findItem,
  findLink,
  findLinksOfFiles,
  type ItemRow,
  insertLinks,
  lockUpload,
  touchItem,
} from './uploads.queries'
import type { UploadsService } from './uploads.service'

type Update = z.output<typeof UploadItemUpdate>

/** Told of files that joined an item and whose extraction waits (PDFs), once that is committed. */
export type FilesJoined = (fileIds: string[]) => Promise<void>

/** SPEC 7 "Uploads": one item of an upload: its form and its files. */
export class UploadItemsService {
  private filesJoined: FilesJoined = async () => {}

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  /** Who hears of PDFs joining an item (the extraction job); one listener. */
  onFilesJoined(listener: FilesJoined): void {
    this.filesJoined = listener
  }

  /** `GET /upload/item/{id}`. */
  async read(viewer: RequestUser, id: string): Promise<UploadItem> {
    await this.uploads.access.requireItem(viewer, id)
    return this.present(id)
  }

  /**
   * `PUT /upload/item`: saves the form whole. A published item must stay publishable (SPEC 5), and
   * its publication changes with it.
   */
  async update(viewer: RequestUser, body: Update, locale: Locale): Promise<UploadItem> {
    const item = await this.uploads.access.requireItem(viewer, body.id)
    const metadata = storedMetadata(body.metadata)
    await requireKnownReferences(this.uploads.checks, viewer.id, [{ at: 'metadata.', metadata }], locale)
    const published = await this.change(item, (tx, locked) => {
      const issues = locked.publishedAt === null ? [] : publishingIssues(metadata, ['metadata'], locale)
      if (issues.length > 0) throw new ValidationError(issues)
      return touchItem(tx, locked, metadata)
    })
    if (published) await this.uploads.published(item.id, false)
    return this.present(item.id)
  }

  /**
   * `POST /upload/item/{id}/file`: the author's own files join the item after those it holds (those
   * it holds already stay where they are). A file of another item is refused (409): deleting that
   * item would delete it.
   */
  async addFiles(viewer: RequestUser, id: string, fileIds: string[], locale: Locale): Promise<UploadItem> {
    const item = await this.uploads.access.requireItem(viewer, id)
    const files = await this.uploads.checks.findFiles(fileIds)
    if (files.length !== new Set(fileIds).size) throw new NotFoundError('uploads.fileNotFound')
    if (files.some((file) => file.ownerId !== viewer.id)) throw new ForbiddenError('uploads.fileNotOwned')
    let waiting: string[] = []
    const published = await this.change(item, async (tx, locked) => {
      const links = await findLinksOfFiles(tx, fileIds)
      if (links.some((link) => link.itemId !== item.id))
        throw new AppError(GeneralErrorCode.Conflict, { messageKey: 'uploads.fileAttached' })
      const held = new Set(links.map((link) => link.fileId))
      const adding = fileIds.filter((fileId) => !held.has(fileId))
      const { count, lastOrd } = await countLinks(tx, item.id)
      if (count + adding.length > PUBLICATION_LIMITS.itemFilesMax)
        throw new ValidationError(
          [
            {
              field: 'files',
              message: translate(locale, 'uploads.tooManyFiles', { max: PUBLICATION_LIMITS.itemFilesMax }),
            },
          ],
          'uploads.tooManyFiles',
        )
      await insertLinks(tx, item.id, adding, lastOrd)
      const joined = files
        .filter((file) => adding.includes(file.id))
        .map((file) => ({ fileId: file.id, status: extractionOnJoin(file) }))
      await insertExtractions(tx, joined)
      waiting = joined.filter((row) => row.status === ExtractionStatus.Pending).map((row) => row.fileId)
      return touchItem(tx, locked)
    })
    if (waiting.length > 0) await this.filesJoined(waiting)
    if (published) await this.uploads.published(item.id, false)
    return this.present(item.id)
  }

  /** `DELETE /upload/item/file/{id}`: the file leaves its item and is deleted; answers the item. */
  async removeFile(viewer: RequestUser, linkId: string): Promise<UploadItem> {
    const link = await findLink(this.db, linkId)
    if (!link) throw new NotFoundError('uploads.fileNotFound')
    const item = await this.uploads.access.requireItem(viewer, link.itemId)
    const published = await this.change(item, async (tx, locked) => {
      await deleteLink(tx, link.id)
      return touchItem(tx, locked)
    })
    await this.uploads.removeFile(viewer, link.fileId)
    if (published) await this.uploads.published(item.id, false)
    return this.present(item.id)
  }

  /**
   * Changes an item under its upload's lock and, when it is published, its publication with it.
   * Answers whether it was published (its publication was written again).
   */
  private async change(
    item: ItemRow,
    write: (tx: Db, locked: ItemRow) => Promise<ItemRow>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockUpload(tx, item.uploadId)
      // Deleted (with its upload) between the access check and the lock.
      const locked = await findItem(tx, item.id)
      if (!locked) throw new NotFoundError('uploads.itemNotFound')
      const changed = await write(tx, locked)
      if (changed.publishedAt === null) return false
      await writePublications(this.uploads.hydration, tx, [changed])
      return true
    })
  }

  private async present(id: string): Promise<UploadItem> {
    const row = await findItem(this.db, id)
    if (!row) throw new NotFoundError('uploads.itemNotFound')
    const [view] = await hydrateItems(this.uploads.hydration, [row])
    if (!view) throw new NotFoundError('uploads.itemNotFound')
    return presentItem(view)
  }
}
