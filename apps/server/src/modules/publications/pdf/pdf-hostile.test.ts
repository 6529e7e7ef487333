import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PdfSpec, pdfBytes, pdfFolder } from './pdf.fixtures'
import { renderCover } from './pdf-cover'
import { PdfUnreadable, type PdfUnreadableReason } from './pdf-errors'
import { suggestMetadata } from './pdf-metadata'
import { readPdfText } from './pdf-text'

const onePage: PdfSpec = { pages: [[{ text: 'Hostile input must not crash the process' }]] }
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

/** Files no reader can use, each with the reason it must give. */
const hostile = async (): Promise<[string, Buffer, PdfUnreadableReason][]> => {
  const good = await pdfBytes(onePage)
  return [
    ['text that is not a PDF', Buffer.from('Hello, this is a plain text file.\n'), 'notPdf'],
    ['a PNG named .pdf', PNG_SIGNATURE, 'notPdf'],
    ['an empty file', Buffer.alloc(0), 'notPdf'],
    ['a PDF header and nothing else', Buffer.from('%PDF-1.7\n'), 'damaged'],
    ['a PDF cut in half', good.subarray(0, Math.floor(good.length / 2)), 'damaged'],
    [
      'a PDF that needs a password',
      await pdfBytes({ ...onePage, userPassword: 'secret', ownerPassword: 'owner' }),
      'encrypted',
    ],
    ['a PDF with no pages', await pdfBytes({ pages: [] }), 'empty'],
  ]
}

const readers = {
  readPdfText: (path: string) => readPdfText(path),
  suggestMetadata: (path: string) => suggestMetadata(path),
  renderCover: (path: string) => renderCover(path),
}

describe('PDF readers given hostile files', () => {
  let folder: Awaited<ReturnType<typeof pdfFolder>>
  let cases: [string, string, PdfUnreadableReason][]
  beforeAll(async () => {
    folder = await pdfFolder()
    cases = await Promise.all(
      (await hostile()).map(
        async ([name, bytes, reason]) =>
          [name, await folder.write(bytes), reason] as [string, string, PdfUnreadableReason],
      ),
    )
  })
  afterAll(() => folder.remove())

  for (const [readerName, read] of Object.entries(readers)) {
    it(`${readerName} throws PdfUnreadable with the reason of each`, async () => {
      for (const [name, path, reason] of cases) {
        const error = await read(path).then(
          () => null,
          (thrown: unknown) => thrown,
        )
        expect(error, name).toBeInstanceOf(PdfUnreadable)
        expect((error as PdfUnreadable).reason, name).toBe(reason)
      }
    })
  }

  it('reads a PDF that has only an owner password (permissions, no secret to open it)', async () => {
    const path = await folder.write({ ...onePage, ownerPassword: 'owner' })
    expect((await readPdfText(path)).pages).toEqual([onePage.pages[0]?.[0]?.text])
  })
})
