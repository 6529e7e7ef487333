import type { CitationFormat } from '@nauka/contracts'
import { api } from '../../../api/api'

/**
 * The item as a citation in `format`, as text to show and copy. The answer is text, but the client
 * reads any body that parses as JSON as JSON (a CSL-JSON citation does): that one is written out again.
 */
export const fetchCitation = async (
  id: string,
  format: CitationFormat,
  signal?: AbortSignal,
): Promise<string> => {
  const answer = await api.publications.cite({ params: { id }, query: { format }, signal })
  if (typeof answer === 'string') return answer
  return answer === undefined ? '' : JSON.stringify(answer, null, 2)
}

/** Where the browser saves the citation as a file (the server names it and gives its media type). */
export const citationFileUrl = (id: string, format: CitationFormat): string =>
  api.publications.cite.url({ params: { id }, query: { format } })
