import { DEFAULT_LOCALE, Lang, type LangId, type Locale } from '@nauka/contracts'
import i18next, { type InitOptions } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import en from '../locales/en.json'
import ru from '../locales/ru.json'

/** Where the locale a person picked is kept; it wins over the browser's language once set. */
export const LOCALE_STORAGE_KEY = 'nauka.locale'
export const LOCALES = Object.keys(Lang) as Locale[]

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as string[]).includes(value)

/** The locale in use, narrowed to the two we ship ('en-US' → 'en'). */
export const currentLocale = (language: string | undefined): Locale => {
  const base = language?.split('-')[0]
  return isLocale(base) ? base : DEFAULT_LOCALE
}

/** SPEC 1, 9: the language code the API takes (1 ru, 2 en). */
export const langIdOf = (language: string | undefined): LangId => Lang[currentLocale(language)]

const syncHtmlLang = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLocale(language)
}

/**
 * SPEC 1: ru by default; the browser's language first, then the stored locale. Detection reads the
 * stored value before the navigator, and only an explicit choice (setLocale) stores one, so the
 * browser decides until the person picks.
 */
export const i18nOptions: InitOptions = {
  resources: { ru: { translation: ru }, en: { translation: en } },
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

/** The person's explicit choice: stored, then applied. */
export const setLocale = async (locale: Locale) => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage can be unavailable (private mode, web view); the choice then lasts for this visit.
  }
  await i18next.changeLanguage(locale)
}
