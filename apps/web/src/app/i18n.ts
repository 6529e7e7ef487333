import { DEFAULT_LOCALE } from '@nauka/contracts'
import i18next, { type InitOptions } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { dictionaryBackend, loadTextParts } from '../locales/dictionaries'
import type { TextPart } from '../locales/textParts'
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
  supportedLngs: LOCALES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // Russian for a language we do not ship; an English reader's texts need no Russian behind them
  // (both locale files hold the same keys, locales.test), so only English is downloaded.
  fallbackLng: { en: [], default: [DEFAULT_LOCALE] },
  interpolation: { escapeValue: false },
  detection: {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LOCALE_STORAGE_KEY,
    caches: [],
  },
  // A language whose texts are loaded already is set up at once (see dictionaryBackend).
  initAsync: false,
  // A text the frame's part lacks (build/textsInUse.ts reads its code, and a key built at run time
  // can escape it) brings the rest of the texts; the components saying it draw again when they come.
  saveMissing: true,
  missingKeyHandler: () => void memberTexts(),
  react: { bindI18nStore: 'added' },
}

let ready: Promise<unknown> = Promise.resolve()

export const initI18n = () => {
  if (i18next.isInitialized) return i18next
  i18next.on('languageChanged', syncHtmlLang)
  ready = i18next.use(LanguageDetector).use(dictionaryBackend).use(initReactI18next).init(i18nOptions)
  syncHtmlLang(i18next.language)
  return i18next
}

/** Settles once the texts of the detected language are in (the app renders after it). */
export const i18nReady = () => ready

/** The parts beyond the visitor's that are in the app's i18next or on their way, by language. */
const asked = new Map<string, Promise<void>>()

/**
 * Texts beyond a visitor's screens (`parts`: all of them unless told), in the language in use,
 * added to the app's i18next: every page but the sign-in, registration and password ones awaits
 * them before it renders (pages.ts; the frame and the feed need only the frame's part). From then on
 * a change of language loads them too (dictionaryBackend).
 */
export const memberTexts = (parts: readonly TextPart[] = ['frame', 'pages']): Promise<void> => {
  const locale = currentLocale(i18next.resolvedLanguage ?? i18next.language)
  const name = `${locale}:${parts.join('+')}`
  let pending = asked.get(name)
  if (!pending) {
    pending = addTexts(locale, parts)
    asked.set(name, pending)
    // A failed load is asked for again by the next page or missing text.
    pending.catch(() => asked.delete(name))
  }
  return pending
}

const addTexts = async (locale: string, parts: readonly TextPart[]): Promise<void> => {
  const texts = await loadTextParts(locale, parts)
  // The first load asks before i18next has its first texts; added before them, these would be
  // replaced by them (i18next files a backend's answer over what the language holds).
  await ready.catch(() => {})
  if (i18next.isInitialized) i18next.addResourceBundle(locale, 'translation', texts, true, false)
}
