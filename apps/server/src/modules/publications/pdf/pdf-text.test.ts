import { readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flateBombBytes, type PdfSpec, pdfFolder } from './pdf.fixtures'
import { PdfUnreadable } from './pdf-errors'
import { readPdfText } from './pdf-text'

/** The highest resident memory this process has had (Linux VmHWM), in bytes. */
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024

const PAGES = [
  ['Квантовые точки в графене', 'Вторая строка первой страницы'],
  ['Page two, in English', 'with a second line'],
  ['Третья страница: ёлка, йод, «кавычки»'],
]
const book: PdfSpec = { pages: PAGES.map((lines) => lines.map((text) => ({ text }))) }

describe('readPdfText', () => {
  let folder: Awaited<ReturnType<typeof pdfFolder>>
  let path: string
  beforeAll(async () => {
    folder = await pdfFolder()
    path = await folder.write(book)
  })
  afterAll(() => folder.remove())

  it('reads the text of every page, line by line, in Russian and English', async () => {
    const text = await readPdfText(path)
    expect(text).toEqual({
      pages: PAGES.map((lines) => lines.join('\n')),
      pageCount: PAGES.length,
      cut: null,
    })
  })

  it('reads no further than maxPages and says the pages cut it', async () => {
    const text = await readPdfText(path, { maxPages: 2 })
    expect(text).toEqual({
      pages: PAGES.slice(0, 2).map((lines) => lines.join('\n')),
      pageCount: 3,
      cut: 'pages',
    })
  })

  it('keeps no more than maxChars characters over all pages', async () => {
    const firstPage = PAGES[0]?.join('\n') ?? ''
    const text = await readPdfText(path, { maxChars: firstPage.length + 4 })
    expect(text.pages).toEqual([firstPage, PAGES[1]?.join('\n').slice(0, 4)])
    expect(text.cut).toBe('chars')
  })

  it('gives no text for a PDF over maxBytes, without opening it', async () => {
    const { size } = await stat(path)
    expect(await readPdfText(path, { maxBytes: size - 1 })).toEqual({
      pages: [],
      pageCount: null,
      cut: 'bytes',
    })
    expect((await readPdfText(path, { maxBytes: size })).pages).toHaveLength(PAGES.length)
  })

  it('ends the reading of a decompression bomb when the process has grown by maxMemoryBytes, and lives on', async () => {
    // 300 KB that inflate into 300 MB: read in the server's own thread, its RSS rose by 800 MB.
    const bomb = await folder.write(await flateBombBytes(300))
    const budget = 128 * 2 ** 20
    const peakBefore = peakRss()
    const error = await readPdfText(bomb, { maxMemoryBytes: budget }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(PdfUnreadable)
    expect((error as PdfUnreadable).reason).toBe('tooCostly')
    // Looked at every 20 ms: the thread is stopped soon after the budget, not at 800 MB.
    expect(peakRss() - peakBefore).toBeLessThan(budget * 2)
    // The next PDF reads as ever.
    expect((await readPdfText(path)).pages).toHaveLength(PAGES.length)
  })
})
