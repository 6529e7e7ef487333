import type { CslItem, CslName } from './csl-item'

type Field = keyof CslItem
type TextRule = (text: string, field: Field) => string

/** Applies `rule` to every text of the item: its string fields and the parts of its names. */
function mapTexts(item: CslItem, rule: TextRule): CslItem {
  const entries = Object.entries(item).map(([key, value]) => {
    const field = key as Field
    if (typeof value === 'string') return [key, rule(value, field)]
    if (field === 'author' || field === 'editor')
      return [key, (value as CslName[]).map((name) => mapName(name, (text) => rule(text, field)))]
    return [key, value]
  })
  return Object.fromEntries(entries) as CslItem
}

function mapName(name: CslName, rule: (text: string) => string): CslName {
  return Object.fromEntries(Object.entries(name).map(([part, text]) => [part, rule(text as string)]))
}

// Every run of white space or control characters, line and paragraph separators included.
const BREAKS = /[\s\p{Cc}\u2028\u2029]+/gu

// The RIS plugin splits keywords at commas and keeps the space after one as part of the next keyword.
const keywordList = (text: string): string =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
    .join(',')

/**
 * One paragraph per field: a line break would end a RIS field early (RIS is one tag per line) and has no
 * place in a reference. Fields and names left blank are dropped, so no style prints an empty element.
 */
export function normalizeItem(item: CslItem): CslItem {
  const collapsed = mapTexts(item, (text, field) => {
    const line = text.replace(BREAKS, ' ').trim()
    return field === 'keyword' ? keywordList(line) : line
  })
  const kept = Object.entries(collapsed)
    .map(([key, value]) => {
      if (!Array.isArray(value)) return [key, value]
      const names = (value as CslName[]).filter((name) => Object.values(name).some((text) => text !== ''))
      return [key, names.length > 0 ? names : undefined]
    })
    .filter(([, value]) => value !== undefined && value !== '')
  return Object.fromEntries(kept) as CslItem
}

const TEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '%': '\\%',
  '&': '\\&',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // The BibTeX plugin reads <i>, <b>, <sup>… in a title as markup and leaves an unclosed one open.
  '<': '\\textless{}',
  '>': '\\textgreater{}',
}
const TEX_SPECIAL = /[\\{}%&$#_~^<>]/g

/** Braces become commands rather than `\{`: BibTeX counts braces whether escaped or not. */
export const escapeTex = (text: string): string =>
  text.replace(TEX_SPECIAL, (char) => TEX_SPECIALS[char] ?? char)

/** The BibTeX plugin writes `doi` and `url` verbatim; only characters that would break the entry are encoded. */
const encodeVerbatim = (text: string): string =>
  text.replace(/[{}\\\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

const UNESCAPED: ReadonlySet<Field> = new Set<Field>(['id', 'type', 'citation-key'])
const VERBATIM: ReadonlySet<Field> = new Set<Field>(['DOI', 'URL'])

/**
 * The item as the BibTeX plugin should see it. The plugin is set to write UTF-8 as it is (its ASCII mode
 * drops every Cyrillic letter), and in that mode escapes nothing, so TeX's special characters are
 * escaped here. The key is the caller's `citation-key`, else `id` with what a key may not hold dropped.
 */
export function bibtexItem(item: CslItem): CslItem {
  const escaped = mapTexts(item, (text, field) => {
    if (UNESCAPED.has(field)) return text
    return VERBATIM.has(field) ? encodeVerbatim(text) : escapeTex(text)
  })
  const key = item['citation-key'] ?? item.id.replace(/\W/g, '')
  return key === '' ? escaped : { ...escaped, 'citation-key': key }
}

// «2», «2-е», «2-е изд.», "2nd ed.": a bare edition number, which the styles word in their own language.
const EDITION_NUMBER = /^(\d+)(?:\s*-?\s*(?:[a-zа-яё]{1,3}))?\.?(?:\s+(?:изд|издание|ed|edn|edition)\.?)?$/iu

/**
 * The item as citeproc (GOST, APA) should see it. citeproc takes any edition that starts with a number
 * and a hyphen for a number («3-е изд., испр.» came out «3-е-е изд., испр. изд.»), so a bare number is
 * reduced to its digits and a worded one gets a non-breaking hyphen (U+2011), which looks the same.
 */
export function cslItem(item: CslItem): CslItem {
  if (item.edition === undefined) return item
  const bare = EDITION_NUMBER.exec(item.edition)
  const edition = bare?.[1] ?? item.edition.replace(/^(\d+)-/, '$1\u2011')
  return { ...item, edition }
}
