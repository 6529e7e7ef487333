import type { CitationFormat } from '@nauka/contracts'
import { useQuery } from '@tanstack/react-query'
import { publicationKeys } from '../publications.queries'
import { fetchCitation } from './citation.api'

/** A citation changes only when the publication does: each format is asked for once per page visit. */
export const useCitation = (publicationId: string, format: CitationFormat) =>
  useQuery({
    queryKey: [...publicationKeys.one(publicationId), 'cite', format] as const,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => fetchCitation(publicationId, format, signal),
  })
