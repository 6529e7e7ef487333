import type { CslItem } from './csl-item'

/** Fixed inputs of the citation tests: an article, a book and items of every form the GOST style has. */

const ivanov = { family: 'Иванов', given: 'Иван Петрович' }
const petrov = { family: 'Петров', given: 'Пётр Сергеевич' }
const sidorova = { family: 'Сидорова', given: 'Светлана Сергеевна' }
const kuznetsov = { family: 'Кузнецов', given: 'Кирилл Андреевич' }
const smirnova = { family: 'Смирнова', given: 'Анна Викторовна' }

export const article: CslItem = {
  id: 'nauka-1',
  type: 'article-journal',
  title: 'Квантовые точки в полупроводниках',
  author: [ivanov, petrov],
  issued: { 'date-parts': [[2020, 3]] },
  'container-title': 'Журнал физики',
  volume: '5',
  issue: '2',
  page: '10-20',
  DOI: '10.1000/xyz123',
  ISSN: '0044-4510',
  language: 'ru',
  abstract: 'Исследованы квантовые точки.',
  keyword: 'квантовые точки, полупроводники',
}

export const book: CslItem = {
  id: 'nauka-2',
  type: 'book',
  title: 'Solid State Physics',
  genre: 'monograph',
  author: [{ family: 'Smith', given: 'John Henry' }],
  issued: { 'date-parts': [[2019]] },
  publisher: 'Springer',
  'publisher-place': 'Berlin',
  edition: '2',
  'number-of-pages': '123',
  ISBN: '978-5-02-040000-9',
  DOI: '10.1007/978-3-000-00000-0',
  language: 'en',
}

/** Five authors: GOST gives no heading, names three and adds «[и др.]». */
export const multiAuthor: CslItem = {
  id: 'nauka-3',
  type: 'article-journal',
  title: 'Сверхпроводимость при высоком давлении',
  author: [ivanov, petrov, sidorova, kuznetsov, smirnova],
  issued: { 'date-parts': [[2021]] },
  'container-title': 'Успехи физических наук',
  volume: '191',
  issue: '4',
  page: '337-360',
  DOI: '10.3367/UFNr.2020.01.038000',
  URL: 'https://nauka.example/publication/3',
  accessed: { 'date-parts': [[2024, 3, 5]] },
  language: 'ru',
}

export const chapter: CslItem = {
  id: 'nauka-4',
  type: 'chapter',
  title: 'Фононы в кристаллах',
  author: [kuznetsov],
  editor: [ivanov, petrov],
  issued: { 'date-parts': [[2019]] },
  'container-title': 'Физика конденсированного состояния',
  publisher: 'Наука',
  'publisher-place': 'Москва',
  page: '5-9',
  language: 'ru',
}

export const conferencePaper: CslItem = {
  id: 'nauka-5',
  type: 'paper-conference',
  title: 'Магноника на кристалле',
  author: [smirnova, { family: 'Smith', given: 'John' }],
  issued: { 'date-parts': [[2021]] },
  'container-title': 'Материалы конференции «Физика-2021»',
  publisher: 'Издательство МГУ',
  'publisher-place': 'Москва',
  page: '100-102',
  language: 'ru',
}

export const thesis: CslItem = {
  id: 'nauka-6',
  type: 'thesis',
  title: 'Спиновые волны в ферромагнетиках',
  genre: 'диссертация на соискание ученой степени кандидата физико-математических наук',
  author: [{ family: 'Иванов', given: 'Илья Игоревич' }],
  issued: { 'date-parts': [[2018]] },
  publisher: 'Московский государственный университет',
  'publisher-place': 'Москва',
  'number-of-pages': '150',
  language: 'ru',
}
