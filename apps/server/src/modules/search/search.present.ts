import {
  postPath,
  publicationPath,
  SearchFieldName,
  type SearchHit,
  type SearchSize,
  type SnippetRun,
} from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { type PublicationExtras, presentSearchResult } from '../publications/publications.present'
import type { PublicationRow } from '../publications/publications.queries'
import type { PublicationHeadline } from './search.headlines.queries'
import type { PostHeadline } from './search.posts.queries'
import { hasHit, plainText, snippetRuns } from './search.snippet'

/** How many words a short result shows when the words are not in its text (or there are none). */
const SHORT_WORDS = 35

const plain = (text: string): SnippetRun[] => (text ? [{ text, hit: false }] : [])

/** The first words of a text, for a short result that marks nothing. */
export function firstWords(text: string, count = SHORT_WORDS): string {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length > count ? `${words.slice(0, count).join(' ')} …` : words.join(' ')
}

/**
 * The snippet of a result: `full` the whole text (marked), `short` where the words are found — in
 * the text, else in the fallback (a PDF's), else the first words of the text.
 */
function snippetOf(size: SearchSize, text: string, marked: string | null, fallback: string | null = null) {
  if (size === 'full') return marked ? snippetRuns(marked) : plain(text)
  if (hasHit(marked)) return snippetRuns(marked)
  if (hasHit(fallback)) return snippetRuns(fallback)
  return plain(firstWords(text))
}

const hit = (
  base: Pick<SearchHit, 'kind' | 'id' | 'fields' | 'link' | 'image'>,
  title: SnippetRun[],
  snippet: SnippetRun[],
): SearchHit => ({ ...base, title, snippet, data: plainText(snippet) })

/** A published item as a result: SPEC 3 fields, its title and abstract (or PDF text) marked. */
export function presentPublicationHit(
  row: PublicationRow,
  extras: PublicationExtras,
  marks: PublicationHeadline | undefined,
  size: SearchSize,
): SearchHit {
  const abstract = marks?.abstract || presentSearchResult(row, extras).data
  return hit(
    {
      kind: 'publication',
      id: row.id,
      fields: presentSearchResult(row, extras).fields,
      link: publicationPath(row.id),
      image: null,
    },
    marks?.markedTitle ? snippetRuns(marks.markedTitle) : plain(row.title),
    snippetOf(size, abstract, marks?.markedAbstract ?? null, marks?.markedPdf ?? null),
  )
}

/** A post as a result: its id, title, date and author, its text marked. */
export function presentPostHit(
  post: PostHeadline,
  author: UserSummary | undefined,
  size: SearchSize,
): SearchHit {
  const field = (n: string, v: unknown) => ({ n, v })
  return hit(
    {
      kind: 'post',
      id: String(post.id),
      fields: [
        field(SearchFieldName.id, post.id),
        field(SearchFieldName.title, post.title),
        field(SearchFieldName.date, post.publishedAt.toISOString()),
        field(SearchFieldName.author, author?.fullName ?? null),
      ],
      link: postPath(post.id),
      image: null,
    },
    post.markedTitle ? snippetRuns(post.markedTitle) : plain(post.title),
    snippetOf(size, post.text, post.markedText),
  )
}
