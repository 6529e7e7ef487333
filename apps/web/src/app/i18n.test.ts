import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { describe, expect, it, vi } from 'vitest'
import { currentLocale, i18nOptions, LOCALE_STORAGE_KEY, langIdOf } from './i18n'

/** Starts a fresh i18next as the app does, with the browser reporting `languages`. */
const detect = async (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
  const instance = i18next.createInstance()
  await instance.use(LanguageDetector).init(i18nOptions)
  return currentLocale(instance.language)
}

describe('language detection', () => {
  it('follows the browser while nothing is stored', async () => {
    expect(await detect(['en-US', 'en'])).toBe('en')
    expect(await detect(['ru-RU'])).toBe('ru')
  })

  it('defaults to Russian for a browser language we do not ship', async () => {
    expect(await detect(['de-DE'])).toBe('ru')
  })

  it('lets the stored choice win over the browser', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ru')
    expect(await detect(['en-US'])).toBe('ru')
  })

  it('maps locales to the API language codes 1 (ru) and 2 (en)', () => {
    expect(langIdOf('ru')).toBe(1)
    expect(langIdOf('en-GB')).toBe(2)
    expect(langIdOf(undefined)).toBe(1)
  })
})
