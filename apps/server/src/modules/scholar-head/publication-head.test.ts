import { IdentifierType, Publication, type PublicationDraft } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { withHead } from './html'
import { publicationHead } from './publication-head'

const ID = '3f2c1a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const PUBLIC_URL = 'https://nauka.example/'

function publication(
  metadata: Partial<PublicationDraft> = {},
  overrides: Partial<Publication> = {},
): Publication {
  const form: PublicationDraft = {
    cType: '39:1',
    cLang: '2:1',
    title: 'Спектры отражения',
    abstract: 'Мы измерили   спектры.',
    keywords: ['оптика', 'спектроскопия'],
    authors: [
      { lastName: 'Кюри', firstName: 'Мария', middleName: 'Склодовская' },
      { lastName: 'Бор', firstName: 'Нильс' },
    ],
    date: '2024-05-17',
    edition: 'Журнал физики',
    publisher: 'Наука',
    volume: '12',
    number: '3',
    pages: '10–20',
    identifiers: [
      { cIdentifier: IdentifierType.Doi, value: 'https://doi.org/10.5555/spectra.1' },
      { cIdentifier: IdentifierType.Issn, value: '0378-5955' },
    ],
    ...metadata,
  }
  return Publication.parse({
    id: ID,
    uref: `210:${ID}`,
    metadata: form,
    authors: (form.authors ?? []).map((author) => ({ ...author, user: null })),
    owner: { rEntity: '202:1', fullName: 'Кюри Мария', imageUrl: null },
    contents: [{ id: ID, name: 'paper.pdf', mime: 'application/pdf', size: 10, url: `/api/core/file/${ID}` }],
    coverUrl: `/api/core/file/${ID}`,
    publishedAt: '2024-06-01T10:00:00.000Z',
    updatedAt: '2024-06-01T10:00:00.000Z',
    meta: { view_count: 0, download_count: 0 },
    link: `/publication/${ID}`,
    own: false,
    ...overrides,
  })
}

const ARTICLE = { languageCode: 'ru', cslType: 'article-journal' }

/** The content of each meta tag with that name or property, unescaped. */
const metas = (tags: string[], key: string) =>
  tags.flatMap((tag) => {
    const match = new RegExp(`^<meta (?:name|property)="${key}" content="([^"]*)">$`).exec(tag)
    return match
      ? [
          (match[1] ?? '')
            .replaceAll('&quot;', '"')
            .replaceAll('&#39;', "'")
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&amp;', '&'),
        ]
      : []
  })
const jsonLd = (tags: string[]) => {
  const block = tags.find((tag) => tag.startsWith('<script type="application/ld+json">')) ?? ''
  return JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'))) as Record<
    string,
    unknown
  >
}

describe('Highwire Press tags', () => {
  it('name the article as Google Scholar reads it', () => {
    const { tags } = publicationHead(publication(), PUBLIC_URL, ARTICLE)
    expect(metas(tags, 'citation_title')).toEqual(['Спектры отражения'])
    expect(metas(tags, 'citation_author')).toEqual(['Кюри, Мария Склодовская', 'Бор, Нильс'])
    expect(metas(tags, 'citation_publication_date')).toEqual(['2024/05/17'])
    expect(metas(tags, 'citation_journal_title')).toEqual(['Журнал физики'])
    expect(metas(tags, 'citation_publisher')).toEqual(['Наука'])
    expect(metas(tags, 'citation_volume')).toEqual(['12'])
    expect(metas(tags, 'citation_issue')).toEqual(['3'])
    expect(metas(tags, 'citation_firstpage')).toEqual(['10'])
    expect(metas(tags, 'citation_lastpage')).toEqual(['20'])
    expect(metas(tags, 'citation_doi')).toEqual(['10.5555/spectra.1'])
    expect(metas(tags, 'citation_issn')).toEqual(['0378-5955'])
    expect(metas(tags, 'citation_language')).toEqual(['ru'])
    expect(metas(tags, 'citation_keywords')).toEqual(['оптика; спектроскопия'])
    expect(metas(tags, 'citation_pdf_url')).toEqual([
      `https://nauka.example/api/core/publication/${ID}/content`,
    ])
    expect(metas(tags, 'citation_abstract_html_url')).toEqual([`https://nauka.example/publication/${ID}`])
  })

  it('give the year alone when no date is known, and no journal for a book', () => {
    const { tags } = publicationHead(publication({ date: null, year: 2020, pages: '320' }), PUBLIC_URL, {
      cslType: 'book',
    })
    expect(metas(tags, 'citation_publication_date')).toEqual(['2020'])
    expect(metas(tags, 'citation_journal_title')).toEqual([])
    expect(metas(tags, 'citation_firstpage')).toEqual([])
    expect(metas(tags, 'citation_publisher')).toEqual(['Наука'])
  })

  it('point at no PDF when the content is not one, and leave out what the form lacks', () => {
    const other = publication(
      { identifiers: [], volume: undefined },
      { contents: [{ id: ID, name: 'data.zip', mime: 'application/zip', size: 1, url: '/x' }] },
    )
    const { tags } = publicationHead(other, PUBLIC_URL, ARTICLE)
    expect(metas(tags, 'citation_pdf_url')).toEqual([])
    expect(metas(tags, 'citation_doi')).toEqual([])
    expect(metas(tags, 'citation_volume')).toEqual([])
    expect(tags.some((tag) => tag.includes('content=""'))).toBe(false)
  })
})

