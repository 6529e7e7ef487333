import type { TextRun } from './pdf-worker'
import { storableText } from './storable-text'

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
export function pageLines(items: readonly TextRun[]): PageLine[] {
  const lines: PageLine[] = []
  let current: PageLine | null = null
  const flush = () => {
    const text = current ? storableText(current.text).replace(/\n/g, ' ') : ''
    if (current && text) lines.push({ ...current, text })
    current = null
  }
  for (const item of items) {
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
