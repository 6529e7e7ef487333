import sharp from 'sharp'
import { renderPageAsImage } from 'unpdf'
import { withPdf } from './pdf-document'
import { PdfUnreadable } from './pdf-errors'
import type { PdfReadLimits } from './pdf-limits'

/** The cover thumbnail: this wide, as tall as the page's proportions allow up to twice that. */
export const COVER_WIDTH = 400
const COVER_MAX_HEIGHT = COVER_WIDTH * 2
// Drawn at twice the thumbnail's width, then scaled down: sharper text than drawing at 400 px.
const RENDER_WIDTH = COVER_WIDTH * 2
// A page of absurd proportions (1 × 10,000 pt) is drawn no taller than this, then cropped.
const RENDER_MAX_HEIGHT = RENDER_WIDTH * 4

/**
 * The first page of the PDF at `path` as a WebP `COVER_WIDTH` pixels wide (the top of the page
 * when it is taller than twice its width). Throws `PdfUnreadable`: for a file that cannot be
 * opened as `withPdf` says, and `unrenderable` when pdf.js or the canvas fails to draw the page.
 */
export async function renderCover(path: string, limits: PdfReadLimits = {}): Promise<Buffer> {
  return withPdf(path, { ...limits, render: true }, async (pdf) => {
    try {
      const page = await pdf.getPage(1)
      const { width, height } = page.getViewport({ scale: 1 })
      if (!(width > 0 && height > 0)) throw new Error(`page of ${width} × ${height}`)
      const scale = Math.min(RENDER_WIDTH / width, RENDER_MAX_HEIGHT / height)
      const png = await renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), scale })
      const coverHeight = Math.max(1, Math.min(COVER_MAX_HEIGHT, Math.round((COVER_WIDTH * height) / width)))
      return await sharp(Buffer.from(png), { failOn: 'error' })
        .resize({ width: COVER_WIDTH, height: coverHeight, fit: 'cover', position: 'top' })
        .webp({ quality: 80 })
        .toBuffer()
    } catch (error) {
      throw new PdfUnreadable('unrenderable', { cause: error })
    }
  })
}
