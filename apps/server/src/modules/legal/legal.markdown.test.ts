import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LEGAL_DOCUMENTS, LEGAL_DOCUMENTS_DIR, sourcePath } from './legal.documents'
import { parseDocument, parseSpans } from './legal.markdown'

describe('parseSpans', () => {
  it('splits bold runs and leaves an unmatched marker as written', () => {
    expect(parseSpans('a **b** c')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c', bold: false },
    ])
    expect(parseSpans('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }])
  })
})

describe('parseDocument', () => {
  it('reads titles, notes, headings, joined paragraphs and bullets', () => {
    const doc = parseDocument(
      '# Terms\n\n> Effective\n\n## 1. One\n\n1.1. First line\nsecond line.\n\n- a **bold** item\n  continued\n- b\n',
    )
    expect(doc.title).toBe('Terms')
    expect(doc.blocks.map((b) => b.kind)).toEqual([
      'title',
      'note',
      'heading',
      'paragraph',
      'bullet',
      'bullet',
    ])
    expect(doc.blocks[3]?.spans).toEqual([{ text: '1.1. First line second line.', bold: false }])
    expect(doc.blocks[4]?.spans).toEqual([
      { text: 'a ', bold: false },
      { text: 'bold', bold: true },
      { text: ' item continued', bold: false },
    ])
  })

  it('refuses a text without a title', () => {
    expect(() => parseDocument('## 1. Only a heading')).toThrow(/title/)
  })
})

describe('the legal source texts', () => {
  it('exist for every document in both languages and nothing else lies beside them', () => {
    const expected = LEGAL_DOCUMENTS.flatMap((d) => [`${d}.en.md`, `${d}.ru.md`]).sort()
    expect(readdirSync(LEGAL_DOCUMENTS_DIR).sort()).toEqual(expected)
  })

  it.each(LEGAL_DOCUMENTS.flatMap((d) => [[d, 'ru'] as const, [d, 'en'] as const]))(
    '%s.%s has a title, the effective date, numbered sections and no invented names',
    (document, locale) => {
      const source = readFileSync(sourcePath(LEGAL_DOCUMENTS_DIR, document, locale), 'utf8')
      const doc = parseDocument(source)
      expect(doc.blocks.filter((b) => b.kind === 'title')).toHaveLength(1)
      expect(source).toContain(locale === 'ru' ? '21 ноября 2026' : '21 November 2026')
      const headings = doc.blocks
        .filter((b) => b.kind === 'heading')
        .map((b) => b.spans.map((s) => s.text).join(''))
      expect(headings.length).toBeGreaterThanOrEqual(6)
      headings.forEach((h, i) => {
        expect(h.startsWith(`${i + 1}. `)).toBe(true)
      })
      // The installer fills in who runs the site; the texts point at the Help page for contacts.
      expect(source).toContain(locale === 'ru' ? 'странице «Помощь»' : 'the Help page')
      expect(source).not.toMatch(/@[a-z0-9-]+\.[a-z]/i)
      expect(source).not.toMatch(/\b(ООО|LLC|Ltd|Inc)\b/)
    },
  )
})
