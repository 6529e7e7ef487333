import { Dictionary, formatRef, Lang, PublicationSuggestion } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PdfSpec, pdfFolder, TITLE_SIZE } from './pdf.fixtures'
import { suggestMetadata } from './pdf-metadata'

const RUSSIAN = formatRef(Dictionary.lang, Lang.ru)
const ENGLISH = formatRef(Dictionary.lang, Lang.en)

const ru = {
  title: 'Квантовые точки в графене',
  abstract: [
    'Мы изучаем спектры фотолюминесценции квантовых точек в графене',
    'при комнатной температуре и показываем, как они зависят от размера.',
  ],
  keywords: ['графен', 'квантовые точки', 'фотолюминесценция'],
  doi: '10.21883/FTT.2019.05.47581',
  year: 2019,
}

/** A Russian paper's first page: title, authors "И. О. Фамилия", abstract, keywords, DOI, copyright. */
const russianPaper = (authorsLine: string, info?: PdfSpec['info']): PdfSpec => ({
  ...(info ? { info } : { bareInfo: true }),
  pages: [
    [
      { text: 'УДК 538.9' },
      { text: ru.title, size: TITLE_SIZE, align: 'center', gapBefore: 1 },
      { text: authorsLine, gapBefore: 1 },
      { text: `Аннотация. ${ru.abstract.join('\n')}`, gapBefore: 1 },
      { text: `Ключевые слова: ${ru.keywords.join(', ')}.`, gapBefore: 1 },
      { text: `DOI: ${ru.doi}` },
      { text: `© Иванов И. И., Петрова П. С., ${ru.year}`, gapBefore: 1 },
      { text: 'Введение', gapBefore: 2 },
      { text: 'Ранее (2008, 2011, 2011) эти точки изучали другие авторы.' },
    ],
    [{ text: 'Вторая страница' }],
  ],
})

const en = {
  title: 'Spin relaxation in silicon nanowires',
  abstract:
    'We measure the spin relaxation time of electrons in silicon nanowires and show that it is limited by the surface roughness.',
  keywords: ['spin relaxation', 'silicon', 'nanowires'],
  doi: '10.1103/PhysRevB.99.045301',
}

const englishPaper: PdfSpec = {
  bareInfo: true,
  pages: [
    [
      { text: en.title, size: TITLE_SIZE, align: 'center' },
      { text: 'John A. Smith¹, Mary Jones², and Wei Chen¹', gapBefore: 1 },
      { text: '¹ Department of Physics, University of Somewhere' },
      { text: 'Abstract', gapBefore: 1 },
      { text: en.abstract },
      { text: `Keywords: ${en.keywords.join('; ')}`, gapBefore: 1 },
      { text: `https://doi.org/${en.doi}` },
      { text: 'Received 3 March 2020; published 12 June 2021', gapBefore: 1 },
    ],
  ],
}

