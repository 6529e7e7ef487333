import { describe, expect, it } from 'vitest'
import { clip, storableText } from './storable-text'

describe('storableText', () => {
  it('drops what PostgreSQL cannot store: U+0000, other controls, lone surrogates', () => {
    const stored = storableText('a\u0000b\u0007c \uD800 d\uDC00')
    expect(stored).toBe('a b c \uFFFD d\uFFFD')
    expect(stored).not.toMatch(/[^\P{Cc}\n]/u)
  })

  it('composes decomposed letters, folds spaces and drops blank lines', () => {
    expect(storableText('  и\u0306од \t  и  \n\n  ёлка \n')).toBe('йод и\nёлка')
  })
})

describe('clip', () => {
  it('never cuts a surrogate pair in two', () => {
    const text = 'ab😀c'
    expect(clip(text, 3)).toBe('ab')
    expect(clip(text, 4)).toBe('ab😀')
  })
})
