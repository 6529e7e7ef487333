import {
  type ClsFindBody,
  type ClsItem,
  type ClsPage,
  Dictionary,
  type LangId,
  PAGE_SIZE,
} from '@nauka/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../api/api'

/** Catalogues change rarely: they stay fresh for an hour. */
const CATALOGUE_STALE_MS = 60 * 60_000
/** Options a picker shows per search. */
export const PICKER_PAGE_SIZE = 20

export const catalogKeys = {
  all: (cls: number, lang: LangId) => ['catalog', 'all', cls, lang] as const,
  find: (
    cls: number,
    lang: LangId,
    term: string,
    parent: string | null,
    pageSize: number,
    level: number | null,
  ) => ['catalog', 'find', cls, lang, term, parent, pageSize, level] as const,
}

/** SPEC 7: a whole catalogue in one language (1000 per page for countries, SPEC 9). */
export const useCatalogue = (cls: number | null, lang: LangId) =>
  useQuery({
    queryKey: catalogKeys.all(cls ?? 0, lang),
    enabled: cls !== null,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: ({ signal }) =>
      api.catalog.all({
        query: {
          cls: cls ?? 0,
          lang,
          page: 1,
          pageSize: cls === Dictionary.countries ? PAGE_SIZE.countries : PAGE_SIZE.catalogue,
        },
        signal,
      }),
  })

export const findCatalogue = (body: ClsFindBody, signal?: AbortSignal): Promise<ClsPage> =>
  api.catalog.find({ body, signal })

type SearchOptions = {
  cls: number
  lang: LangId
  term: string
  /** A parent in another catalogue: `"208:643"` narrows cities to Russia's. */
  parentClsNum?: string | null
  /** Only values of this level of a hierarchical catalogue (the rubrics of the thematic one, 211). */
  level?: number | null
  pageSize?: number
  enabled?: boolean
}

/** SPEC 7: `POST /cls/find`, the async search of a picker; the previous options stay while typing. */
export const useCatalogueSearch = ({
  cls,
  lang,
  term,
  parentClsNum = null,
  level = null,
  pageSize = PICKER_PAGE_SIZE,
  enabled = true,
}: SearchOptions) =>
  useQuery({
    queryKey: catalogKeys.find(cls, lang, term, parentClsNum, pageSize, level),
    enabled,
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      findCatalogue({ cls, lang, term: term || null, parentClsNum, level, page: 1, pageSize }, signal),
  })

/**
 * The entry a stored reference names, to show its term. Small catalogues are loaded whole (and
 * shared by every picker of that catalogue); cities are looked up among their country's.
 */
export const useCatalogueEntry = (
  cls: number,
  ref: string | null,
  lang: LangId,
  parentClsNum: string | null = null,
): ClsItem | null => {
  const byParent = cls === Dictionary.cities && parentClsNum !== null
  const whole = useCatalogue(ref && !byParent ? cls : null, lang)
  const scoped = useCatalogueSearch({
    cls,
    lang,
    term: '',
    parentClsNum,
    pageSize: PAGE_SIZE.catalogue,
    enabled: ref !== null && byParent,
  })
  if (!ref) return null
  const elements = (byParent ? scoped.data : whole.data)?.elements ?? []
  return elements.find((item) => item.uref === ref) ?? null
}
