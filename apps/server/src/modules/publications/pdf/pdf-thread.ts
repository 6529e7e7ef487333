import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { PdfUnreadable } from './pdf-errors'
import { PDF_LIMITS } from './pdf-limits'
import { type PdfJob, type PdfWorkerMessage, type PdfWorkerRequest, pdfWorkerMain } from './pdf-worker'

const resolve = createRequire(import.meta.url).resolve
// Transpilers that keep function names (tsx, esbuild's keepNames) wrap them in a `__name` helper
// of the module, which the function's text refers to: the worker gets one that does nothing.
const WORKER_SOURCE = `const __name = (target) => target;\n(${pdfWorkerMain.toString()})(require)`
// How often the memory and the clock are looked at while pdf.js works.
const WATCH_EVERY_MS = 20

export interface PdfThreadLimits {
  /** Growth of the process's resident memory while pdf.js works. */
  maxMemoryBytes?: number
  /** Time one PDF may take. */
  maxMillis?: number
}

/**
 * Runs pdf.js on a PDF in a thread of its own, handing each of its messages to `onMessage` until
 * that answers 'stop', the worker is done, or it fails. pdf.js keeps everything it decodes: a
 * 300 KB PDF whose one content stream inflates into 300 MB of spaces raised the RSS by 800 MB
 * inside the server. In a thread it can be stopped: when the process grows by more than
 * `maxMemoryBytes` or the work takes longer than `maxMillis`, the thread is ended and its memory
 * freed (PdfUnreadable 'tooCostly'); the server's own event loop never waits on pdf.js either.
 */
export function runPdfThread(
  job: PdfJob,
  limits: PdfThreadLimits,
  onMessage: (message: PdfWorkerMessage) => 'stop' | undefined,
): Promise<void> {
  const maxMemory = limits.maxMemoryBytes ?? PDF_LIMITS.maxMemoryBytes
  const maxMillis = limits.maxMillis ?? PDF_LIMITS.maxMillis
  const workerData: PdfWorkerRequest = {
    ...job,
    unpdfPath: resolve('unpdf'),
    canvasPath: resolve('@napi-rs/canvas'),
    maxImagePixels: PDF_LIMITS.maxImagePixels,
  }
  return new Promise((resolvePromise, reject) => {
    const startRss = process.memoryUsage.rss()
    const started = performance.now()
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData,
      // Objects on the thread's own heap; array buffers (decoded streams) are watched through the RSS.
      resourceLimits: { maxOldGenerationSizeMb: Math.ceil(maxMemory / 2 ** 20) },
      // What pdf.js prints about a broken file is noise in the server's log; the reason is recorded.
      stdout: true,
      stderr: true,
    })
    worker.stdout.resume()
    worker.stderr.resume()
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      settled = true
      clearInterval(watch)
      void worker.terminate()
      if (error) reject(error)
      else resolvePromise()
    }
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > maxMemory || performance.now() - started > maxMillis)
        finish(new PdfUnreadable('tooCostly'))
    }, WATCH_EVERY_MS)
    worker.on('message', (message: PdfWorkerMessage) => {
      if (settled) return
      if (message.type === 'failed') return finish(new PdfUnreadable(message.reason))
      try {
        if (onMessage(message) === 'stop' || message.type === 'done') finish()
      } catch (error) {
        finish(error as Error)
      }
    })
    worker.on('error', (error) =>
      finish(
        new PdfUnreadable(
          (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooCostly' : 'damaged',
          { cause: error },
        ),
      ),
    )
    worker.on('exit', () => finish(new PdfUnreadable('damaged')))
  })
}
