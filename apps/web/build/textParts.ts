import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { TEXT_PARTS, type TextPart, textPart } from '../src/locales/textParts'
import type { Tree } from '../src/locales/withTexts'
import { reachableFiles, textsInUse } from './textsInUse'

const PREFIX = 'virtual:texts/'

/** Where the frame part's texts are found: the signed-in frame and its first page, the feed. */
export type FrameCode = { entries: readonly string[]; stops: readonly string[] }

/**
 * `virtual:texts/<locale>/<part>`: one part of a language's texts (src/locales/textParts.ts), cut
 * from its locale file at build time, so the file stays one per language for those who write it.
 * The frame part holds the texts `frame`'s code names: the paths are read from that code here, so no
 * list is kept by hand (a text missed still shows: src/app/i18n.ts loads the rest on a miss).
 */
export const textParts = (localesDir: string, locales: readonly string[], frame: FrameCode): Plugin => ({
  name: 'nauka-text-parts',
  resolveId(id) {
    return id.startsWith(PREFIX) ? `\0${id}` : null
  },
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return null
    const [locale = '', part] = id.slice(PREFIX.length + 1).split('/')
    if (!locales.includes(locale) || !TEXT_PARTS.includes(part as TextPart))
      throw new Error(
        `${id.slice(1)}: no such texts (locales ${locales.join(', ')}; parts ${TEXT_PARTS.join(', ')})`,
      )
    const file = join(localesDir, `${locale}.json`)
    this.addWatchFile(file)
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree
    // The development server cuts the parts again when the frame's code changes.
    for (const code of reachableFiles(frame.entries, frame.stops)) this.addWatchFile(code)
    const texts = textPart(tree, part as TextPart, textsInUse(tree, frame.entries, frame.stops))
    // JSON.parse of a string is read faster than the same object as a literal (V8).
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))})`
  },
})
