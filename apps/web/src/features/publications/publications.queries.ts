import { Dictionary, formatRef, UPLOADS_PAGE_SIZE } from '@nauka/contracts'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '../../api/api'
import { nextFetchPage } from './model'

export const publicationKeys = {
  all: ['publications'] as const,
  one: (id: string) => ['publications', 'one', id] as const,
  byAuthor: (userId: number) => ['publications', 'byAuthor', userId] as const,
}

/** `GET /publication/{id}` (which counts a view, so it is read on each visit of the page). */
export const usePublication = (id: string | null) =>
  useQuery({
    queryKey: publicationKeys.one(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => api.publications.read({ params: { id: id ?? '' }, signal }),
  })

/** `POST /publication/fetch`: the user's items (as an author or co-author), newest first, a page at a time. */
export const useAuthorPublications = (userId: number) =>
  useInfiniteQuery({
    queryKey: publicationKeys.byAuthor(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.publications.fetch({
        body: { rAuthor: formatRef(Dictionary.user, userId), page: pageParam, pageSize: UPLOADS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (_last, pages) => nextFetchPage(pages),
  })
