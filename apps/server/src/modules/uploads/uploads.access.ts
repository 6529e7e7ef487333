import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import { uploadAccess } from './uploads.policy'
import { findItem, findItemsOf, findUpload, type ItemRow, type UploadRow } from './uploads.queries'

export interface AccessDeps {
  db: Db
  /** Whether the viewer may read the publication (the publications module's access levels). */
  canReadPublication(viewerId: number, publicationId: string): Promise<boolean>
}

/** The owner's uploads and items, or the refusal `uploadAccess` names for anyone else. */
export class UploadsAccess {
  constructor(private readonly deps: AccessDeps) {}

  async requireUpload(viewer: Pick<RequestUser, 'id'>, id: string): Promise<UploadRow> {
    const upload = await findUpload(this.deps.db, id)
    if (!upload) throw new NotFoundError('uploads.notFound')
    if (upload.ownerId !== viewer.id) {
      const published = (await findItemsOf(this.deps.db, [id])).filter((item) => item.publishedAt !== null)
      await this.refuse(viewer.id, upload.ownerId, published, 'uploads.notFound')
    }
    return upload
  }

  async requireItem(viewer: Pick<RequestUser, 'id'>, id: string): Promise<ItemRow> {
    const item = await findItem(this.deps.db, id)
    if (!item) throw new NotFoundError('uploads.itemNotFound')
    if (item.ownerId !== viewer.id)
      await this.refuse(
        viewer.id,
        item.ownerId,
        item.publishedAt === null ? [] : [item],
        'uploads.itemNotFound',
      )
    return item
  }

  private async refuse(
    viewerId: number,
    ownerId: number,
    published: ItemRow[],
    hidden: string,
  ): Promise<never> {
    let seesPublished = false
    for (const item of published) {
      seesPublished = await this.deps.canReadPublication(viewerId, item.id)
      if (seesPublished) break
    }
    if (uploadAccess(viewerId, ownerId, seesPublished) === 'forbidden')
      throw new ForbiddenError('uploads.notOwner')
    throw new NotFoundError(hidden)
  }
}
