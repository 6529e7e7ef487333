import { VALIDATION_KEYS, VALIDATION_TEXTS } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage } from './locale'
import { translate } from './messages'

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['en;q=0.2,ru;q=0.8', 'ru'],
    ['fr, de', undefined],
    ['ru;q=0, en;q=0.1', 'en'],
    [undefined, undefined],
  ])('reads %s as %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected)
  })
})

describe('translate', () => {
  it('fills parameters and keeps unknown keys as they are', () => {
    expect(translate('en', 'catalog.unknown', { cls: 7 })).toBe('Catalogue 7 does not exist')
    expect(translate('ru', 'no.such.key')).toBe('no.such.key')
  })

  it('words every contract validation key as the contracts do, the words the web app shows', () => {
    for (const key of VALIDATION_KEYS) {
      expect(translate('ru', key), key).toBe(VALIDATION_TEXTS.ru[key])
      expect(translate('en', key), key).toBe(VALIDATION_TEXTS.en[key])
    }
  })

  it('has every message in both languages', () => {
    // Imported lazily so the test reads the same object the server uses.
    return import('./messages').then(({ MESSAGES }) => {
      expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.ru).sort())
    })
  })
})
