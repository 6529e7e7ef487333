import {
  Dictionary,
  isoToday,
  parseRef,
  publicationPath,
  refId,
  type Upload,
  type UploadFind,
  type UploadItem,
  type UploadPage,
  UploadType,
} from '@nauka/contracts'
import type { InfiniteData } from '@tanstack/react-query'

/**
 * "My territory": the author's uploads list and the editor's flags (SPEC 3 "Upload", SPEC 4
 * "Upload"), as pure functions the pages call.
 */

/** Published, drafts, or both (SPEC 7: `published` true, false, or absent). */
export type StatusFilter = 'all' | 'published' | 'drafts'

/** The list's filters as the form holds them (SPEC 3 "Upload list fields"); numbers are typed text. */
export type ListFilters = {
  content: string
  status: StatusFilter
  /** Upload item type (129:n), or null for any. */
  itemType: string | null
  filesMin: string
  filesMax: string
  /** YYYY-MM-DD, or empty. */
  modifiedFrom: string
  modifiedTo: string
}

export const NO_FILTERS: ListFilters = {
  content: '',
  status: 'all',
  itemType: null,
  filesMin: '',
  filesMax: '',
  modifiedFrom: '',
  modifiedTo: '',
}

const count = (text: string): number | undefined => {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : undefined
}

/** The request of one page of the list: only the filters that are set. */
export const findBodyOf = (filters: ListFilters, page: number, pageSize: number): UploadFind => {
  const content = filters.content.trim()
  const itemType = filters.itemType ? refId(filters.itemType, Dictionary.uploadItemType) : null
  return {
    page,
    pageSize,
    ...(filters.status !== 'all' && { published: filters.status === 'published' }),
    ...(content && { content }),
    ...(itemType !== null && { uploadItemType: itemType }),
    ...(count(filters.filesMin) !== undefined && { filesMin: count(filters.filesMin) }),
    ...(count(filters.filesMax) !== undefined && { filesMax: count(filters.filesMax) }),
    ...(filters.modifiedFrom && { modifiedFrom: filters.modifiedFrom }),
    ...(filters.modifiedTo && { modifiedTo: filters.modifiedTo }),
  }
}

/** How many filters narrow the list (shown on the filters button). */
export const activeFilterCount = (filters: ListFilters): number =>
  (Object.keys(NO_FILTERS) as (keyof ListFilters)[]).filter(
    (key) => String(filters[key] ?? '').trim() !== String(NO_FILTERS[key] ?? ''),
  ).length

/** The page after the loaded ones, while the server counts more uploads than are loaded. */
export const nextPageOf = (last: UploadPage, pages: readonly UploadPage[]): number | undefined => {
  const loaded = pages.reduce((sum, page) => sum + page.elements.length, 0)
  return last.elements.length > 0 && loaded < last.count ? pages.length + 1 : undefined
}

/**
 * Whether a new, empty draft belongs in a list with these filters: it has no content and no
 * files, is not published, and was changed today.
 */
export const fitsNewDraft = (filters: ListFilters, today: string = isoToday()): boolean =>
  filters.status !== 'published' &&
  filters.content.trim() === '' &&
  (count(filters.filesMin) ?? 0) === 0 &&
  (filters.modifiedFrom === '' || filters.modifiedFrom <= today) &&
  (filters.modifiedTo === '' || filters.modifiedTo >= today)

/** SPEC 4: a successful create puts the new upload first (once, however the pages were cut). */
export const withUploadFirst = (
  data: InfiniteData<UploadPage, number> | undefined,
  upload: Upload,
): InfiniteData<UploadPage, number> | undefined => {
  if (!data) return data
  const known = data.pages.some((page) => page.elements.some((u) => u.id === upload.id))
  const pages = data.pages.map((page, index) => {
    const rest = page.elements.filter((u) => u.id !== upload.id)
    return {
      count: known ? page.count : page.count + 1,
      elements: index === 0 ? [upload, ...rest] : rest,
    }
  })
  return { ...data, pages }
}

/** The upload an item belongs to (its `rUpload`, `"125:<uuid>"`). */
export const uploadIdOf = (item: Pick<UploadItem, 'rUpload'>): string | null => {
  const ref = parseRef(item.rUpload)
  return ref && ref.dictionary === Dictionary.upload && typeof ref.id === 'string' ? ref.id : null
}

/** One row of the list: what SPEC 3's list fields and the counters say of an upload. */
export type UploadSummary = {
  id: string
  package: boolean
  /** The first item's name; null while it has none. */
  title: string | null
  /** Every item published, none, or some of them. */
  status: 'published' | 'draft' | 'partial'
  filesCount: number
  /** The last change (`ed`). */
  modified: string
  views: number
  downloads: number
  items: {
    id: string
    title: string | null
    published: boolean
    /** The item's public page; null while it is a draft, which has none. */
    publicPath: string | null
  }[]
}

export const summaryOf = (upload: Upload): UploadSummary => {
  const published = upload.items.filter((item) => item.published).length
  const items = upload.items.map((item) => ({
    id: item.id,
    title: item.metadata.title?.trim() || null,
    published: item.published,
    publicPath: item.published ? publicationPath(item.id) : null,
  }))
  return {
    id: upload.id,
    package: upload.cType === UploadType.Package,
    title: items[0]?.title ?? null,
    status: published === 0 ? 'draft' : published === upload.items.length ? 'published' : 'partial',
    filesCount: upload.items.reduce((sum, item) => sum + item.files.length, 0),
    modified: upload.ed,
    views: upload.items.reduce((sum, item) => sum + item.meta.view_count, 0),
    downloads: upload.items.reduce((sum, item) => sum + item.meta.download_count, 0),
    items,
  }
}

/** SPEC 4 "Upload": the editor's flags. `saved` holds from a successful save until the next edit. */
export type EditorFlags = { saving: boolean; saved: boolean; publishing: boolean }

export const INITIAL_FLAGS: EditorFlags = { saving: false, saved: false, publishing: false }

export type EditorEvent =
  | 'edited'
  | 'saveStarted'
  | 'saveSucceeded'
  | 'saveFailed'
  | 'publishStarted'
  | 'publishSucceeded'
  | 'publishFailed'

export const nextFlags = (flags: EditorFlags, event: EditorEvent): EditorFlags => {
  switch (event) {
    case 'edited':
      return { ...flags, saved: false }
    case 'saveStarted':
      return { ...flags, saving: true }
    case 'saveSucceeded':
      return { ...flags, saving: false, saved: true }
    case 'saveFailed':
      return { ...flags, saving: false }
    case 'publishStarted':
      return { ...flags, publishing: true }
    // Publishing saves the form first, so what is on screen is what was published.
    case 'publishSucceeded':
      return { ...flags, publishing: false, saved: true }
    case 'publishFailed':
      return { ...flags, publishing: false }
  }
}

/** The form may not be sent again while a save or a publish is on its way. */
export const isBusy = (flags: EditorFlags): boolean => flags.saving || flags.publishing
