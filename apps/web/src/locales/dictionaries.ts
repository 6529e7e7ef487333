import { type Locale, VALIDATION_TEXTS } from '@nauka/contracts'
import type { BackendModule } from 'i18next'
import { joinParts, TEXT_PARTS, type TextPart } from './textParts'
import { type Tree, withTexts } from './withTexts'

// Each language and part is its own chunk: a reader downloads the texts of the language they read
// in only, a visitor on the sign-in page only what its screens say, and a reader on the feed only
// what the signed-in frame and the feed say besides (textParts.ts).
const LOADERS: Record<Locale, Record<TextPart, () => Promise<{ default: Tree }>>> = {
  ru: {
    visitor: () => import('virtual:texts/ru/visitor'),
    frame: () => import('virtual:texts/ru/frame'),
    pages: () => import('virtual:texts/ru/pages'),
  },
  en: {
    visitor: () => import('virtual:texts/en/visitor'),
    frame: () => import('virtual:texts/en/frame'),
    pages: () => import('virtual:texts/en/pages'),
  },
}

const key = (locale: Locale, part: TextPart) => `${locale}/${part}`
const loaded = new Map<string, Tree>()
const loading = new Map<string, Promise<Tree>>()
/** The parts beyond the visitor's that a page has needed: from then on every language loads them. */
const wanted = new Set<TextPart>(['visitor'])

const isLocale = (language: string): language is Locale => language in LOADERS

/**
 * One part of a language's texts; the visitor part carries the contracts' validation wording (a
 * form and a server refusal say the same about one field). A failed load is asked for again next time.
 */
const loadPart = (locale: Locale, part: TextPart): Promise<Tree> => {
  let pending = loading.get(key(locale, part))
  if (!pending) {
    pending = LOADERS[locale][part]().then(
      (module) => {
        const texts =
          part === 'visitor' ? withTexts(module.default, VALIDATION_TEXTS[locale]) : module.default
        loaded.set(key(locale, part), texts)
        return texts
      },
      (error: unknown) => {
        loading.delete(key(locale, part))
        throw error
      },
    )
    loading.set(key(locale, part), pending)
  }
  return pending
}

const partsNow = (locale: Locale): TextPart[] =>
  TEXT_PARTS.filter((part) => wanted.has(part) || loaded.has(key(locale, part)))

/** The parts of a language, joined, if all of them are in already. */
const loadedTexts = (locale: Locale, parts: TextPart[]): Tree | undefined => {
  const trees = parts.map((part) => loaded.get(key(locale, part)))
  return trees.every((tree) => tree !== undefined) ? trees.reduce(joinParts, {}) : undefined
}

const loadTexts = async (locale: Locale, parts: TextPart[]): Promise<Tree> =>
  (await Promise.all(parts.map((part) => loadPart(locale, part)))).reduce(joinParts, {})

/** All of a language's texts (the tests, which switch language at will). */
export const loadDictionary = (locale: Locale): Promise<Tree> => loadTexts(locale, [...TEXT_PARTS])

/**
 * The `parts` of `language`, joined, from now on for every language: what a page beyond the
 * visitor's screens awaits before it renders. Answers them, for the caller to add to its i18next.
 */
export const loadTextParts = (language: string, parts: readonly TextPart[]): Promise<Tree> => {
  for (const part of parts) wanted.add(part)
  return isLocale(language) ? loadTexts(language, [...parts]) : Promise.resolve({})
}

/**
 * i18next's source of texts. A language already loaded is answered at once, so an i18next started
 * after loadDictionary (the app's start, the tests' setup) has its texts on the first render.
 */
export const dictionaryBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) return callback(null, {})
    const parts = partsNow(language)
    const ready = loadedTexts(language, parts)
    if (ready) return callback(null, ready)
    loadTexts(language, parts).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, null),
    )
  },
}
