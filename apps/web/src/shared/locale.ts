import { DEFAULT_LOCALE, Lang, type LangId, type Locale } from '@nauka/contracts'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { LOCALE_STORAGE_KEY } from '../boot/bootKeys'

export { LOCALE_STORAGE_KEY }
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

/** The API language code of the interface language; the component re-renders when it changes. */
export const useLang = (): LangId => {
  const { i18n } = useTranslation()
  return langIdOf(i18n.language)
}

/** The person's explicit choice: stored, then applied. */
export const setLocale = async (locale: Locale) => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage can be unavailable (private mode, web view); the choice then lasts for this visit.
  }
  // Asked for the language already in use, i18next still tells every translated component that it
  // changed, and the whole app renders again for nothing: at every session start, as the account's
  // language is applied (a sixth of a phone's first /feed).
  if (i18next.language === locale) return
  await i18next.changeLanguage(locale)
}
