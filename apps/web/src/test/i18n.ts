import i18next, { type TFunction } from 'i18next'
import { i18nOptions } from '../app/i18n'
import { dictionaryBackend } from '../locales/dictionaries'

/** The app's texts in one language, apart from the app's own i18next (for wording functions). */
export const translatorOf = async (lng: 'ru' | 'en'): Promise<TFunction> => {
  const i18n = i18next.createInstance()
  await i18n.use(dictionaryBackend).init({ ...i18nOptions, lng, detection: undefined })
  return i18n.t
}
