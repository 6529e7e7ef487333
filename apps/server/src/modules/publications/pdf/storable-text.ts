// Control characters (C0, DEL, C1) other than tab and line feed: pdf.js gives U+0000 for glyphs it
// cannot map, and PostgreSQL's text columns refuse U+0000.
const CONTROLS = /[^\P{Cc}\t\n]/gu

/**
 * Text from a PDF made fit to store and search: no control characters, no lone UTF-16 surrogates
 * (their UTF-8 round trip turns them into U+FFFD, as drivers would silently do), composed (NFC, so
 * a decomposed "й" matches a typed one), runs of spaces folded, blank lines dropped.
 */
export function storableText(raw: string): string {
  const wellFormed = Buffer.from(raw.replace(CONTROLS, ' '), 'utf8').toString('utf8').normalize('NFC')
  return wellFormed
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}

/**
 * The first `length` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair
 * (half of one cannot be stored).
 */
export function clip(text: string, length: number): string {
  const kept = text.slice(0, Math.max(0, length))
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept
}