describe('Open Graph and JSON-LD', () => {
  it('describe the page for link previews', () => {
    const { tags, title } = publicationHead(publication(), PUBLIC_URL, ARTICLE)
    expect(title).toBe('Спектры отражения — Nauka')
    expect(metas(tags, 'og:title')).toEqual(['Спектры отражения'])
    expect(metas(tags, 'og:description')).toEqual(['Мы измерили спектры.'])
    expect(metas(tags, 'og:type')).toEqual(['article'])
    expect(metas(tags, 'og:url')).toEqual([`https://nauka.example/publication/${ID}`])
    expect(metas(tags, 'og:image')).toEqual([`https://nauka.example/api/core/file/${ID}`])
  })

  it('cut a long abstract at a word for the preview', () => {
    const { tags } = publicationHead(publication({ abstract: 'слово '.repeat(200) }), PUBLIC_URL)
    const [description] = metas(tags, 'og:description')
    expect(description?.length).toBeLessThanOrEqual(300)
    expect(description).toMatch(/слово…$/)
  })

  it('describe a ScholarlyArticle for search engines', () => {
    expect(jsonLd(publicationHead(publication(), PUBLIC_URL, ARTICLE).tags)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      '@id': `https://nauka.example/publication/${ID}`,
      url: `https://nauka.example/publication/${ID}`,
      name: 'Спектры отражения',
      headline: 'Спектры отражения',
      author: [
        {
          '@type': 'Person',
          name: 'Мария Склодовская Кюри',
          familyName: 'Кюри',
          givenName: 'Мария',
          additionalName: 'Склодовская',
        },
        { '@type': 'Person', name: 'Нильс Бор', familyName: 'Бор', givenName: 'Нильс' },
      ],
      datePublished: '2024-05-17',
      inLanguage: 'ru',
      keywords: 'оптика, спектроскопия',
      abstract: 'Мы измерили   спектры.',
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/spectra.1' },
      sameAs: 'https://doi.org/10.5555/spectra.1',
      publisher: { '@type': 'Organization', name: 'Наука' },
      image: `https://nauka.example/api/core/file/${ID}`,
      isAccessibleForFree: true,
      encoding: {
        '@type': 'MediaObject',
        contentUrl: `https://nauka.example/api/core/publication/${ID}/content`,
        encodingFormat: 'application/pdf',
      },
    })
  })
})

describe('hostile metadata', () => {
  const HOSTILE = `"><script>alert(1)</script></script><!-- ' \u2028 &`

  it('cannot leave an attribute, the title or the JSON-LD block', () => {
    const hostile = publication({
      title: HOSTILE,
      abstract: HOSTILE,
      keywords: [HOSTILE],
      authors: [{ lastName: HOSTILE }],
    })
    const head = publicationHead(hostile, PUBLIC_URL, ARTICLE)
    const html = withHead('<html><head><title>Nauka</title></head><body></body></html>', head)
    // One script element, the JSON-LD one: nothing the author typed opened or closed another.
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    expect(html.match(/<title>/g)).toHaveLength(1)
    // And every reader gets back exactly what the author typed.
    expect(metas(head.tags, 'citation_title')).toEqual([HOSTILE])
    expect(metas(head.tags, 'citation_author')).toEqual([HOSTILE])
    expect(jsonLd(head.tags).name).toBe(HOSTILE)
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('the shell with a head', () => {
  const SHELL =
    '<!doctype html>\n<html lang="ru">\n  <head>\n    <title>Nauka</title>\n  </head>\n  <body></body>\n</html>'

  it('replaces the title and adds the tags before </head>', () => {
    const html = withHead(SHELL, { title: 'A & B', tags: ['<meta name="x" content="1">'] })
    expect(html).toContain('<title>A &amp; B</title>')
    expect(html).not.toContain('<title>Nauka</title>')
    expect(html.indexOf('<meta name="x" content="1">')).toBeLessThan(html.indexOf('</head>'))
    expect(html.endsWith('<body></body>\n</html>')).toBe(true)
  })

  it('adds a title to a shell without one, and leaves a shell without a head alone', () => {
    expect(withHead('<head></head>', { title: 'T', tags: [] })).toContain('<title>T</title>')
    expect(withHead('<body></body>', { title: 'T', tags: ['<meta>'] })).toBe('<body></body>')
  })
})
