/**
 * What citations are made from: one publication as CSL-JSON, the input shape of citation-js
 * (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). Only the fields below are read;
 * leave a field out rather than sending an empty string.
 */

/** A person (`family`, `given` in full: the styles make the initials) or an organisation (`literal`). */
export interface CslName {
  family?: string
  given?: string
  literal?: string
}

/** A date as year, month, day; the styles print the year (`issued`) or the full date (`accessed`). */
export interface CslDate {
  'date-parts': [[number] | [number, number] | [number, number, number]]
}

/**
 * The CSL types the GOST style tells apart: anything with a `container-title` is described as a part
 * of its host (GOST R 7.0.100-2018, section 7); the article types as a part of a serial (year, volume,
 * issue), the others as a part of a book or proceedings. `thesis` names its institution (`publisher`)
 * with its authors.
 */
export type CslType =
  | 'article'
  | 'article-journal'
  | 'article-magazine'
  | 'article-newspaper'
  | 'book'
  | 'chapter'
  | 'dataset'
  | 'document'
  | 'entry-dictionary'
  | 'entry-encyclopedia'
  | 'paper-conference'
  | 'patent'
  | 'report'
  | 'review'
  | 'review-book'
  | 'software'
  | 'speech'
  | 'standard'
  | 'thesis'

export interface CslItem {
  /** Becomes the RIS `ID` and, with all but letters, digits and `_` dropped, the BibTeX key. */
  id: string
  type: CslType
  title: string
  /** Other title information after « : » in GOST: «монография», «диссертация на соискание…». */
  genre?: string
  author?: CslName[]
  /** Editors of an edited book, or of the book or proceedings a part (`container-title`) is in. */
  editor?: CslName[]
  issued?: CslDate
  /** When the page at `URL` was read: GOST's «(дата обращения: …)». */
  accessed?: CslDate
  /** The journal, book or proceedings the item is part of. */
  'container-title'?: string
  /** A book's series, and its number in it. */
  'collection-title'?: string
  'collection-number'?: string
  publisher?: string
  'publisher-place'?: string
  volume?: string
  issue?: string
  /** The pages of a part, `10-20`. */
  page?: string
  /** The extent of a whole item. */
  'number-of-pages'?: string
  /** A number (`2` → «2-е изд.», "2nd ed.") or a text printed as it is. */
  edition?: string
  version?: string
  DOI?: string
  ISBN?: string
  ISSN?: string
  URL?: string
  /** An ISO 639 code, `ru`. APA title-cases only English items, and takes an item without one for English. */
  language?: string
  abstract?: string
  /** Keywords joined with commas. */
  keyword?: string
  /** A BibTeX key of the caller's choice instead of the one made from `id`. */
  'citation-key'?: string
}
