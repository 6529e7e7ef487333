import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { describe, expect, it, vi } from 'vitest'
import { currentLocale, LOCALE_STORAGE_KEY } from '../shared/locale'
import { i18nOptions } from './i18n'

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
})

describe('texts downloaded', () => {
  /** The languages whose texts an i18next set up as the app's asks its backend for. */
  const languagesRead = async (lng: string) => {
    const read = vi.fn((_language: string, _namespace: string, callback: ReadCallback) => callback(null, {}))
    const backend: BackendModule = { type: 'backend', init: () => {}, read }
    await i18next
      .createInstance()
      .use(backend)
      .init({ ...i18nOptions, lng, detection: undefined })
    return read.mock.calls.map(([language]) => language)
  }

  it("are the reader's language only, English or Russian", async () => {
    expect(await languagesRead('en')).toEqual(['en'])
    expect(await languagesRead('ru')).toEqual(['ru'])
  })
})
