import { type Locale, VALIDATION_TEXTS } from '@nauka/contracts'
import en from './en.json'
import ru from './ru.json'

type Tree = { [key: string]: string | Tree }

/** Puts each dotted key ('auth.password.tooShort') at its place in a nested tree, as i18next reads it. */
export function withTexts(tree: Tree, texts: Record<string, string>): Tree {
  const result: Tree = structuredClone(tree)
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.')
    const leaf = path.pop() as string
    let node = result
    for (const part of path) {
      const next = node[part] ?? {}
      if (typeof next === 'string') throw new Error(`${key}: ${part} is a text, not a group of texts`)
      node[part] = next
      node = next
    }
    if (leaf in node) throw new Error(`${key} is worded twice`)
    node[leaf] = text
  }
  return result
}

/**
 * The app's texts: the locale files, and the validation wording the contracts hold for the server
 * and the app alike (a form and a server refusal say the same about one field).
 */
export const resources: Record<Locale, { translation: Tree }> = {
  ru: { translation: withTexts(ru, VALIDATION_TEXTS.ru) },
  en: { translation: withTexts(en, VALIDATION_TEXTS.en) },
}
