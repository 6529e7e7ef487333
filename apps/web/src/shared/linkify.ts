/**
 * Finds the web addresses in a user's text (posts, comments, chat messages) and splits the text
 * around them. Only http(s) addresses and bare `www.` ones count: any other scheme
 * (`javascript:`, `data:`) stays text, since a link is only ever made from what this returns.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// Not after a letter, digit, `@`, `/` or `.`: "mail@www.x.ru" and "abc.www.x" are not links.
const CANDIDATE = /(?<![\p{L}\p{N}_@/.])(?:https?:\/\/|www\.)[^\s<>"'`«»]+/giu

// Punctuation that ends a sentence rather than an address ("see https://x.ru/a.").
const TRAILING = /[.,;:!?…)\]}]$/u

const count = (text: string, char: string): number => text.split(char).length - 1

/** Drops the sentence's punctuation from an address's end; a closing bracket the address opened stays. */
const trimEnd = (candidate: string): string => {
  let text = candidate
  while (TRAILING.test(text)) {
    const last = text.at(-1) as string
    const open = last === ')' ? '(' : last === ']' ? '[' : last === '}' ? '{' : null
    if (open && count(text, open) >= count(text, last)) break
    text = text.slice(0, -1)
  }
  return text
}

/** The address a found text opens, or null when it is no valid http(s) address. */
const hrefOf = (text: string): string | null => {
  const full = /^https?:\/\//i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(full)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // "www." alone, or "https://." have no host worth a link.
    if (!/[\p{L}\p{N}]/u.test(url.hostname) || url.hostname.endsWith('www.')) return null
    return url.href
  } catch {
    return null
  }
}

/** The text in order: plain parts and the links found in it (empty text gives no parts). */
export const linkify = (text: string): TextPart[] => {
  const parts: TextPart[] = []
  let from = 0
  const pushText = (until: number) => {
    if (until > from) parts.push({ kind: 'text', text: text.slice(from, until) })
  }
  for (const match of text.matchAll(CANDIDATE)) {
    const found = trimEnd(match[0])
    const href = hrefOf(found)
    if (!href) continue
    pushText(match.index)
    parts.push({ kind: 'link', text: found, href })
    from = match.index + found.length
  }
  pushText(text.length)
  return parts
}

/** The in-app path of an address on our own origin, or null for another site. */
export const ownPath = (href: string, origin: string): string | null => {
  const url = new URL(href)
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
}
