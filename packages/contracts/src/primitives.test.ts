import { describe, expect, it } from 'vitest'
import { MAX_ENTITY_ID } from './constants'
import { DateTimeParam, Id, IdParam, isStorableText, text } from './primitives'
import { IdMessage, TextMessage } from './validation/keys'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message)

describe('text', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a NUL character alone', '\u0000'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone high surrogate at the end', 'abc\ud83d'],
    ['a lone low surrogate', 'a\ude00b'],
    ['a lone low surrogate at the start', '\ude00abc'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
    ['a reversed pair', '\ude00\ud83d'],
  ])('refuses %s with the unstorable-text key, once', (_, value) => {
    expect(isStorableText(value)).toBe(false)
    expect(messages(text().safeParse(value))).toEqual([TextMessage.unstorable])
  })

  it.each([
    ['emoji (surrogate pairs)', 'Привет 👋🏽 🧪'],
    ['Cyrillic', 'Научная статья, ёжик'],
    ['CJK and accents', '日本語 café'],
    ['other control characters', 'tab\there\nnew line'],
    ['the empty text', ''],
  ])('accepts %s', (_, value) => {
    expect(isStorableText(value)).toBe(true)
    expect(text().parse(value)).toBe(value)
  })

  it('lets callers chain trim, min and max as on z.string()', () => {
    const Title = text().trim().min(1, { message: 'x.required' }).max(5)
    expect(Title.parse('  abc  ')).toBe('abc')
    expect(messages(Title.safeParse('   '))).toEqual(['x.required'])
    expect(Title.safeParse('abcdef').success).toBe(false)
    expect(messages(Title.safeParse(' \u0000 '))).toEqual([TextMessage.unstorable])
  })

  it('keeps the type error of its parameters', () => {
    expect(messages(text({ error: 'x.type' }).safeParse(17))).toEqual(['x.type'])
  })
})

describe('Id', () => {
  it('accepts 1 and the largest PostgreSQL integer', () => {
    expect(Id.parse(1)).toBe(1)
    expect(Id.parse(MAX_ENTITY_ID)).toBe(2_147_483_647)
  })

  it.each([2 ** 31, 2 ** 53, 2 ** 64])('refuses %d as too large', (value) => {
    expect(messages(Id.safeParse(value))).toEqual([IdMessage.tooLarge])
  })

  it.each([0, -1, 1.5, -(2 ** 31)])('refuses %d as no id', (value) => {
    expect(messages(Id.safeParse(value))).toEqual([IdMessage.invalid])
  })

  it.each(['17', null, true, Number.NaN, Number.POSITIVE_INFINITY])('refuses the non-number %j', (value) => {
    expect(messages(Id.safeParse(value))).toEqual([IdMessage.invalid])
  })

  it('leaves a missing id to the required message', () => {
    expect(messages(Id.safeParse(undefined))).not.toEqual([IdMessage.invalid])
  })
})

describe('IdParam', () => {
  it('reads an id from text, as path and query parameters arrive', () => {
    expect(IdParam.parse('17')).toBe(17)
    expect(IdParam.parse('2147483647')).toBe(MAX_ENTITY_ID)
    expect(IdParam.parse(17)).toBe(17)
  })

  it.each(['2147483648', '9007199254740992', '1e20'])('refuses %j as too large', (value) => {
    expect(messages(IdParam.safeParse(value))).toEqual([IdMessage.tooLarge])
  })

  it.each(['0', '-1', '1.5', 'abc', '', '\u0000', 'Infinity'])('refuses %j as no id', (value) => {
    expect(IdParam.safeParse(value).success).toBe(false)
    expect(messages(IdParam.safeParse(value))).not.toContain(IdMessage.tooLarge)
  })
})

describe('DateTimeParam', () => {
  it('accepts moments with an offset that the database reads', () => {
    for (const v of ['2026-11-23T10:00:00Z', '2026-11-23T10:00:00.123+03:00', '0001-01-01T00:00:00Z'])
      expect(DateTimeParam.safeParse(v).success, v).toBe(true)
  })

  it('refuses year 0000 and offsets past +14:00, which PostgreSQL cannot read (a 500 before)', () => {
    for (const v of [
      '0000-02-29T01:23:34.806451189368800180495+23:07',
      '2026-11-23T10:00:00+23:07',
      'yesterday',
    ])
      expect(DateTimeParam.safeParse(v).success, v).toBe(false)
  })
})
