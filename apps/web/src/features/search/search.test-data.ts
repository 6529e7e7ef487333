import type { SearchHit, SearchPage } from '@nauka/contracts'

/** A publication found by "graph": the title and snippet mark the word, the file is a PDF. */
export const publicationHit = (id: number, title = `Graph models ${id}`): SearchHit => ({
  kind: 'publication',
  id: String(id),
  data: `On ${title.toLowerCase()} and their use.`,
  snippet: [
    { text: 'On ', hit: false },
    { text: 'graph', hit: true },
    { text: ' models and their use.', hit: false },
  ],
  title: [
    { text: title.slice(0, 5), hit: true },
    { text: title.slice(5), hit: false },
  ],
  fields: [
    { n: 'author', v: 'Иванов И. И.' },
    { n: 'date', v: '2021' },
    { n: 'file_name', v: 'paper.pdf' },
    { n: 'mime_type', v: 'application/pdf' },
    { n: 'ref', v: `/publication/${id}/content` },
  ],
  link: `/publication/${id}`,
  image: null,
})

export const personHit = (id: number, name: string): SearchHit => ({
  kind: 'person',
  id: String(id),
  data: '',
  snippet: [],
  title: [{ text: name, hit: true }],
  fields: [
    { n: 'place', v: 'МГУ' },
    { n: 'keywords', v: 'графы' },
  ],
  link: `/profile/${id}`,
  image: null,
})

export const searchPage = (elements: SearchHit[], over: Partial<SearchPage> = {}): SearchPage => ({
  kind: 'publications',
  elements,
  count: elements.length,
  pageNumber: 0,
  pageSize: 10,
  hasMore: false,
  counts: { publications: elements.length, posts: 3, people: 1 },
  facets: {
    type: [
      { value: 2, count: 4 },
      { value: 5, count: 1 },
    ],
    scienceArea: [],
    year: [{ value: 2021, count: 5 }],
    lang: [],
    pdf: 2,
  },
  ...over,
})

const typeEntry = (num: number, term: string) => ({
  id: num,
  cls: 39,
  num,
  code: null,
  term,
  lang: 1,
  level: 1,
  parentNum: null,
  parentClsNum: null,
  uref: `39:${num}`,
  dsc: null,
  other: null,
})

/** Catalogue 39 names two publication types; the others are empty. */
export const catalogues = {
  'GET /api/core/cls/all': ({ url }: { url: string }) => {
    const cls = new URL(url, 'http://x').searchParams.get('cls')
    const elements = cls === '39' ? [typeEntry(2, 'Статья в журнале'), typeEntry(5, 'Монография')] : []
    return { body: { count: elements.length, elements } }
  },
}
