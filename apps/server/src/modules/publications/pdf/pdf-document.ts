import { open } from 'node:fs/promises'
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf'
import { PdfUnreadable } from './pdf-errors'
import { PDF_LIMITS } from './pdf-limits'
import { ensurePdfjsRuntime } from './pdfjs-runtime'

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

export interface OpenOptions {
  maxBytes?: number
  /** Whether pages will be drawn (the cover): pdf.js then needs a canvas factory. */
  render?: boolean
}

// PDF 1.7 (ISO 32000-1, 7.5.2) puts the header first; readers, pdf.js included, accept it within
// the first 1024 bytes, after junk some producers write.
const HEADER = Buffer.from('%PDF-')
const HEADER_WINDOW = 1024

/**
 * Opens the PDF at `path` and hands it to `use`, destroying it afterwards whatever happens.
 * Throws `PdfUnreadable` for a file that is not a PDF, is over `maxBytes`, needs a password,
 * cannot be parsed, or has no pages.
 */
export async function withPdf<T>(
  path: string,
  options: OpenOptions,
  use: (pdf: PdfDocument) => Promise<T>,
): Promise<T> {
  const bytes = await readPdfBytes(path, options.maxBytes ?? PDF_LIMITS.maxBytes)
  const pdf = await parse(bytes, options.render ?? false)
  try {
    if (pdf.numPages < 1) throw new PdfUnreadable('empty')
    return await use(pdf)
  } finally {
    await pdf.destroy()
  }
}

/** The file's bytes in a plain Uint8Array (pdf.js copies a Buffer first), after the header and size checks. */
async function readPdfBytes(path: string, maxBytes: number): Promise<Uint8Array> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(Math.min(size, HEADER_WINDOW))
    await file.read(head, 0, head.length, 0)
    if (!head.includes(HEADER)) throw new PdfUnreadable('notPdf')
    if (size > maxBytes) throw new PdfUnreadable('tooLarge')
    const bytes = new Uint8Array(size)
    let filled = 0
    while (filled < size) {
      const { bytesRead } = await file.read(bytes, filled, size - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    // A file that shrank while being read: pdf.js reads what arrived (a truncated PDF).
    return filled === size ? bytes : bytes.subarray(0, filled)
  } finally {
    await file.close()
  }
}

async function parse(bytes: Uint8Array, render: boolean): Promise<PdfDocument> {
  ensurePdfjsRuntime()
  const CanvasFactory = render
    ? await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'))
    : undefined
  try {
    return await getDocumentProxy(bytes, {
      // pdf.js logs warnings about malformed files with console.log; errors only, and those we catch.
      verbosity: 0,
      isEvalSupported: false,
      maxImageSize: PDF_LIMITS.maxImagePixels,
      ...(CanvasFactory ? { CanvasFactory } : {}),
    })
  } catch (error) {
    throw new PdfUnreadable(isPasswordError(error) ? 'encrypted' : 'damaged', { cause: error })
  }
}

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException'
