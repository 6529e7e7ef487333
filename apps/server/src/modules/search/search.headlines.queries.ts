import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fileExtractions, publications, uploadItemFiles } from '../../db/schema'
import { headline, textQuery, wordsOf } from './search.text.queries'

type Reader = Pick<Db, 'select'>

/** How much of an item's PDF text a snippet is looked for in: a bounded slice, never the whole text. */
export const PDF_SNIPPET_CHARS = 20_000

/** The abstract a result shows: the Russian one and the English one, as the item has them. */
export const abstractText = sql<string>`concat_ws(E'\n\n', nullif(${publications.metadata} ->> 'abstract', ''),
  nullif(${publications.metadata} ->> 'abstractEn', ''))`

const pdfSlice = sql`(select left(string_agg(e.text, ' ' order by f.ord), ${PDF_SNIPPET_CHARS}::integer)
  from ${uploadItemFiles} f join ${fileExtractions} e on e.file_id = f.file_id and e.status = 'done'
  where f.item_id = ${publications.id})`

/** The marked texts of a page's items; null without words. */
export interface PublicationHeadline {
  id: string
  abstract: string
  markedTitle: string | null
  markedAbstract: string | null
  /** Only for a short result: where the words are found in the PDF text alone. */
  markedPdf: string | null
}

/** Only the items of the page are marked, never the whole match set. */
export async function findPublicationHeadlines(
  db: Reader,
  ids: string[],
  message: string | undefined,
  whole: boolean,
): Promise<PublicationHeadline[]> {
  if (ids.length === 0) return []
  const words = wordsOf(message)
  const none = sql<string | null>`null::text`
  const marked = (text: SQL, all: boolean) => (words ? headline(text, textQuery(words), all) : none)
  return db
    .select({
      id: publications.id,
      abstract: abstractText,
      markedTitle: marked(sql`${publications.title}`, true),
      markedAbstract: marked(abstractText, whole),
      markedPdf: whole ? none : marked(sql`coalesce(${pdfSlice}, '')`, false),
    })
    .from(publications)
    .where(inArray(publications.id, ids))
}
