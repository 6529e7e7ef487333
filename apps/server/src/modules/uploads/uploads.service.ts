import {
  Dictionary,
  type Locale,
  refId,
  type Upload,
  type UploadCreate,
  UploadItemType,
  type UploadPage,
} from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { NotFoundError, ValidationError } from '../../platform/errors'
import type { Storage } from '../../platform/storage'
import type { CatalogRefs } from '../catalog/catalog.refs'
import type { FilesService } from '../files/files.service'
import { markPublicationsDeleted } from '../publications/publications.write.queries'
import { coverKeyOf } from './extraction.model'
import { type AccessDeps, UploadsAccess } from './uploads.access'
import { type FindQuery, findUploads } from './uploads.find'
import { hydrateUploadItems } from './uploads.hydrate'
import { requireKnownReferences } from './uploads.metadata'
import { presentUpload, uploadTypeNumber } from './uploads.present'
import { metadataOf, publishingIssues, storedMetadata, writePublications } from './uploads.publishing'
import {
  deleteUpload,
  findItemsOf,
  findLinksOf,
  findUpload,
  findUploads as findUploadRows,
  insertUpload,
  lockUpload,
  markItemsPublished,
  touchUpload,
} from './uploads.queries'

export interface UploadsDeps extends AccessDeps {
  db: Db
  files: Pick<FilesService, 'findMany' | 'remove'>
  /** Where the covers of the files' extractions lie. */
  storage: Pick<Storage, 'delete'>
  refs: CatalogRefs
  /** Which of these users exist (the accounts module). */
  activeUserIds(ids: number[]): Promise<number[]>
  /**
   * Told after a publication was written and committed: the first time (`firstTime`, the item was
   * just published: feed, followers) or again (published again, or a published item changed).
   */
  onPublished(publicationId: string, firstTime: boolean): Promise<void>
  log: FastifyBaseLogger
}

type Create = z.output<typeof UploadCreate>

const ITEM_TYPE = refId(UploadItemType.Publication, Dictionary.uploadItemType) ?? 0

/** SPEC 7 "Uploads": an author's uploads as a whole (create, read, publish, delete, find). */
export class UploadsService {
  readonly access: UploadsAccess

  constructor(private readonly deps: UploadsDeps) {
    this.access = new UploadsAccess(deps)
  }

  /** The checks of the forms' references need the catalogues, the accounts and the files. */
  get checks() {
    const { refs, activeUserIds, files } = this.deps
    return { refs, activeUserIds, findFiles: (ids: string[]) => files.findMany(ids) }
  }

  /** Files as the hydration reads them, inside a transaction when given one. */
  get hydration() {
    const { db, files } = this.deps
    return { db, findFiles: (ids: string[], tx?: Db) => files.findMany(ids, tx) }
  }

  /** `POST /upload`: a new upload of draft items; a single one or a package without items gets one empty item. */
  async create(viewer: RequestUser, body: Create, locale: Locale): Promise<Upload> {
    const items = body.items?.length ? body.items : [{ cType: UploadItemType.Publication, metadata: {} }]
    const forms = items.map((item, i) => ({ at: `items.${i}.metadata.`, metadata: item.metadata }))
    await requireKnownReferences(this.checks, viewer.id, forms, locale)
    const id = await this.deps.db.transaction((tx) =>
      insertUpload(
        tx,
        viewer.id,
        uploadTypeNumber(body.cType),
        items.map((item) => ({ type: ITEM_TYPE, metadata: storedMetadata(item.metadata) })),
      ),
    )
    return this.present(id)
  }

  /** `GET /upload/{id}`: the owner's upload with its items. */
  async read(viewer: RequestUser, id: string): Promise<Upload> {
    await this.access.requireUpload(viewer, id)
    return this.present(id)
  }

