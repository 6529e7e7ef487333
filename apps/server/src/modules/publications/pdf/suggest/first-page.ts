import type { PageLine } from '../page-lines'

// JavaScript's \b knows only ASCII letters: "удк\b" never matches. These do, in any script.
const END = '(?![\\p{L}\\p{N}])'
const START = '(?<![\\p{L}\\p{N}])'
const pattern = (source: string) => new RegExp(source, 'iu')

// "Abstract" alone, or before a stop, colon or dash: "Abstract Syntax Notation" opens no abstract.
// The Russian words rarely start a sentence of their own, so a space after them is enough.
const ABSTRACT = pattern(
  `^(?:(?:abstract|summary)\\s*(?:[.:—–-]|$)|(?:аннотация|резюме|реферат)${END}\\s*[.:—–-]?)\\s*`,
)
const KEYWORDS = pattern(`^(?:key\\s*words|index\\s+terms|ключевые\\s+слова)${END}\\s*[.:—–-]?\\s*`)
// Lines that open another part of the page: an abstract or a keywords line stops before them.
const HEADING = pattern(
  `^(?:\\d+\\.?\\s+)?(?:introduction|background|введение|methods|results|references|литература|список литературы)${END}` +
    `|^(?:удк|udc|ббк|doi|for citation|для цитирования|received|accepted|published|поступила|принята|получено|©|\\(c\\)|e-?mail|corresponding author)${END}` +
    // A link on a line of its own ("https://doi.org/…") is no continuation of the text above it.
    '|^(?:https?://|www\\.)',
)

export const isHeading = (text: string) => ABSTRACT.test(text) || KEYWORDS.test(text) || HEADING.test(text)

/** Whether a line opens the abstract or the keywords: what is above it is the paper's front matter. */
export const endsFrontMatter = (text: string) => ABSTRACT.test(text) || KEYWORDS.test(text)

/** A new paragraph: a gap of more than two line heights, or another font size. */
const breaksBlock = (previous: PageLine, next: PageLine) =>
  previous.y - next.y > previous.size * 2 ||
  Math.abs(previous.size - next.size) > Math.max(previous.size, next.size) * 0.2

/** Joins the lines of a paragraph, mending words split at the end of a line ("квантово-" + "го"). */
export const joinLines = (texts: readonly string[]) =>
  texts.reduce((joined, text) => {
    if (!joined) return text
    return /\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(text) ? joined.slice(0, -1) + text : `${joined} ${text}`
  }, '')

interface BlockRule {
  marker: RegExp
  maxLines: number
  endsAtPeriod: boolean
}

/**
 * The text of a block that a marker line opens ("Аннотация. …", "Keywords: …"), the marker taken
 * off: the rest of its line and the lines after it, up to the next heading, a paragraph break or
 * `maxLines` lines. Null when no line starts with the marker.
 */
function markedBlock(lines: readonly PageLine[], start: number, block: BlockRule): string | null {
  const opening = lines[start]
  if (!opening) return null
  const texts = [opening.text.replace(block.marker, '')].filter(Boolean)
  let previous = opening
  for (const line of lines.slice(start + 1, start + 1 + block.maxLines)) {
    if (isHeading(line.text) || breaksBlock(previous, line)) break
    if (block.endsAtPeriod && previous.text.endsWith('.')) break
    texts.push(line.text)
    previous = line
  }
  const text = joinLines(texts).trim()
  return text || null
}

/** Every block of the page opened by the rule's marker, in page order. */
const markedBlocks = (lines: readonly PageLine[], rule: BlockRule) =>
  lines.flatMap((line, index) => {
    if (!rule.marker.test(line.text)) return []
    const block = markedBlock(lines, index, rule)
    return block ? [block] : []
  })

/** The abstracts of the page ("Abstract", "Аннотация", "Резюме" …); a Russian paper often has both. */
export const abstractBlocks = (lines: readonly PageLine[]) =>
  markedBlocks(lines, { marker: ABSTRACT, maxLines: 60, endsAtPeriod: false })

/**
 * The keyword lines of the page ("Keywords:", "Ключевые слова:"), each with its continuation; a
 * list that ends with a full stop ends there.
 */
export const keywordBlocks = (lines: readonly PageLine[]) =>
  markedBlocks(lines, { marker: KEYWORDS, maxLines: 3, endsAtPeriod: true })

/** Keywords of one keywords line: split by semicolons if it has any, else by commas. */
export const splitKeywords = (text: string): string[] =>
  text
    .split(text.includes(';') ? ';' : /[,·•]/)
    .map((keyword) =>
      keyword
        .trim()
        .replace(/[.;,]+$/, '')
        .trim(),
    )
    .filter(Boolean)

// Lines a title never is: identifiers, links, dates and page furniture.
const NOT_TITLE = pattern(`${START}(?:doi|issn|isbn|удк|udc|vol)${END}|https?:|www\\.|@|©|^[\\d\\s.,:;/–-]+$`)
const hasWords = (text: string) => (text.match(/\p{L}/gu)?.length ?? 0) >= 3

/** The font size that most of the page's characters are set in: the body text. */
function bodySize(lines: readonly PageLine[]): number {
  const chars = new Map<number, number>()
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length)
  return [...chars].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0])[0]
}

/**
 * Where the title is: the first run of lines in the page's largest type, when that is clearly
 * larger than the body text (a plain page with one font size gives no title). Up to four lines.
 */
export function titleLines(lines: readonly PageLine[]): { start: number; end: number } | null {
  const candidates = lines.filter((line) => hasWords(line.text) && !NOT_TITLE.test(line.text))
  const largest = candidates.reduce((max, line) => Math.max(max, line.size), 0)
  if (largest <= bodySize(lines) * 1.15) return null
  const isTitle = (line: PageLine | undefined) =>
    line !== undefined && Math.abs(line.size - largest) < 0.5 && !NOT_TITLE.test(line.text)
  const start = lines.findIndex(isTitle)
  let end = start + 1
  while (end < start + 4 && isTitle(lines[end])) end++
  return { start, end }
}
