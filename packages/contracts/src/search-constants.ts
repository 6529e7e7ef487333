import { Dictionary } from './dictionaries'

/** SPEC 3, 9: search rubrics are the publication types catalogue (class 39). */
export const PUBLICATION_RUBRIC_CLASS = Dictionary.publicationType

/** SPEC 3, 9: the `type` of a search result that is a publication's file. */
export const SEARCH_RESULT_FILE_TYPE = 100

/** SPEC 3, 9: the `size` of a detailed search unless the user picks another. */
export const DEFAULT_SEARCH_SIZE = 'short'

/** SPEC 3: where a search result's file is read: `/publication/{id}/content` under the core API. */
export const publicationContentPath = (id: number | string): string =>
  `/publication/${encodeURIComponent(String(id))}/content`

/** Earliest date the detailed search accepts (its date pickers start here). */
export const SEARCH_DATE_MIN = '1900-01-01'

/**
 * SPEC 3 "Search": the names of a search result's name/value pairs (`GET /publication/uref/{uref}`);
 * the file ones describe the item's content file, `ref` is where it is read.
 */
export const SearchFieldName = {
  date: 'date',
  fileName: 'file_name',
  place: 'place',
  title: 'title',
  mimeType: 'mime_type',
  rubric: 'rubric',
  type: 'type',
  fileSize: 'file_size',
  id: 'id',
  ref: 'ref',
  author: 'author',
  keywords: 'keywords',
} as const
export type SearchFieldName = (typeof SearchFieldName)[keyof typeof SearchFieldName]
