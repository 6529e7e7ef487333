import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS, AVATAR_TEXT_COLOR, avatarColor, initialsOf } from './avatarLook'

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initialsOf('Ада Лавлейс')).toBe('АЛ')
    expect(initialsOf('Иван Иванович Петров')).toBe('ИП')
    expect(initialsOf('  ada   lovelace ')).toBe('AL')
  })

  it('takes one letter of a single word and skips signs that are not letters', () => {
    expect(initialsOf('@nickname')).toBe('N')
    expect(initialsOf('Marie (Curie)')).toBe('MC')
  })

  it('gives nothing for an empty or missing name', () => {
    expect(initialsOf('')).toBe('')
    expect(initialsOf('  -- ')).toBe('')
    expect(initialsOf(null)).toBe('')
  })

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L')
  })
})

describe('avatarColor', () => {
  it('gives a user the same colour every time', () => {
    expect(avatarColor(17)).toBe(avatarColor(17))
    expect(avatarColor('group:4')).toBe(avatarColor('group:4'))
  })

  it('spreads users who registered one after another over the palette', () => {
    const colours = new Set(Array.from({ length: 12 }, (_, i) => avatarColor(100 + i)))
    expect(colours.size).toBeGreaterThanOrEqual(8)
  })

  it('only uses colours from the palette, for any id', () => {
    for (const seed of [0, 1, 2 ** 31 - 1, -5, 'x', '']) expect(AVATAR_COLORS).toContain(avatarColor(seed))
  })

  it('keeps white initials readable on every colour (4.5:1)', () => {
    for (const colour of AVATAR_COLORS)
      expect(contrast(colour, AVATAR_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5)
  })
})
