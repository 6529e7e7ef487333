import { describe, expect, it } from 'vitest'
import { mayHoldAddress } from './addressHint'
import { linkify } from './linkify'

const samples = [
  'Источник — https://example.org/paper?id=1, читайте.',
  'Смотрите WWW.example.org/статья! Это важно.',
  'HTTP://EXAMPLE.ORG',
  'файл.docx и report.pdf, почта a@b.org',
  'javascript:alert(1) data:text/html,x',
  'Просто текст без адресов.',
]

describe('mayHoldAddress', () => {
  it('holds for every text in which linkify finds a link', () => {
    for (const text of samples) {
      if (linkify(text).some((part) => part.kind === 'link')) expect(mayHoldAddress(text), text).toBe(true)
    }
  })

  it('does not hold for a text without http(s):// or www., so it is shown without linkifyjs', () => {
    expect(mayHoldAddress('файл.docx и report.pdf, почта a@b.org')).toBe(false)
    expect(mayHoldAddress('Просто текст без адресов.')).toBe(false)
  })
})
