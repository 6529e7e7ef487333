import { type SQL, sql } from 'drizzle-orm'

/**
 * The words of a search as PostgreSQL reads them: `websearch_to_tsquery` (phrases in quotes,
 * `-excluded`, `or`) in both configurations, so a Russian word matches its other forms by the
 * Russian stemmer and an English one by the English stemmer, whatever the document's language.
 * Any text is safe here: websearch_to_tsquery never fails on syntax, it only drops what it cannot read.
 */
export const textQuery = (message: string): SQL =>
  sql`(websearch_to_tsquery('russian', ${message}::text) || websearch_to_tsquery('english', ${message}::text))`

/** The words of a request, or null when it has none (a search by its filters alone). */
export const wordsOf = (message: string | undefined): string | null => {
  const words = message?.trim()
  return words ? words : null
}

/**
 * The marks `ts_headline` puts around a matched word: characters of the private use area, which
 * no real text carries and which are stripped from every source before it is marked
 * (`unmarked`), so a document cannot forge a highlight.
 */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

/** The text without any of our marks. */
export const unmarked = (text: SQL): SQL => sql`translate(${text}, ${MARK_START + MARK_END}::text, '')`

/** Headline options: the marks and, for a snippet, how long it runs. */
export const headlineOptions = (whole: boolean): string =>
  whole
    ? `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`
    : `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`

/** A text this short is a snippet whole: cutting fragments out of it would only lose words. */
const SHORT_TEXT_CHARS = 280

/**
 * A text with the query's words marked (`ts_headline`; Russian words stemmed in Russian, Latin
 * ones in English): all of it when `whole` or short, else the fragments around the words.
 */
export const headline = (text: SQL, query: SQL, whole: boolean): SQL<string> => {
  const source = unmarked(text)
  const all = sql`ts_headline('russian', ${source}, ${query}, ${headlineOptions(true)}::text)`
  if (whole) return sql<string>`${all}`
  return sql<string>`(case when length(${text}) <= ${SHORT_TEXT_CHARS}::integer then ${all}
    else ts_headline('russian', ${source}, ${query}, ${headlineOptions(false)}::text) end)`
}
