import { describe, expect, it } from 'vitest'
import { article, book, chapter, conferencePaper, multiAuthor, thesis } from './cite.fixtures'
import type { CslItem } from './csl-item'
import { formatCitation } from './format-citation'

const gost = (item: CslItem, locale: 'ru' | 'en' = 'ru'): string => formatCitation(item, 'gost', locale).body

// The content type area (5.10). citeproc puts a narrow no-break space before a colon inside a text.
const TEXT_RU = 'Текст\u202f: электронный'
const TEXT_EN = 'Text\u202f: electronic'

describe('GOST R 7.0.100-2018 in Russian', () => {
  it('describes a journal article as a part of its serial', () => {
    expect(gost(article)).toBe(
      `Иванов, И. П. Квантовые точки в полупроводниках / И. П. Иванов, П. С. Петров. — ${TEXT_RU} ` +
        '// Журнал физики. — 2020. — Т. 5, № 2. — С. 10–20. — DOI 10.1000/xyz123.',
    )
  })

  it('describes a book with its edition, publisher, extent and ISBN', () => {
    expect(gost(book)).toBe(
      'Smith, J. H. Solid State Physics : monograph / J. H. Smith. — 2-е изд. — Berlin : Springer, 2019. — ' +
        `123 с. — ISBN 978-5-02-040000-9. — DOI 10.1007/978-3-000-00000-0. — ${TEXT_RU}.`,
    )
  })

  it('starts a work of four or more authors with its title and names three, then «[и др.]»', () => {
    expect(gost(multiAuthor)).toBe(
      'Сверхпроводимость при высоком давлении / И. П. Иванов, П. С. Петров, С. С. Сидорова [и др.]. — ' +
        `${TEXT_RU} // Успехи физических наук. — 2021. — Т. 191, № 4. — С. 337–360. — ` +
        'URL: https://nauka.example/publication/3 (дата обращения: 05.03.2024). — ' +
        'DOI 10.3367/UFNr.2020.01.038000.',
    )
  })

  it('heads a work of three authors with the first and names all three', () => {
    const three = { ...multiAuthor, author: multiAuthor.author?.slice(0, 3), URL: undefined, DOI: undefined }
    expect(gost(three)).toBe(
      'Иванов, И. П. Сверхпроводимость при высоком давлении / И. П. Иванов, П. С. Петров, С. С. Сидорова. — ' +
        `${TEXT_RU} // Успехи физических наук. — 2021. — Т. 191, № 4. — С. 337–360.`,
    )
  })

  it('describes a chapter as a part of its book, with the book’s editors', () => {
    expect(gost(chapter)).toBe(
      `Кузнецов, К. А. Фононы в кристаллах / К. А. Кузнецов. — ${TEXT_RU} // ` +
        'Физика конденсированного состояния / редакторы И. П. Иванов, П. С. Петров. — Москва : Наука, 2019. — ' +
        'С. 5–9.',
    )
  })

  it('describes a conference paper as a part of its proceedings', () => {
    expect(gost(conferencePaper)).toBe(
      `Смирнова, А. В. Магноника на кристалле / А. В. Смирнова, J. Smith. — ${TEXT_RU} // ` +
        'Материалы конференции «Физика-2021». — Москва : Издательство МГУ, 2021. — С. 100–102.',
    )
  })

  it('describes a thesis with its degree and institution, and no publisher', () => {
    expect(gost(thesis)).toBe(
      'Иванов, И. И. Спиновые волны в ферромагнетиках : диссертация на соискание ученой степени кандидата ' +
        'физико-математических наук / И. И. Иванов ; Московский государственный университет. — Москва, 2018. — ' +
        `150 с. — ${TEXT_RU}.`,
    )
  })

  it('marks an unknown place «[Б. м.]» and an unknown publisher «[б. и.]»', () => {
    const { 'publisher-place': _, ...noPlace } = book
    const { publisher: __, ...noPublisher } = book
    expect(gost(noPlace)).toContain('. — [Б. м.] : Springer, 2019. — ')
    expect(gost(noPublisher)).toContain('. — Berlin : [б. и.], 2019. — ')
  })

  it('prints an edition given in words as it is (its hyphen non-breaking), and a version', () => {
    expect(gost({ ...book, edition: '3-е изд., испр. и доп.', version: '1.2' })).toContain(
      ' / J. H. Smith. — 3\u2011е изд., испр. и доп. — Версия 1.2. — Berlin',
    )
  })
})

describe('GOST R 7.0.100-2018 in English', () => {
  it('uses the English terms in an article', () => {
    expect(gost(article, 'en')).toBe(
      `Иванов, И. П. Квантовые точки в полупроводниках / И. П. Иванов, П. С. Петров. — ${TEXT_EN} ` +
        '// Журнал физики. — 2020. — Vol. 5, no. 2. — P. 10–20. — DOI 10.1000/xyz123.',
    )
  })

  it('uses the English terms in a book', () => {
    expect(gost(book, 'en')).toBe(
      'Smith, J. H. Solid State Physics : monograph / J. H. Smith. — 2nd ed. — Berlin : Springer, 2019. — ' +
        `123 p. — ISBN 978-5-02-040000-9. — DOI 10.1007/978-3-000-00000-0. — ${TEXT_EN}.`,
    )
  })

  it('ends a list of four or more authors with «[et al.]»', () => {
    expect(gost(multiAuthor, 'en')).toContain(' / И. П. Иванов, П. С. Петров, С. С. Сидорова [et al.]. — ')
    expect(gost(multiAuthor, 'en')).toContain('(accessed: 05.03.2024)')
  })
})
