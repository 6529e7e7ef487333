import { PublicationSuggestion } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import type { PageLine } from '../page-lines'
import { type PdfFacts, suggestFromFacts } from './suggest'

const facts = (lines: PageLine[], info: Record<string, unknown> = {}): PdfFacts => ({
  info,
  created: null,
  xmp: new Map(),
  lines,
})

describe('suggestFromFacts', () => {
  it('survives a hostile first page (a quarter of a million lines, or one endless line) with a suggestion that fits the contract', () => {
    const now = new Date('2025-01-01T00:00:00Z')
    const manyLines = Array.from({ length: 250_000 }, (_, i) => ({
      text: `© ${1900 + (i % 100)} line`,
      size: 1 + (i % 7),
      y: 800 - i / 1000,
    }))
    const endlessLine = [{ text: '© 2001 Иванов И. И., '.repeat(300_000), size: 11, y: 700 }]
    for (const lines of [manyLines, endlessLine])
      expect(PublicationSuggestion.safeParse(suggestFromFacts(facts(lines), now)).error).toBeUndefined()
  })

  it('clips what is longer than the form takes, without cutting a surrogate pair', () => {
    // The emoji's two UTF-16 units straddle the form's bound of 1000.
    const title = `${'Квант'.repeat(199)}ыыыы😀 и ещё`
    const suggestion = suggestFromFacts(
      facts([{ text: 'Текст страницы.', size: 11, y: 700 }], { Title: title }),
      new Date(),
    )
    expect(PublicationSuggestion.safeParse(suggestion).error).toBeUndefined()
    expect(title.startsWith(suggestion.title ?? '')).toBe(true)
    expect(suggestion.title?.length).toBe(999)
  })
})
