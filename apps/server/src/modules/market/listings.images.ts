import { GeneralErrorCode, type Locale } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { FilesService } from '../files/files.service'
import { findListingsOfFiles } from './listings.queries'
import { LISTING_IMAGE_TYPES, MarketRule } from './market.policy'

export const IMAGES_FIELD = 'images'

/** The request names a file another listing already shows (a file belongs to one listing). */
export const imageAttachedElsewhere = () =>
  new AppError(GeneralErrorCode.Conflict, { messageKey: MarketRule.imageAttached })

/**
 * Checks the images an author gives a listing (`listingId` null: one being created), in the order
 * given: files that do not exist (404), are someone else's (403), are not PNG or JPEG (400 on the
 * field `images`), or are shown by another listing (409) are refused. The count is the schema's.
 * Every query runs on `deps.db`, the caller's transaction when it holds one.
 */
export async function checkImages(
  deps: { db: Db; files: Pick<FilesService, 'findMany'> },
  authorId: number,
  listingId: number | null,
  fileIds: readonly string[],
  locale: Locale,
): Promise<string[]> {
  if (fileIds.length === 0) return []
  // One after another: inside a transaction the queries share one connection.
  const rows = await deps.files.findMany([...fileIds], deps.db)
  const holders = await findListingsOfFiles(deps.db, [...fileIds])
  if (rows.length !== fileIds.length) throw new NotFoundError(MarketRule.imageNotFound)
  if (rows.some((row) => row.ownerId !== authorId)) throw new ForbiddenError(MarketRule.imageNotOwned)
  if (rows.some((row) => !LISTING_IMAGE_TYPES.includes(row.mime)))
    throw new ValidationError(
      [{ field: IMAGES_FIELD, message: translate(locale, MarketRule.imageType) }],
      MarketRule.imageType,
    )
  if (fileIds.some((id) => holders.has(id) && holders.get(id) !== listingId)) throw imageAttachedElsewhere()
  return [...fileIds]
}
