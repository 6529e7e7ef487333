/**
 * Text of an item's metadata placed into the server-sent HTML, where an author's title could
 * otherwise close a tag or a script (`"><script>`, `</script>`).
 */

const ATTRIBUTE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** For an attribute value in double quotes, or for text between tags. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ATTRIBUTE[c] as string)

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes, so no
 * `</script>` or `<!--` can appear inside, and the line separators JSON allows but JavaScript
 * did not. JSON readers (crawlers) read the same value.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

export const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/** What the server puts into the page shell for one page: its title and the tags for `<head>`. */
export interface PageHead {
  title: string
  tags: string[]
}

/**
 * The shell with a page's head: its `<title>` replaced (added when missing), the tags just before
 * `</head>`. A shell without `</head>` is returned as it is.
 */
export function withHead(shell: string, head: PageHead): string {
  const end = shell.search(/<\/head>/i)
  if (end < 0) return shell
  const title = `<title>${escapeHtml(head.title)}</title>`
  const hasTitle = /<title>[\s\S]*?<\/title>/i.test(shell.slice(0, end))
  const before = hasTitle
    ? shell.slice(0, end).replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : shell.slice(0, end)
  const tags = [...(hasTitle ? [] : [title]), ...head.tags].join('\n    ')
  return `${before}  ${tags}\n  ${shell.slice(end)}`
}