  /**
   * `POST /upload/{id}`: publishes every item, all or none. Each must satisfy SPEC 5 (every issue of
   * every item is named, `items.<n>.metadata.<field>`) and refer only to what exists. Publishing an
   * item again rewrites its publication and keeps its first date.
   */
  async publish(viewer: RequestUser, id: string, locale: Locale): Promise<Upload> {
    await this.access.requireUpload(viewer, id)
    const before = await findItemsOf(this.deps.db, [id])
    this.requirePublishable(before, locale)
    const forms = before.map((item, i) => ({ at: `items.${i}.metadata.`, metadata: metadataOf(item) }))
    await requireKnownReferences(this.checks, viewer.id, forms, locale)
    const published = await this.deps.db.transaction(async (tx) => {
      await lockUpload(tx, id)
      // The items as they are now: a save may have come between the checks and the lock.
      const items = await findItemsOf(tx, [id])
      this.requirePublishable(items, locale)
      await markItemsPublished(
        tx,
        items.map((item) => item.id),
      )
      await writePublications(this.hydration, tx, items)
      await touchUpload(tx, id)
      return items.map((item) => ({ id: item.id, firstTime: item.publishedAt === null }))
    })
    for (const item of published) await this.published(item.id, item.firstTime)
    return this.present(id)
  }

  /**
   * `DELETE /upload/{id}`: the upload, its items and their files go; a published item's publication
   * stays, marked deleted, so harvesters learn of it.
   */
  async remove(viewer: RequestUser, id: string): Promise<void> {
    await this.access.requireUpload(viewer, id)
    const fileIds = await this.deps.db.transaction(async (tx) => {
      if (!(await lockUpload(tx, id))) throw new NotFoundError('uploads.notFound')
      const items = await findItemsOf(tx, [id])
      const links = await findLinksOf(
        tx,
        items.map((item) => item.id),
      )
      await markPublicationsDeleted(
        tx,
        items.filter((item) => item.publishedAt !== null).map((item) => item.id),
      )
      await deleteUpload(tx, id)
      return links.map((link) => link.fileId)
    })
    for (const fileId of fileIds) await this.removeFile(viewer, fileId)
  }

  /** `POST /upload/find`: the viewer's own uploads, filtered and paged. */
  async find(viewer: RequestUser, query: FindQuery, locale: Locale): Promise<UploadPage> {
    const page = await findUploads(this.deps.db, viewer.id, query, locale)
    const rows = new Map((await findUploadRows(this.deps.db, page.ids)).map((row) => [row.id, row]))
    const items = await hydrateUploadItems(this.hydration, page.ids)
    const elements = page.ids.flatMap((uploadId) => {
      const row = rows.get(uploadId)
      return row ? [presentUpload(row, items.get(uploadId) ?? [])] : []
    })
    return { count: page.count, elements }
  }

  /** An upload the caller may show (access already checked). */
  async present(id: string): Promise<Upload> {
    const row = await findUpload(this.deps.db, id)
    if (!row) throw new NotFoundError('uploads.notFound')
    const items = await hydrateUploadItems(this.hydration, [id])
    return presentUpload(row, items.get(id) ?? [])
  }

  /** Tells the publications module; a failure there never undoes what was published. */
  async published(publicationId: string, firstTime: boolean): Promise<void> {
    try {
      await this.deps.onPublished(publicationId, firstTime)
    } catch (err) {
      this.deps.log.warn({ err, publicationId }, 'after-publication work failed')
    }
  }

  /** Deletes a file that left its item, and its cover; one already gone is as good as deleted. */
  async removeFile(viewer: RequestUser, fileId: string): Promise<void> {
    try {
      await this.deps.files.remove(viewer, fileId)
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err
    }
    await this.deps.storage.delete(coverKeyOf(fileId))
  }

  private requirePublishable(items: { metadata: unknown }[], locale: Locale): void {
    const issues = items.flatMap((item, i) =>
      publishingIssues(metadataOf(item), ['items', i, 'metadata'], locale),
    )
    if (issues.length > 0) throw new ValidationError(issues)
  }
}
