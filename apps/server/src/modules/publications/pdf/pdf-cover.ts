import sharp from 'sharp'
import { PdfUnreadable } from './pdf-errors'
import { checkPdfFile } from './pdf-file'
import { PDF_LIMITS } from './pdf-limits'
import type { PdfReadLimits } from './pdf-metadata'
import { runPdfThread } from './pdf-thread'

/** The cover thumbnail: this wide, as tall as the page's proportions allow up to twice that. */
export const COVER_WIDTH = 400
const COVER_MAX_HEIGHT = COVER_WIDTH * 2
// Drawn at twice the thumbnail's width, then scaled down: sharper text than drawing at 400 px.
const RENDER_WIDTH = COVER_WIDTH * 2

/**
 * The first page of the PDF at `path` as a WebP `COVER_WIDTH` pixels wide (the top of the page
 * when it is taller than twice its width). Throws `PdfUnreadable`: for a file that cannot be
 * opened, as `suggestMetadata` says, and `unrenderable` when the page cannot be drawn.
 */
export async function renderCover(path: string, limits: PdfReadLimits = {}): Promise<Buffer> {
  await checkPdfFile(path, limits.maxBytes ?? PDF_LIMITS.maxBytes)
  let page: { png: ArrayBuffer; width: number; height: number } | null = null
  await runPdfThread(
    { op: 'cover', path, renderWidth: RENDER_WIDTH, renderMaxHeight: RENDER_WIDTH * 4 },
    limits,
    (message) => {
      if (message.type === 'cover') page = message
      return undefined
    },
  )
  if (!page) throw new Error('The PDF thread finished without the page')
  const { png, width, height } = page
  const coverHeight = Math.max(1, Math.min(COVER_MAX_HEIGHT, Math.round((COVER_WIDTH * height) / width)))
  try {
    return await sharp(Buffer.from(png), { failOn: 'error' })
      .resize({ width: COVER_WIDTH, height: coverHeight, fit: 'cover', position: 'top' })
      .webp({ quality: 80 })
      .toBuffer()
  } catch (error) {
    throw new PdfUnreadable('unrenderable', { cause: error })
  }
}
