import { CITATION_FORMATS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { Cite } from './citation-engine'
import { article, book, multiAuthor } from './cite.fixtures'
import type { CslItem } from './csl-item'
import { formatCitation } from './format-citation'
import { normalizeItem } from './prepare-item'

const items = { article, book, 'Cyrillic multi-author item': multiAuthor }

/** What citation-js reads back from a BibTeX or RIS text, told which one it is. */
const parse = (text: string, type: '@bibtex/text' | '@ris/file'): CslItem[] =>
  new Cite(text, { forceType: type }).data as unknown as CslItem[]
const parseBibtex = (text: string) => parse(text, '@bibtex/text')
const parseRis = (text: string) => parse(text, '@ris/file')

const year = (item: CslItem): number | undefined => item.issued?.['date-parts'][0][0]
const names = (item: CslItem) => item.author?.map(({ family, given }) => ({ family, given }))

describe.each(Object.entries(items))('formatCitation of an %s', (_, item) => {
  it('writes BibTeX that citation-js reads back to the same title, authors, year and DOI', () => {
    const { body, contentType, fileExtension } = formatCitation(item, 'bibtex', 'ru')
    expect([contentType, fileExtension]).toEqual(['application/x-bibtex; charset=utf-8', 'bib'])
    const [back, ...more] = parseBibtex(body)
    expect(more).toEqual([])
    expect(back?.title).toBe(item.title)
    expect(back && names(back)).toEqual(names(item))
    expect(back && year(back)).toBe(year(item))
    expect(back?.DOI).toBe(item.DOI)
    expect(body).toMatch(/^@(article|book)\{nauka\d+,\n/)
  })

  it('writes RIS with its type, authors, title, year, DOI and end tags', () => {
    const { body, contentType, fileExtension } = formatCitation(item, 'ris', 'ru')
    expect([contentType, fileExtension]).toEqual([
      'application/x-research-info-systems; charset=utf-8',
      'ris',
    ])
    const lines = body.split('\n')
    expect(lines[0]).toMatch(/^TY {2}- (JOUR|BOOK)$/)
    expect(lines.filter((line) => line.startsWith('AU  - '))).toEqual(
      (item.author ?? []).map(({ family, given }) => `AU  - ${family}, ${given}`),
    )
    expect(lines).toContain(`TI  - ${item.title}`)
    expect(lines).toContain(`PY  - ${year(item)}`)
    expect(lines).toContain(`DO  - ${item.DOI}`)
    expect(lines.slice(-2)).toEqual(['ER  - ', ''])
  })

  it('writes CSL-JSON: the item as a one-element list', () => {
    const { body, contentType, fileExtension } = formatCitation(item, 'csl-json', 'en')
    expect([contentType, fileExtension]).toEqual([
      'application/vnd.citationstyles.csl+json; charset=utf-8',
      'json',
    ])
    expect(JSON.parse(body)).toEqual([normalizeItem(item)])
  })

  it.each(['gost', 'apa'] as const)('writes %s as one line of plain text', (format) => {
    const { body, contentType, fileExtension } = formatCitation(item, format, 'ru')
    expect([contentType, fileExtension]).toEqual(['text/plain; charset=utf-8', 'txt'])
    expect(body).not.toMatch(/\n/)
    expect(body).toContain(item.title)
  })
})

it('writes a long title as one RIS line that citation-js reads back unchanged', () => {
  const title = `${'Очень длинное заглавие '.repeat(5)}ER - конец`
  const lines = formatCitation({ ...article, title }, 'ris', 'en')
    .body.trimEnd()
    .split('\n')
  expect(lines).toContain(`TI  - ${title}`)
  expect(parseRis(lines.join('\n'))[0]?.title).toBe(title)
})

describe('formatCitation of a hostile title', () => {
  const title = 'Break {out} of the @entry, 100% \n}\n@misc{x, title={y}}\nER  - \nTY  - JOUR <i>'
  const hostile: CslItem = { ...article, title }
  const flat = 'Break {out} of the @entry, 100% } @misc{x, title={y}} ER - TY - JOUR <i>'

  it('keeps the BibTeX entry whole: one entry, balanced braces, the title read back as it was', () => {
    const { body } = formatCitation(hostile, 'bibtex', 'en')
    const depth = [...body].reduce((open, char) => open + (char === '{' ? 1 : char === '}' ? -1 : 0), 0)
    expect(depth).toBe(0)
    expect(body.match(/^@/gm)).toHaveLength(1)
    const [back, ...more] = parseBibtex(body)
    expect(more).toEqual([])
    expect(back?.title).toBe(flat)
  })

  it('keeps the RIS record whole: every line a tag, one TY and one ER, the title on one line', () => {
    const { body } = formatCitation(hostile, 'ris', 'en')
    const lines = body.split('\n').slice(0, -1)
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /)
    expect(lines.filter((line) => line.startsWith('TY  - '))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('ER  - '))).toHaveLength(1)
    expect(lines).toContain(`TI  - ${flat}`)
    expect(parseRis(body).map((item) => item.title)).toEqual([flat])
  })

  it('keeps the CSL-JSON valid', () => {
    expect(JSON.parse(formatCitation(hostile, 'csl-json', 'en').body)[0].title).toBe(flat)
  })
})

it('answers every format the contracts offer', () => {
  for (const format of CITATION_FORMATS) expect(formatCitation(article, format, 'en').body).not.toBe('')
})
