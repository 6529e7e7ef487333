import { readFile, stat } from 'node:fs/promises'
import { getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type PdfSpec, pdfFolder } from './pdf.fixtures'
import { readPdfText } from './pdf-text'

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

  it('lets the event loop turn between pages: a long PDF does not hold up the requests of others', async () => {
    // pdf.js (its in-process worker) answers through promises alone: without a pause of ours, a
    // 300-page PDF kept every timer and request waiting for seconds.
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)))
    const proxy = Object.getPrototypeOf(pdf) as typeof pdf
    await pdf.destroy()
    let turns = 0
    let counting = true
    const count = () => {
      turns++
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    const turnsAtPage: number[] = []
    const getPage = proxy.getPage
    const spy = vi.spyOn(proxy, 'getPage').mockImplementation(function (this: typeof pdf, number: number) {
      turnsAtPage.push(turns)
      return getPage.call(this, number)
    })
    try {
      await readPdfText(path)
    } finally {
      counting = false
      spy.mockRestore()
    }
    expect(turnsAtPage).toHaveLength(PAGES.length)
    for (let page = 1; page < turnsAtPage.length; page++)
      expect(turnsAtPage[page], `turns before page ${page + 1}`).toBeGreaterThan(turnsAtPage[page - 1] ?? 0)
  })
})
