import { Dictionary, formatRef, Lang } from '@nauka/contracts'

export type Script = 'cyrillic' | 'latin'

/** The script most letters of a text are in, when most (60%) are in one. */
export function scriptOf(text: string): Script | null {
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (letters === 0) return null
  if (cyrillic / letters >= 0.6) return 'cyrillic'
  if (latin / letters >= 0.6) return 'latin'
  return null
}

// Letters of Ukrainian and Belarusian that Russian lacks: Cyrillic text with them is not Russian.
const NOT_RUSSIAN = /[іїєґў]/iu
// English words so frequent that any English paragraph has them.
const ENGLISH = new Set([
  'the',
  'of',
  'and',
  'in',
  'to',
  'is',
  'for',
  'with',
  'that',
  'are',
  'on',
  'by',
  'we',
  'this',
])

const russian = formatRef(Dictionary.lang, Lang.ru)
const english = formatRef(Dictionary.lang, Lang.en)
export type LanguageRef = typeof russian | typeof english

/** The script a language is written in. */
export const scriptOfLanguage = (language: LanguageRef): Script =>
  language === russian ? 'cyrillic' : 'latin'

/**
 * The language of the publication (catalogue 2), Russian or English only: as the PDF declares it
 * (`/Lang`, "ru-RU"), else as its text shows: Cyrillic without Ukrainian or Belarusian letters is
 * Russian; Latin text is English when one word in twenty is a common English one.
 */
export function languageOf(declared: string | null, text: string): LanguageRef | undefined {
  const primary = declared?.trim().toLowerCase().split(/[-_]/)[0]
  if (primary) return primary === 'ru' ? russian : primary === 'en' ? english : undefined
  const script = scriptOf(text)
  if (script === 'cyrillic') return NOT_RUSSIAN.test(text) ? undefined : russian
  if (script === 'latin') {
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
    const common = words.filter((word) => ENGLISH.has(word)).length
    return common * 20 >= words.length ? english : undefined
  }
  return undefined
}
