import { GeneralErrorCode, type Locale } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { FilesService } from '../files/files.service'
import { attachmentRefusal } from './posts.policy'
import { findLinksOf, findPostFileIds } from './posts.queries'

export const FILES_FIELD = 'files'

/** The request attaches a file another post already holds (a file belongs to one post). */
export const fileAttachedElsewhere = () =>
  new AppError(GeneralErrorCode.Conflict, { messageKey: 'posts.fileAttached' })

/**
 * Checks files an author wants to attach to a post (`postId` null: a post being created) and
 * answers the ids to attach, without the ones already attached to this very post. Refuses files
 * that do not exist (404), belong to someone else (403), sit on another post (409), or break the
 * SPEC 5 limits together with the files already attached (400 on the field `files`). Every query
 * runs on `deps.db`, which is the caller's transaction when it holds one.
 */
export async function attachableFiles(
  deps: { db: Db; files: FilesService },
  authorId: number,
  postId: number | null,
  fileIds: string[],
  locale: Locale,
): Promise<string[]> {
  const wanted = [...new Set(fileIds)]
  if (wanted.length === 0) return []
  // One after another: inside a transaction the queries share one connection, and pg refuses to
  // interleave queries on a client (deprecated now, an error in pg 9).
  const rows = await deps.files.findMany(wanted, deps.db)
  const links = await findLinksOf(deps.db, wanted)
  const attached = postId === null ? new Map<number, string[]>() : await findPostFileIds(deps.db, [postId])
  if (rows.length !== wanted.length) throw new NotFoundError('posts.fileNotFound')
  if (rows.some((row) => row.ownerId !== authorId)) throw new ForbiddenError('posts.fileNotOwned')
  if (wanted.some((id) => links.has(id) && links.get(id) !== postId)) throw fileAttachedElsewhere()
  const attachedIds = postId === null ? [] : (attached.get(postId) ?? [])
  const adding = rows.filter((row) => !attachedIds.includes(row.id))
  const attachedRows = await deps.files.findMany(attachedIds, deps.db)
  const refusal = attachmentRefusal(
    attachedRows.map((row) => row.size),
    adding.map((row) => row.size),
  )
  if (refusal)
    throw new ValidationError([{ field: FILES_FIELD, message: translate(locale, refusal) }], refusal)
  // Keep the order the author sent them in.
  const addingIds = new Set(adding.map((row) => row.id))
  return wanted.filter((id) => addingIds.has(id))
}
