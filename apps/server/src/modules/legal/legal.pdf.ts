import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Locale } from '@nauka/contracts'
import PDFDocument from 'pdfkit'
import type { Block, ParsedDocument, Span } from './legal.markdown'

// Resolved through node_modules, so the same path works from src/ (tests) and the bundled dist/.
const resolvePackage = createRequire(import.meta.url).resolve
const FONT_DIR = join(dirname(resolvePackage('dejavu-fonts-ttf/package.json')), 'ttf')

/** DejaVu Sans covers Latin and Cyrillic (and the typographic quotes and dashes both texts use). */
export const FONTS = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
}

const PAGE_LABEL: Record<Locale, (page: number, total: number) => string> = {
  ru: (page, total) => `Страница ${page} из ${total}`,
  en: (page, total) => `Page ${page} of ${total}`,
}
const LANGUAGE_TAG: Record<Locale, string> = { ru: 'ru-RU', en: 'en' }

// A4 with margins near 22 mm; DejaVu Sans runs wide, so 10 pt reads like 11 pt of most fonts.
const MARGIN = { top: 56, bottom: 64, left: 64, right: 64 }
const FOOTER_OFFSET = 40
const TYPE = {
  title: { size: 17, gapAfter: 6 },
  heading: { size: 11.5, gapBefore: 12, gapAfter: 4 },
  body: { size: 10, lineGap: 1.8, gapAfter: 4.5 },
  note: { size: 9 },
  footer: { size: 8 },
  bulletIndent: 16,
}
const COLOR = { text: '#1F2933', muted: '#52606D', heading: '#0F3F73' }

export interface PdfOptions {
  locale: Locale
  /** Shown in PDF readers' title bars and search; the document's own title. */
  title: string
  subject: string
}

type Pdf = PDFKit.PDFDocument

/** Writes runs of regular and bold text as one wrapped paragraph starting at (x, y). */
function writeSpans(
  pdf: Pdf,
  spans: Span[],
  at: { x: number; y: number; width: number; size: number; bold?: boolean },
): void {
  const { x, y, width, size } = at
  spans.forEach((span, i) => {
    pdf.font(span.bold || at.bold ? 'bold' : 'regular').fontSize(size)
    const options = { width, lineGap: TYPE.body.lineGap, continued: i < spans.length - 1 }
    if (i === 0) pdf.text(span.text, x, y, options)
    else pdf.text(span.text, options)
  })
}

const lineHeight = (pdf: Pdf, size: number) => pdf.fontSize(size).currentLineHeight(true) + TYPE.body.lineGap

/** Starts a new page unless `needed` points still fit: keeps headings with their text, avoids orphans. */
function keepTogether(pdf: Pdf, needed: number): void {
  if (pdf.y + needed > pdf.page.maxY()) pdf.addPage()
}

function writeBlock(pdf: Pdf, block: Block, previous: Block | undefined): void {
  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right
  const bodyLine = lineHeight(pdf, TYPE.body.size)
  switch (block.kind) {
    case 'title':
      pdf.fillColor(COLOR.heading)
      writeSpans(pdf, block.spans, { x: left, y: pdf.y, width, size: TYPE.title.size, bold: true })
      pdf.y += TYPE.title.gapAfter
      return
    case 'note':
      pdf.fillColor(COLOR.muted)
      writeSpans(pdf, block.spans, { x: left, y: pdf.y, width, size: TYPE.note.size })
      pdf.y += TYPE.body.gapAfter
      return
    case 'heading': {
      if (previous) pdf.y += TYPE.heading.gapBefore
      keepTogether(pdf, lineHeight(pdf, TYPE.heading.size) + 2 * bodyLine)
      pdf.fillColor(COLOR.heading)
      writeSpans(pdf, block.spans, { x: left, y: pdf.y, width, size: TYPE.heading.size, bold: true })
      pdf.y += TYPE.heading.gapAfter
      return
    }
    case 'paragraph':
      // A little air between the end of a list and the clause that follows it.
      if (previous?.kind === 'bullet') pdf.y += TYPE.body.gapAfter
      keepTogether(pdf, 2 * bodyLine)
      pdf.fillColor(COLOR.text)
      writeSpans(pdf, block.spans, { x: left, y: pdf.y, width, size: TYPE.body.size })
      pdf.y += TYPE.body.gapAfter
      return
    case 'bullet': {
      keepTogether(pdf, 2 * bodyLine)
      const y = pdf.y
      pdf.fillColor(COLOR.text).font('regular').fontSize(TYPE.body.size)
      pdf.text('•', left + 4, y, { lineBreak: false })
      const indent = TYPE.bulletIndent
      writeSpans(pdf, block.spans, { x: left + indent, y, width: width - indent, size: TYPE.body.size })
      pdf.x = left
      pdf.y += TYPE.body.gapAfter - 1
      return
    }
  }
}

/** Title on the left and the page number on the right of every page's foot. */
function writeFooters(pdf: Pdf, options: PdfOptions): void {
  const { start, count } = pdf.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i)
    const { left, right, bottom } = pdf.page.margins
    const width = pdf.page.width - left - right
    const y = pdf.page.height - FOOTER_OFFSET
    // Text below the bottom margin would make pdfkit start a new page; lift the margin while writing.
    pdf.page.margins.bottom = 0
    pdf.font('regular').fontSize(TYPE.footer.size).fillColor(COLOR.muted)
    pdf.text(`Nauka · ${options.title}`, left, y, { width: width * 0.7, lineBreak: false })
    pdf.text(PAGE_LABEL[options.locale](i - start + 1, count), left, y, {
      width,
      align: 'right',
      lineBreak: false,
    })
    pdf.page.margins.bottom = bottom
  }
}

/** Renders a parsed legal text as an A4 PDF with metadata, bold headings and numbered pages. */
export function renderPdf(document: ParsedDocument, options: PdfOptions): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    font: FONTS.regular,
    lang: LANGUAGE_TAG[options.locale],
    displayTitle: true,
    info: { Title: options.title, Author: 'Nauka', Subject: options.subject, Creator: 'Nauka' },
  })
  pdf.registerFont('regular', FONTS.regular)
  pdf.registerFont('bold', FONTS.bold)

  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  let previous: Block | undefined
  for (const block of document.blocks) {
    writeBlock(pdf, block, previous)
    previous = block
  }
  writeFooters(pdf, options)
  pdf.end()
  return done
}
