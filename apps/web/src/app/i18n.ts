import { DEFAULT_LOCALE } from '@nauka/contracts'
import i18next, { type InitOptions } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { resources } from '../locales/resources'
import { currentLocale, LOCALE_STORAGE_KEY, LOCALES } from '../shared/locale'

const syncHtmlLang = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLocale(language)
}

/**
 * SPEC 1: ru by default; the browser's language first, then the stored locale. Detection reads the
 * stored value before the navigator, and only an explicit choice (setLocale) stores one, so the
 * browser decides until the person picks.
 */
export const i18nOptions: InitOptions = {
  resources,
  supportedLngs: LOCALES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  detection: {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LOCALE_STORAGE_KEY,
    caches: [],
  },
  // Resources are bundled, so the first render already has its texts.
  initAsync: false,
}

export const initI18n = () => {
  if (i18next.isInitialized) return i18next
  i18next.on('languageChanged', syncHtmlLang)
  void i18next.use(LanguageDetector).use(initReactI18next).init(i18nOptions)
  syncHtmlLang(i18next.language)
  return i18next
}