describe('suggestMetadata', () => {
  let folder: Awaited<ReturnType<typeof pdfFolder>>
  beforeAll(async () => {
    folder = await pdfFolder()
  })
  afterAll(() => folder.remove())

  const suggest = async (spec: PdfSpec) => {
    const suggestion = await suggestMetadata(await folder.write(spec))
    // Whatever it suggests fits the contract the form reads.
    expect(PublicationSuggestion.safeParse(suggestion).error).toBeUndefined()
    return suggestion
  }

  it('reads a Russian paper without document information from its first page ("И. О. Фамилия")', async () => {
    expect(await suggest(russianPaper('И. И. Иванов, П. С. Петрова'))).toEqual({
      title: ru.title,
      authors: [
        { firstName: 'И.', middleName: 'И.', lastName: 'Иванов' },
        { firstName: 'П.', middleName: 'С.', lastName: 'Петрова' },
      ],
      abstract: ru.abstract.join(' '),
      keywords: ru.keywords,
      doi: ru.doi,
      year: ru.year,
      language: RUSSIAN,
    })
  })

  it('reads authors printed "Фамилия И. О." with affiliation marks', async () => {
    const { authors } = await suggest(russianPaper('Иванов И.И.¹, Петрова П.С.²*'))
    expect(authors).toEqual([
      { firstName: 'И.', middleName: 'И.', lastName: 'Иванов' },
      { firstName: 'П.', middleName: 'С.', lastName: 'Петрова' },
    ])
  })

  it('reads an English paper: "First Last" authors, an abstract under its heading, keywords by semicolons, a doi.org link', async () => {
    expect(await suggest(englishPaper)).toEqual({
      title: en.title,
      authors: [
        { firstName: 'John', middleName: 'A.', lastName: 'Smith' },
        { firstName: 'Mary', lastName: 'Jones' },
        { firstName: 'Wei', lastName: 'Chen' },
      ],
      abstract: en.abstract,
      keywords: en.keywords,
      doi: en.doi,
      // Received in 2020, published in 2021.
      year: 2021,
      language: ENGLISH,
    })
  })

  it('takes the document information when the page agrees with it', async () => {
    const info = {
      Title: ru.title,
      Author: 'Сидоров Алексей Петрович; Кузнецова Мария Ивановна',
      Keywords: 'ignored, the page has its own line',
      CreationDate: new Date('2015-06-01T00:00:00Z'),
    }
    const suggestion = await suggest(russianPaper('А. П. Сидоров, М. И. Кузнецова', info))
    expect(suggestion.title).toBe(ru.title)
    expect(suggestion.authors).toEqual([
      { firstName: 'Алексей', middleName: 'Петрович', lastName: 'Сидоров' },
      { firstName: 'Мария', middleName: 'Ивановна', lastName: 'Кузнецова' },
    ])
    expect(suggestion.keywords).toEqual(ru.keywords)
    // The page's copyright year, not the day the PDF was made.
    expect(suggestion.year).toBe(ru.year)
  })

  it('falls back on the document information for what the page does not show', async () => {
    const info = {
      Title: 'Microsoft Word - paper_final_v3.docx',
      Author: 'Ivan Petrov, Anna Smirnova',
      Subject:
        'A study of how the spectra of graphene quantum dots depend on their size at room temperature.',
      Keywords: 'graphene; quantum dots',
      CreationDate: new Date('2016-02-03T00:00:00Z'),
    }
    const plainPage: PdfSpec = {
      info,
      lang: 'en-GB',
      pages: [[{ text: 'Some text with no headings at all.' }]],
    }
    expect(await suggest(plainPage)).toEqual({
      authors: [
        { firstName: 'Ivan', lastName: 'Petrov' },
        { firstName: 'Anna', lastName: 'Smirnova' },
      ],
      abstract: info.Subject,
      keywords: ['graphene', 'quantum dots'],
      year: 2016,
      language: ENGLISH,
    })
  })

  it('reads title, authors, keywords and DOI from XMP metadata', async () => {
    const xmp =
      '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Топологические изоляторы</rdf:li></rdf:Alt></dc:title>' +
      '<dc:creator><rdf:Seq><rdf:li>Смирнов А. В.</rdf:li><rdf:li>Orlova, E.</rdf:li></rdf:Seq></dc:creator>' +
      '<dc:subject><rdf:Bag><rdf:li>топология</rdf:li><rdf:li>изоляторы</rdf:li></rdf:Bag></dc:subject>' +
      '<prism:doi>10.1134/S1063783419050123</prism:doi>'
    const suggestion = await suggest({ bareInfo: true, xmp, pages: [[{ text: 'Текст без заголовков.' }]] })
    expect(suggestion).toEqual({
      title: 'Топологические изоляторы',
      authors: [
        { firstName: 'А.', middleName: 'В.', lastName: 'Смирнов' },
        { firstName: 'E.', lastName: 'Orlova' },
      ],
      keywords: ['топология', 'изоляторы'],
      doi: '10.1134/S1063783419050123',
      language: RUSSIAN,
    })
  })

  it('of a Russian abstract and an English one, suggests the one in the language of the paper', async () => {
    const spec = russianPaper('И. И. Иванов')
    spec.pages[0]?.push(
      { text: `Abstract. ${en.abstract}`, gapBefore: 1 },
      { text: `Keywords: ${en.keywords.join(', ')}`, gapBefore: 1 },
    )
    const suggestion = await suggest(spec)
    expect(suggestion.abstract).toBe(ru.abstract.join(' '))
    expect(suggestion.keywords).toEqual(ru.keywords)
  })
})
