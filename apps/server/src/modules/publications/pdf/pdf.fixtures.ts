import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDeflate } from 'node:zlib'
import PDFDocument from 'pdfkit'

/** DejaVu Sans: pdfkit's built-in fonts have no Cyrillic. */
const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')

export const BODY_SIZE = 11
export const TITLE_SIZE = 18

/** A paragraph of a test page, in DejaVu Sans of `size` (the body size unless given). */
export interface PdfBlock {
  text: string
  size?: number
  /** Empty lines before it, in its own size: a paragraph break. */
  gapBefore?: number
  align?: 'left' | 'center'
}

export interface PdfSpec {
  /** The blocks of each page; no pages at all gives a PDF with a page count of 0. */
  pages: PdfBlock[][]
  /** The document information dictionary; pdfkit adds Producer, Creator and CreationDate. */
  info?: PDFKit.DocumentInfo
  /** Leaves out even what pdfkit adds: an empty information dictionary. */
  bareInfo?: boolean
  /** The catalogue's /Lang, e.g. "ru-RU". */
  lang?: string
  /** XMP properties (elements inside one rdf:Description) stored as the document's metadata. */
  xmp?: string
  userPassword?: string
  ownerPassword?: string
  /** Width and height in points; A4 unless given. */
  size?: [number, number]
  /** Drawn on the first page before its text. */
  draw?: (doc: PDFKit.PDFDocument) => void
}

const XMP_NAMESPACES =
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/" ' +
  'xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"'

/**
 * Our own metadata stream: pdfkit's (written for PDF 1.4 and later) declares its length in UTF-16
 * units rather than bytes, so pdf.js drops it as malformed.
 */
function addXmp(doc: PDFKit.PDFDocument, properties: string) {
  const xml =
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" ${XMP_NAMESPACES}>${properties}</rdf:Description>` +
    '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  const stream = doc.ref({ Type: 'Metadata', Subtype: 'XML' })
  stream.compress = false
  stream.write(Buffer.from(xml, 'utf8'))
  stream.end(undefined)
  ;(doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.Metadata = stream
}

/** The bytes of a PDF drawn by pdfkit from `spec`. */
export function pdfBytes(spec: PdfSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      // 1.3: pdfkit then writes no XMP of its own (see addXmp).
      pdfVersion: '1.3',
      ...(spec.info ? { info: spec.info } : {}),
      ...(spec.lang ? { lang: spec.lang } : {}),
      ...(spec.userPassword ? { userPassword: spec.userPassword } : {}),
      ...(spec.ownerPassword ? { ownerPassword: spec.ownerPassword } : {}),
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    if (spec.bareInfo) {
      for (const key of Object.keys(doc.info))
        delete doc.info[key as keyof PDFKit.DocumentInfo]
        // pdfkit builds its XMP from CreationDate even for PDF 1.3, where it then writes none.
      ;(doc as unknown as { endMetadata: () => void }).endMetadata = () => {}
    }
    if (spec.xmp) addXmp(doc, spec.xmp)
    spec.pages.forEach((blocks, index) => {
      doc.addPage({ size: spec.size ?? 'A4' })
      if (index === 0) spec.draw?.(doc)
      doc.font(FONT).fillColor('black')
      for (const block of blocks) {
        doc.fontSize(block.size ?? BODY_SIZE)
        if (block.gapBefore) doc.moveDown(block.gapBefore)
        doc.text(block.text, { align: block.align ?? 'left' })
      }
    })
    doc.end()
  })
}

/**
 * A decompression bomb: a one-page PDF of a few hundred KB whose content stream inflates into
 * `megabytes` of spaces after a line of text. Written by hand: pdfkit compresses what it is given,
 * which would mean holding the spaces in memory first.
 */
export async function flateBombBytes(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 })
  const compressed: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  deflate.write('BT /F1 12 Tf 72 712 Td (Hello bomb) Tj ET\n')
  const spaces = Buffer.alloc(2 ** 20, ' ')
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(spaces)) await new Promise((r) => deflate.once('drain', r))
  deflate.end()
  await ended
  const content = Buffer.concat(compressed)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')]
  const offsets: number[] = []
  let length = parts[0]?.length ?? 0
  objects.forEach((body, index) => {
    offsets.push(length)
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ])
    parts.push(object)
    length += object.length
  })
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(parts)
}

/** A temporary folder for a test file's PDFs; `remove` deletes it and all of them. */
export async function pdfFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'nauka-pdf-'))
  let count = 0
  return {
    /** Writes `content` (a spec drawn by pdfkit, or raw bytes) and answers its path. */
    async write(content: PdfSpec | Buffer): Promise<string> {
      const path = join(dir, `${++count}.pdf`)
      await writeFile(path, Buffer.isBuffer(content) ? content : await pdfBytes(content))
      return path
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
