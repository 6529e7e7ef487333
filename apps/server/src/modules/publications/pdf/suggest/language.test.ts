import { Dictionary, formatRef, Lang } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { languageOf } from './language'

const RUSSIAN = formatRef(Dictionary.lang, Lang.ru)
const ENGLISH = formatRef(Dictionary.lang, Lang.en)

describe('languageOf', () => {
  it('follows what the PDF declares, Russian or English only', () => {
    expect(languageOf('ru-RU', 'English text of the paper')).toBe(RUSSIAN)
    expect(languageOf('EN', 'Русский текст статьи')).toBe(ENGLISH)
    expect(languageOf('de-DE', 'Die Ergebnisse der Messung')).toBeUndefined()
  })

  it('else reads it from the text', () => {
    expect(languageOf(null, 'Мы изучаем спектры квантовых точек в графене')).toBe(RUSSIAN)
    expect(languageOf(null, 'We study the spectra of quantum dots in graphene')).toBe(ENGLISH)
  })

  it('suggests nothing for Cyrillic that is not Russian, Latin that is not English, or no letters', () => {
    expect(languageOf(null, 'Ми вивчаємо спектри квантових точок у графені')).toBeUndefined()
    expect(languageOf(null, 'Wir untersuchen die Spektren von Quantenpunkten')).toBeUndefined()
    expect(languageOf(null, '12345 — 67')).toBeUndefined()
  })
})
