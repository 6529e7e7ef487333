import type { PublicationSuggestion } from '@nauka/contracts'
import { pageLines } from './page-lines'
import { checkPdfFile } from './pdf-file'
import { PDF_LIMITS } from './pdf-limits'
import { type PdfThreadLimits, runPdfThread } from './pdf-thread'
import { type PdfFacts, suggestFromFacts } from './suggest/suggest'

export interface PdfReadLimits extends PdfThreadLimits {
  maxBytes?: number
}

/**
 * What the PDF at `path` suggests for the publication form: title, authors, abstract, keywords,
 * DOI, year and language, from its document information, XMP and first page. Throws
 * `PdfUnreadable` for a file that is no PDF, needs a password, is broken, empty, over the byte
 * limit or too costly to read.
 */
export async function suggestMetadata(
  path: string,
  limits: PdfReadLimits = {},
  now: Date = new Date(),
): Promise<PublicationSuggestion> {
  await checkPdfFile(path, limits.maxBytes ?? PDF_LIMITS.maxBytes)
  let facts: PdfFacts | null = null
  await runPdfThread({ op: 'facts', path }, limits, (message) => {
    if (message.type === 'facts')
      facts = {
        info: message.info,
        xmp: new Map(message.xmp),
        created: message.created === null ? null : new Date(message.created),
        lines: pageLines(message.runs),
      }
    return undefined
  })
  if (!facts) throw new Error('The PDF thread finished without the facts')
  return suggestFromFacts(facts, now)
}
