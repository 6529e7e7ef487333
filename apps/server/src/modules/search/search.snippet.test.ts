import { describe, expect, it } from 'vitest'
import { hasHit, plainText, snippetRuns } from './search.snippet'
import { MARK_END, MARK_START } from './search.text.queries'

const marked = (text: string) => text.replaceAll('[', MARK_START).replaceAll(']', MARK_END)

describe('snippetRuns', () => {
  it('cuts a marked text into plain runs and hits', () => {
    expect(snippetRuns(marked('We study [networks] and [graphs].'))).toEqual([
      { text: 'We study ', hit: false },
      { text: 'networks', hit: true },
      { text: ' and ', hit: false },
      { text: 'graphs', hit: true },
      { text: '.', hit: false },
    ])
  })

  it('joins adjacent hits and drops empty runs', () => {
    expect(snippetRuns(marked('[нейронные][ сети]'))).toEqual([{ text: 'нейронные сети', hit: true }])
    expect(snippetRuns('')).toEqual([])
  })

  it('gives a text without marks as one plain run', () => {
    expect(snippetRuns('<b>no</b> html is read')).toEqual([{ text: '<b>no</b> html is read', hit: false }])
  })

  it('runs an unclosed mark to the end', () => {
    expect(snippetRuns(marked('a [b c'))).toEqual([
      { text: 'a ', hit: false },
      { text: 'b c', hit: true },
    ])
  })

  it('keeps surrogate pairs whole and the plain text as it was', () => {
    const runs = snippetRuns(marked('𝛼 [β] γ'))
    expect(plainText(runs)).toBe('𝛼 β γ')
  })
})

describe('hasHit', () => {
  it('tells a marked text from a plain one', () => {
    expect(hasHit(marked('a [b]'))).toBe(true)
    expect(hasHit('a b')).toBe(false)
    expect(hasHit(null)).toBe(false)
  })
})
