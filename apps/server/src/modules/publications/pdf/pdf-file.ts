import { open } from 'node:fs/promises'
import { PdfUnreadable } from './pdf-errors'

// PDF 1.7 (ISO 32000-1, 7.5.2) puts the header first; readers, pdf.js included, accept it within
// the first 1024 bytes, after junk some producers write.
const HEADER = Buffer.from('%PDF-')
const HEADER_WINDOW = 1024

/**
 * Checks what can be checked without pdf.js: the file starts like a PDF, else `notPdf`, and is at
 * most `maxBytes` long, else `tooLarge`. Reads its first kilobyte only.
 */
export async function checkPdfFile(path: string, maxBytes: number): Promise<void> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(Math.min(size, HEADER_WINDOW))
    await file.read(head, 0, head.length, 0)
    if (!head.includes(HEADER)) throw new PdfUnreadable('notPdf')
    if (size > maxBytes) throw new PdfUnreadable('tooLarge')
  } finally {
    await file.close()
  }
}
