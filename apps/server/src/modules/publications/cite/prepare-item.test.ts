import { describe, expect, it } from 'vitest'
import { article } from './cite.fixtures'
import { bibtexItem, cslItem, escapeTex, normalizeItem } from './prepare-item'

describe('normalizeItem', () => {
  it('turns line breaks, tabs and control characters into single spaces', () => {
    const item = normalizeItem({ ...article, title: ' Первая\r\nвторая\tтретья\u2028\u0007 четвёртая ' })
    expect(item.title).toBe('Первая вторая третья четвёртая')
  })

  it('drops blank fields and blank names so no style prints an empty element', () => {
    const item = normalizeItem({ ...article, volume: '  ', author: [{ family: ' ', given: '' }] })
    expect(item).not.toHaveProperty('volume')
    expect(item).not.toHaveProperty('author')
  })

  it('keeps names with something in them, trimmed', () => {
    const item = normalizeItem({
      ...article,
      author: [{ family: ' Иванов\n', given: 'Иван' }, { literal: '' }],
    })
    expect(item.author).toEqual([{ family: 'Иванов', given: 'Иван' }])
  })

  it('writes keywords as the comma-separated list the RIS plugin splits', () => {
    expect(normalizeItem({ ...article, keyword: 'квантовые точки ,  полупроводники,, ' }).keyword).toBe(
      'квантовые точки,полупроводники',
    )
  })
})

describe('escapeTex', () => {
  it('escapes every character TeX gives a meaning to, braces as commands', () => {
    expect(escapeTex('{a} 100% & $ # _ ~ ^ \\ <i>')).toBe(
      '\\textbraceleft{}a\\textbraceright{} 100\\% \\& \\$ \\# \\_ \\textasciitilde{} \\textasciicircum{} ' +
        '\\textbackslash{} \\textless{}i\\textgreater{}',
    )
  })

  it('leaves Cyrillic and @ as they are', () => {
    expect(escapeTex('Квантовые точки @home')).toBe('Квантовые точки @home')
  })
})

describe('bibtexItem', () => {
  it('makes the key from the id, keeping letters, digits and underscores', () => {
    expect(bibtexItem({ ...article, id: 'nauka-1:x' })['citation-key']).toBe('nauka1x')
  })

  it("keeps the caller's own key", () => {
    expect(bibtexItem({ ...article, 'citation-key': 'ivanov2020' })['citation-key']).toBe('ivanov2020')
  })

  it('escapes names and text fields, and percent-encodes what would break a verbatim DOI or URL', () => {
    const item = bibtexItem({
      ...article,
      author: [{ family: 'O_Brien', given: 'A' }],
      DOI: '10.1000/a{b}',
      URL: 'https://x.example/?q=a b',
    })
    expect(item.author).toEqual([{ family: 'O\\_Brien', given: 'A' }])
    expect(item.DOI).toBe('10.1000/a%7Bb%7D')
    expect(item.URL).toBe('https://x.example/?q=a%20b')
    expect(item.id).toBe(article.id)
  })
})

describe('cslItem', () => {
  it.each(['2', '2-е', '2-е изд.', '2-е издание', '2nd', '2nd ed.', '2 ed'])(
    'reduces the edition %s to its number, which the styles word per locale',
    (edition) => {
      expect(cslItem({ ...article, edition }).edition).toBe('2')
    },
  )

  it('keeps a hyphen after the number of a worded edition from making citeproc read it as a number', () => {
    expect(cslItem({ ...article, edition: '3-е изд., испр. и доп.' }).edition).toBe(
      '3\u2011е изд., испр. и доп.',
    )
  })

  it('leaves an edition that starts with a word as it is', () => {
    expect(cslItem({ ...article, edition: 'Изд. 3-е, стер.' }).edition).toBe('Изд. 3-е, стер.')
  })
})
