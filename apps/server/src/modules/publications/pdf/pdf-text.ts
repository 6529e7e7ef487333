import { pageLines } from './page-lines'
import { PdfUnreadable } from './pdf-errors'
import { checkPdfFile } from './pdf-file'
import { PDF_LIMITS } from './pdf-limits'
import { type PdfThreadLimits, runPdfThread } from './pdf-thread'
import { clip } from './storable-text'

export interface PdfTextLimits extends PdfThreadLimits {
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
 * The text of a PDF, page by page, for full-text search, within the limits of `PDF_LIMITS` unless
 * given others. A file over the byte limit gives no text (`cut: 'bytes'`); any other unusable file
 * throws `PdfUnreadable`.
 */
export async function readPdfText(path: string, limits: PdfTextLimits = {}): Promise<PdfText> {
  const maxPages = limits.maxPages ?? PDF_LIMITS.maxPages
  const maxChars = limits.maxChars ?? PDF_LIMITS.maxChars
  try {
    await checkPdfFile(path, limits.maxBytes ?? PDF_LIMITS.maxBytes)
  } catch (error) {
    if (error instanceof PdfUnreadable && error.reason === 'tooLarge')
      return { pages: [], pageCount: null, cut: 'bytes' }
    throw error
  }
  const pages: string[] = []
  let pageCount = 0
  let chars = 0
  let cut: PdfText['cut'] = null
  await runPdfThread({ op: 'text', path, maxPages }, limits, (message) => {
    if (message.type === 'opened') pageCount = message.pageCount
    if (message.type !== 'page') return undefined
    const text = pageLines(message.runs)
      .map((line) => line.text)
      .join('\n')
    if (chars + text.length > maxChars) {
      pages.push(clip(text, maxChars - chars))
      cut = 'chars'
      return 'stop'
    }
    pages.push(text)
    chars += text.length
    return undefined
  })
  return { pages, pageCount, cut: cut ?? (pageCount > maxPages ? 'pages' : null) }
}
