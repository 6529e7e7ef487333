import { GeneralErrorCode, type Locale } from '@nauka/contracts'
import type { Db } from '../../db/client'
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import type { FilesService } from '../files/files.service'
import { attachmentLimitRefusal, MessageRule } from './messages.policy'
import { type FileRow, findAttachedFileIds } from './messages.queries'

export const FILES_FIELD = 'files'

/** The request attaches a file another message already holds (a file belongs to one message). */
export const fileAttachedElsewhere = () =>
  new AppError(GeneralErrorCode.Conflict, { messageKey: MessageRule.fileAttached })

/**
 * The files an author attaches to a message, in the order sent. Refuses files that do not exist
 * (404), belong to someone else (403), sit on another message (409, unless `keep` holds them: the
 * message being edited), or break the SPEC 5 limits (400 on the field `files`). Runs on `db`, the
 * caller's transaction.
 */
export async function attachableMessageFiles(
  deps: { db: Db; files: FilesService },
  authorId: number,
  fileIds: readonly string[],
  locale: Locale,
  keep: ReadonlySet<string> = new Set(),
): Promise<FileRow[]> {
  const wanted = [...new Set(fileIds)]
  if (wanted.length === 0) return []
  const refusal = attachmentLimitRefusal(wanted.map(() => 0))
  if (refusal) throw limitError(locale, refusal)
  // One after another: inside a transaction the queries share one connection.
  const rows = await deps.files.findMany(wanted, deps.db)
  const attached = await findAttachedFileIds(deps.db, wanted)
  if (rows.length !== wanted.length) throw new NotFoundError(MessageRule.fileNotFound)
  if (rows.some((row) => row.ownerId !== authorId)) throw new ForbiddenError(MessageRule.fileNotOwned)
  if (wanted.some((id) => attached.has(id) && !keep.has(id))) throw fileAttachedElsewhere()
  const sizeRefusal = attachmentLimitRefusal(rows.map((row) => row.size))
  if (sizeRefusal) throw limitError(locale, sizeRefusal)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return wanted.map((id) => byId.get(id)).filter((row): row is FileRow => row !== undefined)
}

const limitError = (locale: Locale, key: string) =>
  new ValidationError([{ field: FILES_FIELD, message: translate(locale, key) }], key)
