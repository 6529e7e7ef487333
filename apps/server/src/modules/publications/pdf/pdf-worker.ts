import type { getDocumentProxy } from 'unpdf'
import type { PdfUnreadableReason } from './pdf-errors'

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>
type TextContentItem = Awaited<ReturnType<PdfPage['getTextContent']>>['items'][number]
type TextItem = Extract<TextContentItem, { str: string }>

/** A run of text pdf.js found on a page, as much of it as the lines need. */
export type TextRun = Pick<TextItem, 'str' | 'hasEOL' | 'height' | 'transform'>

/** What pdf.js is to do with the PDF at `path`. */
export type PdfJob = { path: string } & (
  | { op: 'text'; maxPages: number }
  | { op: 'facts' }
  | { op: 'cover'; renderWidth: number; renderMaxHeight: number }
)

export type PdfWorkerRequest = PdfJob & {
  /** Where `unpdf` and `@napi-rs/canvas` are: the worker cannot resolve packages from a bundle. */
  unpdfPath: string
  canvasPath: string
  maxImagePixels: number
}

/** What the worker answers, in order: `opened` first, then the op's own messages, `done` last. */
export type PdfWorkerMessage =
  | { type: 'opened'; pageCount: number }
  | { type: 'page'; number: number; runs: TextRun[] }
  | {
      type: 'facts'
      info: Record<string, unknown>
      xmp: [string, unknown][]
      /** When the PDF was made (ms since the epoch), from CreationDate or XMP xmp:CreateDate. */
      created: number | null
      runs: TextRun[]
    }
  | { type: 'cover'; png: ArrayBuffer; width: number; height: number }
  | { type: 'failed'; reason: PdfUnreadableReason }
  | { type: 'done' }

/**
 * The body of the thread that runs pdf.js, sent as source text (`new Worker(code, { eval: true })`)
 * so it works the same from the sources and from the server's bundle, which has no file of its own
 * for it. Hence it refers to nothing outside itself and loads modules with the `load` it is given
 * (the worker's `require`: bundlers rewrite calls of `require` itself into helpers of their own).
 */
export function pdfWorkerMain(load: NodeJS.Require): void {
  const { parentPort, workerData } = load('node:worker_threads') as typeof import('node:worker_threads')
  const { readFile } = load('node:fs/promises') as typeof import('node:fs/promises')
  const unpdf = load(workerData.unpdfPath) as typeof import('unpdf')
  const request = workerData as PdfWorkerRequest
  const send = (message: PdfWorkerMessage, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(message, transfer)
  const runsOf = (items: readonly TextContentItem[]): TextRun[] =>
    items.flatMap((item) =>
      'str' in item
        ? [{ str: item.str, hasEOL: item.hasEOL, height: item.height, transform: item.transform }]
        : [],
    )

  // pdf.js 5 hands font data to the renderer with ArrayBuffer.prototype.transferToFixedLength
  // (ES2024), which Node 20, our floor, lacks: without it every page is drawn without its text.
  // The serverless pdf.js build adds Promise.withResolvers the same way. This copy does not detach
  // the source as the real one does; pdf.js never uses the source again.
  if (!('transferToFixedLength' in ArrayBuffer.prototype))
    Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
      configurable: true,
      writable: true,
      value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
        const copy = new ArrayBuffer(length)
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
        return copy
      },
    })

  async function open(): Promise<PdfDocument | null> {
    const file = await readFile(request.path)
    const render = request.op === 'cover'
    const canvasImport = () => Promise.resolve(load(request.canvasPath) as typeof import('@napi-rs/canvas'))
    const CanvasFactory = render ? await unpdf.createIsomorphicCanvasFactory(canvasImport) : undefined
    try {
      // A plain Uint8Array: pdf.js copies a Buffer first.
      return await unpdf.getDocumentProxy(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), {
        // pdf.js logs warnings about malformed files with console.log; errors only, and those we catch.
        verbosity: 0,
        isEvalSupported: false,
        maxImageSize: request.maxImagePixels,
        ...(CanvasFactory ? { CanvasFactory } : {}),
      })
    } catch (error) {
      send({
        type: 'failed',
        reason: (error as Error)?.name === 'PasswordException' ? 'encrypted' : 'damaged',
      })
      return null
    }
  }

  /** The text runs of page `number`; a page pdf.js cannot read has none rather than costing the others. */
  async function pageRuns(pdf: PdfDocument, number: number): Promise<TextRun[]> {
    try {
      const page = await pdf.getPage(number)
      const runs = runsOf((await page.getTextContent()).items)
      page.cleanup()
      return runs
    } catch {
      return []
    }
  }

  async function facts(pdf: PdfDocument) {
    const { info, metadata } = await pdf.getMetadata()
    const xmp: [string, unknown][] = metadata ? [...metadata] : []
    const { PDFDateString } = await unpdf.getResolvedPDFJS()
    const record = (info ?? {}) as Record<string, unknown>
    const fromInfo =
      typeof record.CreationDate === 'string' ? PDFDateString.toDateObject(record.CreationDate) : null
    const fromXmp = xmp.find(([name]) => name === 'xmp:createdate')?.[1]
    const created = fromInfo ?? (typeof fromXmp === 'string' ? new Date(fromXmp) : null)
    const time = created?.getTime()
    send({
      type: 'facts',
      info: record,
      xmp,
      created: time !== undefined && Number.isFinite(time) ? time : null,
      runs: await pageRuns(pdf, 1),
    })
  }

  async function cover(pdf: PdfDocument, renderWidth: number, renderMaxHeight: number) {
    try {
      const page = await pdf.getPage(1)
      const { width, height } = page.getViewport({ scale: 1 })
      if (!(width > 0 && height > 0)) throw new Error(`page of ${width} × ${height}`)
      // A page of absurd proportions (1 × 10,000 pt) is drawn no taller than renderMaxHeight.
      const scale = Math.min(renderWidth / width, renderMaxHeight / height)
      const png = await unpdf.renderPageAsImage(pdf, 1, {
        canvasImport: () => Promise.resolve(load(request.canvasPath)),
        scale,
      })
      send({ type: 'cover', png, width, height }, [png])
    } catch {
      send({ type: 'failed', reason: 'unrenderable' })
    }
  }

  async function run() {
    const pdf = await open()
    if (!pdf) return
    try {
      if (pdf.numPages < 1) return send({ type: 'failed', reason: 'empty' })
      send({ type: 'opened', pageCount: pdf.numPages })
      if (request.op === 'text')
        for (let number = 1; number <= Math.min(pdf.numPages, request.maxPages); number++)
          send({ type: 'page', number, runs: await pageRuns(pdf, number) })
      else if (request.op === 'facts') await facts(pdf)
      else await cover(pdf, request.renderWidth, request.renderMaxHeight)
      send({ type: 'done' })
    } finally {
      await pdf.destroy()
    }
  }

  run().catch(() => send({ type: 'failed', reason: 'damaged' }))
}
