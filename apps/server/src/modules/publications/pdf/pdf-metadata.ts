import type { PublicationSuggestion } from '@nauka/contracts'
import { getResolvedPDFJS } from 'unpdf'
import { readPageLines } from './page-lines'
import { type PdfDocument, withPdf } from './pdf-document'
import { PdfUnreadable } from './pdf-errors'
import type { PdfReadLimits } from './pdf-limits'
import { type PdfFacts, suggestFromFacts } from './suggest/suggest'

/** When the PDF was made: the information dictionary's CreationDate, else XMP's xmp:CreateDate. */
async function createdAt(
  info: Record<string, unknown>,
  xmp: ReadonlyMap<string, unknown>,
): Promise<Date | null> {
  const { PDFDateString } = await getResolvedPDFJS()
  const fromInfo =
    typeof info.CreationDate === 'string' ? PDFDateString.toDateObject(info.CreationDate) : null
  const fromXmp = xmp.get('xmp:createdate')
  const date = fromInfo ?? (typeof fromXmp === 'string' ? new Date(fromXmp) : null)
  return date && Number.isFinite(date.getTime()) ? date : null
}

async function readFacts(pdf: PdfDocument): Promise<PdfFacts> {
  const { info, metadata } = await pdf.getMetadata().catch((error: unknown) => {
    throw new PdfUnreadable('damaged', { cause: error })
  })
  const record = (info ?? {}) as Record<string, unknown>
  const xmp: ReadonlyMap<string, unknown> = new Map(metadata ?? [])
  return { info: record, xmp, created: await createdAt(record, xmp), lines: await readPageLines(pdf, 1) }
}

/**
 * What the PDF at `path` suggests for the publication form: title, authors, abstract, keywords,
 * DOI, year and language, from its document information, XMP and first page. Throws
 * `PdfUnreadable` for a file that is no PDF, needs a password, is broken, empty or over the limit.
 */
export async function suggestMetadata(
  path: string,
  limits: PdfReadLimits = {},
  now: Date = new Date(),
): Promise<PublicationSuggestion> {
  return withPdf(path, limits, async (pdf) => suggestFromFacts(await readFacts(pdf), now))
}
