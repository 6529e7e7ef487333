import { setImmediate as nextTurn } from 'node:timers/promises'
import { readPageLines } from './page-lines'
import { withPdf } from './pdf-document'
import { PdfUnreadable } from './pdf-errors'
import { PDF_LIMITS } from './pdf-limits'
import { clip } from './storable-text'

export interface PdfTextLimits {
  /** Pages read, from the first. */
  maxPages?: number
  /** A bigger file is not opened: it yields no text (see `PDF_LIMITS.maxBytes`). */
  maxBytes?: number
  /** Characters kept over all pages. */
  maxChars?: number
}

export interface PdfText {
  /** The text of each page read, lines separated by "\n"; page n at index n - 1. */
  pages: string[]
  /** Pages the document has; null when it was not opened (over the byte limit). */
  pageCount: number | null
  /** Which limit left text out, if any. */
  cut: 'bytes' | 'pages' | 'chars' | null
}

/**
 * The text of a PDF, page by page, for full-text search. Pages are read one at a time and released,
 * within the limits of `PDF_LIMITS` unless given smaller or larger ones. A file over the byte limit
 * gives no text (`cut: 'bytes'`); any other unusable file throws `PdfUnreadable`.
 */
export async function readPdfText(path: string, limits: PdfTextLimits = {}): Promise<PdfText> {
  const maxPages = limits.maxPages ?? PDF_LIMITS.maxPages
  const maxChars = limits.maxChars ?? PDF_LIMITS.maxChars
  try {
    return await withPdf(path, { maxBytes: limits.maxBytes ?? PDF_LIMITS.maxBytes }, async (pdf) => {
      const pages: string[] = []
      let chars = 0
      for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
        // pdf.js runs in this process and answers through promises alone: without a turn of the event
        // loop between pages, a long PDF holds up every request for seconds.
        if (number > 1) await nextTurn()
        const text = (await readPageLines(pdf, number)).map((line) => line.text).join('\n')
        if (chars + text.length > maxChars) {
          pages.push(clip(text, maxChars - chars))
          return { pages, pageCount: pdf.numPages, cut: 'chars' }
        }
        pages.push(text)
        chars += text.length
      }
      return { pages, pageCount: pdf.numPages, cut: pdf.numPages > maxPages ? 'pages' : null }
    })
  } catch (error) {
    if (error instanceof PdfUnreadable && error.reason === 'tooLarge')
      return { pages: [], pageCount: null, cut: 'bytes' }
    throw error
  }
}
