import { type Locale, VALIDATION_TEXTS } from '@nauka/contracts'
import type { BackendModule } from 'i18next'
import { type Tree, withTexts } from './withTexts'

// Each language is its own chunk: a reader downloads the texts of the language they read in only.
const LOADERS: Record<Locale, () => Promise<{ default: Tree }>> = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
}

const loaded = new Map<string, Tree>()
const loading = new Map<string, Promise<Tree>>()

const isLocale = (language: string): language is Locale => language in LOADERS

/**
 * The texts of one language: its locale file and the contracts' validation wording (a form and a
 * server refusal say the same about one field). A failed load is asked for again next time.
 */
export const loadDictionary = (locale: Locale): Promise<Tree> => {
  let pending = loading.get(locale)
  if (!pending) {
    pending = LOADERS[locale]().then(
      (module) => {
        const texts = withTexts(module.default, VALIDATION_TEXTS[locale])
        loaded.set(locale, texts)
        return texts
      },
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, pending)
  }
  return pending
}

/**
 * i18next's source of texts. A language already loaded is answered at once, so an i18next started
 * after loadDictionary (the app's start, the tests' setup) has its texts on the first render.
 */
export const dictionaryBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const ready = loaded.get(language)
    if (ready) return callback(null, ready)
    if (!isLocale(language)) return callback(null, {})
    loadDictionary(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, null),
    )
  },
}
