import { describe, expect, it } from 'vitest'
import { article, book, chapter, multiAuthor } from './cite.fixtures'
import type { CslItem } from './csl-item'
import { formatCitation } from './format-citation'

const apa = (item: CslItem, locale: 'ru' | 'en'): string => formatCitation(item, 'apa', locale).body

describe('APA from citation-js’s built-in template', () => {
  it('cites an article', () => {
    expect(apa(article, 'en')).toBe(
      'Иванов, И. П., & Петров, П. С. (2020). Квантовые точки в полупроводниках. Журнал физики, 5(2), 10–20. ' +
        'https://doi.org/10.1000/xyz123',
    )
  })

  it('cites a book with its edition in the terms of the locale', () => {
    expect(apa(book, 'en')).toBe(
      'Smith, J. H. (2019). Solid State Physics (2nd ed.) [Monograph]. Springer. ' +
        'https://doi.org/10.1007/978-3-000-00000-0',
    )
    expect(apa(book, 'ru')).toBe(
      'Smith, J. H. (2019). Solid State Physics (2-е изд.) [Monograph]. Springer. ' +
        'https://doi.org/10.1007/978-3-000-00000-0',
    )
  })

  it('names up to twenty authors', () => {
    expect(apa(multiAuthor, 'ru')).toBe(
      'Иванов, И. П., Петров, П. С., Сидорова, С. С., Кузнецов, К. А., & Смирнова, А. В. (2021). ' +
        'Сверхпроводимость при высоком давлении. Успехи физических наук, 191(4), 337–360. ' +
        'https://doi.org/10.3367/UFNr.2020.01.038000',
    )
  })

  it('cites a chapter with the Russian terms in Russian', () => {
    expect(apa(chapter, 'ru')).toBe(
      'Кузнецов, К. А. (2019). Фононы в кристаллах. В И. П. Иванов & П. С. Петров (Ред.), ' +
        'Физика конденсированного состояния (с. 5–9). Наука.',
    )
  })
})
