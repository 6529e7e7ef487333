import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../app/i18n'
import { LOCALE_STORAGE_KEY, langIdOf, setLocale } from './locale'

describe('the interface locale', () => {
  it('maps locales to the API language codes 1 (ru) and 2 (en)', () => {
    expect(langIdOf('ru')).toBe(1)
    expect(langIdOf('en-GB')).toBe(2)
    expect(langIdOf(undefined)).toBe(1)
  })
})

describe('setLocale', () => {
  beforeAll(() => initI18n())

  it('changes the language and keeps the choice', async () => {
    await i18next.changeLanguage('ru')
    await setLocale('en')
    expect(i18next.language).toBe('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
  })

  it('keeps the choice of the language in use without telling the app it changed (no second render of everything)', async () => {
    await i18next.changeLanguage('en')
    const changed = vi.fn()
    i18next.on('languageChanged', changed)
    try {
      await setLocale('en')
      expect(changed).not.toHaveBeenCalled()
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    } finally {
      i18next.off('languageChanged', changed)
    }
  })
})
