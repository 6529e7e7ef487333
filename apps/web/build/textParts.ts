import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { type TextPart, textPart } from '../src/locales/textParts'

const PREFIX = 'virtual:texts/'
const PARTS: readonly TextPart[] = ['visitor', 'member']

/**
 * `virtual:texts/<locale>/<part>`: one part of a language's texts (src/locales/textParts.ts), cut
 * from its locale file at build time, so the file stays one per language for those who write it.
 */
export const textParts = (localesDir: string, locales: readonly string[]): Plugin => ({
  name: 'nauka-text-parts',
  resolveId(id) {
    return id.startsWith(PREFIX) ? `\0${id}` : null
  },
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return null
    const [locale = '', part] = id.slice(PREFIX.length + 1).split('/')
    if (!locales.includes(locale) || !PARTS.includes(part as TextPart))
      throw new Error(
        `${id.slice(1)}: no such texts (locales ${locales.join(', ')}; parts ${PARTS.join(', ')})`,
      )
    const file = join(localesDir, `${locale}.json`)
    this.addWatchFile(file)
    const texts = textPart(JSON.parse(readFileSync(file, 'utf8')), part as TextPart)
    // JSON.parse of a string is read faster than the same object as a literal (V8).
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))})`
  },
})
