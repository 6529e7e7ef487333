import { describe, expect, it } from 'vitest'
import { foldName, nameKey, nameQueryKey } from './name-key'

describe('nameKey', () => {
  it('keeps each word folded and adds the Latin forms of Cyrillic ones', () => {
    expect(nameKey('Журавлёв', 'Юрий', null)).toBe('журавлев zhuravlev zhuravlyov юрий iurii yurij')
  })

  it('leaves Latin names as they are, lower case', () => {
    expect(nameKey('Smith', 'John', undefined, '')).toBe('smith john')
  })

  it('lists a word once', () => {
    expect(nameKey('Иванов', 'Иванов')).toBe('иванов ivanov')
  })
})

describe('nameQueryKey', () => {
  it('spells Cyrillic in ICAO letters, the form every key holds', () => {
    expect(nameQueryKey('Щукина')).toBe('shchukina')
    expect(nameKey('Щукина').split(' ')).toContain(nameQueryKey('Щукина'))
  })

  it('keeps Latin as typed, folded', () => {
    expect(nameQueryKey('  Ivanov,  P. ')).toBe('ivanov p')
  })
})

describe('foldName', () => {
  it('folds case, ё and punctuation', () => {
    expect(foldName('Семёнов-Тян-Шанский, П.П.')).toBe('семенов тян шанский п п')
  })
})
