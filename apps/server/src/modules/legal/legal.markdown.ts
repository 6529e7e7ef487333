/**
 * The small Markdown subset the legal texts are written in: `# title`, `## heading`, `- bullet`,
 * `> note` (a quiet line such as the effective date), paragraphs (lines joined until a blank
 * line) and `**bold**` inside any of them. Anything richer
 * would be a reason to pick a Markdown library; these documents do not need it.
 */

/** A run of text in one weight. */
export interface Span {
  text: string
  bold: boolean
}

export type Block =
  | { kind: 'title'; spans: Span[] }
  | { kind: 'heading'; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'bullet'; spans: Span[] }
  | { kind: 'note'; spans: Span[] }

export interface ParsedDocument {
  title: string
  blocks: Block[]
}

/** `a **b** c` → [a ][b, bold][ c]. An unmatched `**` stays as written. */
export function parseSpans(text: string): Span[] {
  const spans: Span[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), bold: false })
    spans.push({ text: match[1] ?? '', bold: true })
    last = match.index + match[0].length
  }
  if (last < text.length) spans.push({ text: text.slice(last), bold: false })
  return spans
}

export const plainText = (spans: Span[]) => spans.map((s) => s.text).join('')

export function parseDocument(source: string): ParsedDocument {
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', spans: parseSpans(paragraph.join(' ')) })
    paragraph = []
  }
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) {
      flush()
    } else if (line.startsWith('## ')) {
      flush()
      blocks.push({ kind: 'heading', spans: parseSpans(line.slice(3).trim()) })
    } else if (line.startsWith('# ')) {
      flush()
      blocks.push({ kind: 'title', spans: parseSpans(line.slice(2).trim()) })
    } else if (line.startsWith('> ')) {
      flush()
      blocks.push({ kind: 'note', spans: parseSpans(line.slice(2).trim()) })
    } else if (line.startsWith('- ')) {
      flush()
      blocks.push({ kind: 'bullet', spans: parseSpans(line.slice(2).trim()) })
    } else if (raw.startsWith('  ') && blocks.at(-1)?.kind === 'bullet' && !paragraph.length) {
      // An indented line continues the bullet above it.
      const bullet = blocks.pop() as Block
      blocks.push({ kind: 'bullet', spans: parseSpans(`${plainSource(bullet)} ${line}`) })
    } else {
      paragraph.push(line)
    }
  }
  flush()
  const title = blocks.find((b) => b.kind === 'title')
  if (!title) throw new Error('A legal document needs a "# title" line')
  return { title: plainText(title.spans), blocks }
}

/** The source text of a block again, bold markers included, so a continued bullet parses whole. */
function plainSource(block: Block): string {
  return block.spans.map((s) => (s.bold ? `**${s.text}**` : s.text)).join('')
}
