import { type Locale, PublicationMessage, type UploadFind } from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { sqlState } from '../../db/errors'
import { likeContaining } from '../../db/like'
import { ValidationError } from '../../platform/errors'
import { translate } from '../../platform/i18n/messages'
import { findUploadPage } from './uploads.find.queries'

export type FindQuery = z.output<typeof UploadFind>

const badFilter = (field: string, locale: Locale) =>
  new ValidationError(
    [{ field, message: translate(locale, PublicationMessage.badFilter) }],
    PublicationMessage.badFilter,
  )

/** The variables of a path: a JSON object text, `{}` when there are none. */
function pathVariables(text: string | undefined, field: string, locale: Locale): string {
  if (text === undefined || text.trim() === '') return '{}'
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badFilter(field, locale)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badFilter(field, locale)
  return text
}

/**
 * What PostgreSQL answers to a path the client wrote wrong: a syntax error (42601), a variable the
 * parameters lack (42704), an error while the path runs on the metadata (class 22: a strict path
 * missing a key, a bad regular expression, a wrong type) or one too deep to run (class 54).
 */
const isPathError = (err: unknown): boolean => {
  const state = sqlState(err) ?? ''
  return state === '42601' || state === '42704' || state.startsWith('22') || state.startsWith('54')
}

/**
 * The owner's uploads matching the query: a page of ids, newest change first, and the count of all.
 * A metadata filter the client wrote wrong is a 400 (`badFilter`), never a 500.
 */
export async function findUploads(
  db: Db,
  ownerId: number,
  query: FindQuery,
  locale: Locale,
): Promise<{ count: number; ids: string[] }> {
  const paths = query.filters.map((filter, i) => ({
    path: filter.jsonPath,
    vars: pathVariables(filter.jsonParams, `filters.${i}.jsonParams`, locale),
  }))
  try {
    return await findUploadPage(db, {
      ownerId,
      published: query.published,
      itemType: query.uploadItemType,
      contentPattern: query.content ? likeContaining(query.content) : undefined,
      filesMin: query.filesMin,
      filesMax: query.filesMax,
      modifiedFrom: query.modifiedFrom,
      modifiedTo: query.modifiedTo,
      paths,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    })
  } catch (err) {
    if (paths.length > 0 && isPathError(err)) throw badFilter('filters', locale)
    throw err
  }
}
