import { describe, expect, it } from 'vitest'
import { linkify, ownPath } from './linkify'

const links = (text: string) => linkify(text).filter((part) => part.kind === 'link')

describe('linkify', () => {
  it('splits a text around an http(s) address', () => {
    expect(linkify('see https://example.org/a?b=1 now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ' now' },
    ])
  })

  it('makes a bare www. address an https link', () => {
    expect(links('go to www.example.org')).toEqual([
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org/' },
    ])
  })

  it('leaves javascript: and data: texts as text', () => {
    expect(links('javascript:alert(1) data:text/html,<b>x</b>')).toEqual([])
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }])
  })

  it('does not swallow the sentence punctuation after an address', () => {
    for (const end of ['.', ',', '!', '?', ':', ';', ')', '…', '.)']) {
      const text = `(see https://example.org/page${end}`
      expect(links(text).map((part) => part.text)).toEqual(['https://example.org/page'])
    }
  })

  it('keeps a bracket the address itself opened', () => {
    expect(links('https://en.wikipedia.org/wiki/Set_(mathematics).').map((p) => p.text)).toEqual([
      'https://en.wikipedia.org/wiki/Set_(mathematics)',
    ])
  })

  it('finds an address among Cyrillic words and in guillemets', () => {
    expect(linkify('Статья «https://наука.рф/publication/7» — читайте')).toEqual([
      { kind: 'text', text: 'Статья «' },
      {
        kind: 'link',
        text: 'https://наука.рф/publication/7',
        href: new URL('https://наука.рф/publication/7').href,
      },
      { kind: 'text', text: '» — читайте' },
    ])
    expect(links('смотрите:https://example.org.Далее').map((p) => p.text)).toEqual([
      'https://example.org.Далее',
    ])
  })

  it('finds several addresses and keeps line breaks in the text', () => {
    const parts = linkify('a https://a.org\nb www.b.org')
    expect(parts.map((part) => part.text)).toEqual(['a ', 'https://a.org', '\nb ', 'www.b.org'])
  })

  it('ignores an address inside an e-mail or a word and an address with no host', () => {
    expect(links('mail@www.example.org abcwww.example.org https:// www.')).toEqual([])
  })
})

describe('ownPath', () => {
  it('gives the path of our own origin and null for another site', () => {
    expect(ownPath('https://nauka.test/publication/5?x=1#a', 'https://nauka.test')).toBe(
      '/publication/5?x=1#a',
    )
    expect(ownPath('https://other.test/publication/5', 'https://nauka.test')).toBeNull()
  })
})
