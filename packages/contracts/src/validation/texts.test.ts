import { describe, expect, it } from 'vitest'
import { VALIDATION_KEYS } from './keys'
import { VALIDATION_TEXTS } from './texts'

describe('validation texts', () => {
  it('word every validation key in Russian and English, and nothing else', () => {
    const keys = [...VALIDATION_KEYS].sort()
    expect(Object.keys(VALIDATION_TEXTS.ru).sort()).toEqual(keys)
    expect(Object.keys(VALIDATION_TEXTS.en).sort()).toEqual(keys)
  })

  it('leave no text empty or untranslated', () => {
    for (const key of VALIDATION_KEYS) {
      expect(VALIDATION_TEXTS.ru[key].trim(), key).not.toBe('')
      expect(VALIDATION_TEXTS.en[key].trim(), key).not.toBe('')
      expect(VALIDATION_TEXTS.ru[key], key).not.toBe(VALIDATION_TEXTS.en[key])
    }
  })
})
