import type { PdfDocument } from './pdf-document'
import { storableText } from './storable-text'

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>
type TextContentItem = Awaited<ReturnType<PdfPage['getTextContent']>>['items'][number]
/** A run of text pdf.js found on a page (marked-content tags carry no text and are left out). */
export type TextItem = Extract<TextContentItem, { str: string }>

/** A line of a page as a reader sees it: its text, its largest font size and its baseline. */
export interface PageLine {
  text: string
  size: number
  /** Baseline in PDF units from the bottom of the page: a larger y is higher up. */
  y: number
}

/**
 * Joins the text runs of a page into lines. A run ends its line when pdf.js marks an end of line
 * or when the next run sits on another baseline (more than half a font size away). An empty run
 * only marks the end of a line: pdf.js places it on the next line's baseline.
 */
export function pageLines(items: readonly TextContentItem[]): PageLine[] {
  const lines: PageLine[] = []
  let current: PageLine | null = null
  const flush = () => {
    const text = current ? storableText(current.text).replace(/\n/g, ' ') : ''
    if (current && text) lines.push({ ...current, text })
    current = null
  }
  for (const item of items) {
    if (!('str' in item)) continue
    if (item.str !== '') {
      const y = item.transform[5] ?? 0
      const size = item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0)
      if (current && Math.abs(y - current.y) > Math.max(current.size, size) / 2) flush()
      if (current) {
        current.text += item.str
        current.size = Math.max(current.size, size)
      } else current = { text: item.str, size, y }
    }
    if (item.hasEOL) flush()
  }
  flush()
  return lines
}

/** The lines of page `number` (from 1); a page pdf.js cannot read has none. */
export async function readPageLines(pdf: PdfDocument, number: number): Promise<PageLine[]> {
  try {
    const page = await pdf.getPage(number)
    try {
      return pageLines((await page.getTextContent()).items)
    } finally {
      page.cleanup()
    }
  } catch {
    // One broken page (a bad content stream, a missing object) should not cost the others.
    return []
  }
}
