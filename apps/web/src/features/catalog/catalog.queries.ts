import { ClsPage, type LangId, PAGE_SIZE } from '@nauka/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../api/client'

export const catalogKeys = {
  all: (cls: number, lang: LangId) => ['catalog', 'all', cls, lang] as const,
}

/** SPEC 7: a whole catalogue in one language; catalogues change rarely, so they stay fresh long. */
export const useCatalogue = (cls: number | null, lang: LangId) =>
  useQuery({
    queryKey: catalogKeys.all(cls ?? 0, lang),
    enabled: cls !== null,
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest('/api/core/cls/all', {
        query: { cls: cls ?? 0, lang, page: 1, pageSize: PAGE_SIZE.catalogue },
        schema: ClsPage,
        signal,
      }),
  })
