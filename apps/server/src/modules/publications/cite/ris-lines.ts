// A RIS tag line: two capitals or a capital and a digit, two spaces, a hyphen and a space.
const TAG_LINE = /^[A-Z][A-Z0-9] {2}- /

/**
 * Puts each RIS field back on one line. The RIS plugin folds values every 70 characters; importers join
 * the pieces with a space (citation-js does: a long title comes back changed), and a lenient one reads a
 * piece that starts like a tag («ER -») as a new field. Values reach the plugin with no line breaks and
 * no double spaces (normalizeItem), so every line that is not a tag line is such a piece.
 */
export function unfoldRis(text: string): string {
  const lines: string[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    if (TAG_LINE.test(line) || lines.length === 0) lines.push(line)
    else lines[lines.length - 1] += line
  }
  return lines.join('\n')
}
