import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfFolder } from './pdf.fixtures'
import { COVER_WIDTH, renderCover } from './pdf-cover'

// pdfkit's A4, in points.
const A4 = { width: 595.28, height: 841.89 }
const BLUE = { r: 0x2e, g: 0x83, b: 0xd9 }

async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => {
    const i = (Math.floor(y) * info.width + Math.floor(x)) * info.channels
    return { r: data[i] ?? -1, g: data[i + 1] ?? -1, b: data[i + 2] ?? -1 }
  }
  const darkest = Math.min(...(await sharp(webp).stats()).channels.slice(0, 3).map((channel) => channel.min))
  return { info, at, darkest }
}

describe('renderCover', () => {
  let folder: Awaited<ReturnType<typeof pdfFolder>>
  beforeAll(async () => {
    folder = await pdfFolder()
  })
  afterAll(() => folder.remove())

  it('draws the first page as a WebP of the cover width, in the page proportions, with what the page shows', async () => {
    // A blue block over the top left quarter of the page, and text below it.
    const path = await folder.write({
      pages: [[{ text: 'Квантовые точки в графене', size: 24, gapBefore: 14 }], [{ text: 'Second page' }]],
      draw: (doc) => doc.rect(0, 0, A4.width / 2, A4.height / 4).fill('#2E83D9'),
    })
    const cover = await renderCover(path)
    expect((await sharp(cover).metadata()).format).toBe('webp')
    const { info, at, darkest } = await pixels(cover)
    expect(info.width).toBe(COVER_WIDTH)
    expect(info.height).toBe(Math.round((COVER_WIDTH * A4.height) / A4.width))
    // The middle of the block is blue (WebP is lossy: a few levels off), the other side white.
    const inBlock = at(info.width / 4, info.height / 8)
    for (const channel of ['r', 'g', 'b'] as const)
      expect(Math.abs(inBlock[channel] - BLUE[channel])).toBeLessThan(12)
    expect(at(info.width * 0.9, info.height * 0.95)).toEqual({ r: 255, g: 255, b: 255 })
    expect(darkest).toBeLessThan(64)
  })

  it('draws the text of a page that has nothing but text', async () => {
    const path = await folder.write({ pages: [[{ text: 'Only text on this page', size: 28 }]] })
    const { darkest } = await pixels(await renderCover(path))
    // Black glyphs, scaled down and compressed, stay dark; a page drawn without its text stays white.
    expect(darkest).toBeLessThan(64)
  })

  it('keeps the top of a page far taller than wide, at most twice as tall as wide', async () => {
    const path = await folder.write({ size: [100, 3000], pages: [[{ text: 'Top' }]] })
    const { info } = await pixels(await renderCover(path))
    expect([info.width, info.height]).toEqual([COVER_WIDTH, COVER_WIDTH * 2])
  })

  it('draws a page-sized photograph, but skips one whose pixels would take hundreds of MB to decode (a bomb)', async () => {
    const pageWithPhoto = async (count: number) => {
      const side = Math.ceil(Math.sqrt(count))
      // One colour: the JPEG is a few hundred KB however many pixels it unpacks into.
      const photo = await sharp({ create: { width: side, height: side, channels: 3, background: '#2E83D9' } })
        .jpeg()
        .toBuffer()
      const path = await folder.write({
        pages: [[]],
        draw: (doc) => doc.image(photo, 0, 0, { width: A4.width, height: A4.height }),
      })
      const { at, info } = await pixels(await renderCover(path))
      return at(info.width / 2, info.height / 2)
    }
    // A scan of an A4 page at 300 dpi.
    const scan = await pageWithPhoto(2480 * 3508)
    expect(Math.abs(scan.b - BLUE.b)).toBeLessThan(12)
    // 25 megapixels: drawing it raised the peak RSS by 275 MB, from a PDF of 150 KB.
    expect(await pageWithPhoto(5000 * 5000)).toEqual({ r: 255, g: 255, b: 255 })
  })
})
