import { Lang, type Locale, type UserPrefs } from '@nauka/contracts'
import { setLocale } from '../../shared/locale'
import { useAuthStore } from '../auth/auth.store'
import { usePrefsStore } from './prefs.store'

/** A choice of the person, to be kept on their account (useAccountPrefs sends it). */
export const recordPreference = (change: UserPrefs): void =>
  usePrefsStore.getState().record(useAuthStore.getState().userId, change)

/** The person picks the interface language: shown at once, stored here, and kept on the account. */
export const chooseLocale = (locale: Locale): Promise<void> => {
  recordPreference({ lang: Lang[locale] })
  return setLocale(locale)
}
