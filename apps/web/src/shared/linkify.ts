import { find } from 'linkifyjs'

/**
 * Finds the web addresses in a user's text (posts, comments, chat messages) and splits the text
 * around them. Only http(s) addresses and bare `www.` ones count: any other scheme
 * (`javascript:`, `data:`) stays text, since a link is only ever made from what this returns.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// linkifyjs finds addresses (and their sentence punctuation and brackets) well; what is ours is
// which of them become links: only those written with http(s):// or www., never a bare domain
// ("файл.docx" and "report.pdf" look like domains) and never an e-mail.
const WRITTEN_AS_ADDRESS = /^(?:https?:\/\/|www\.)/i

// Typographic closers linkifyjs takes for part of an address: Russian text closes quotes with »
// and ends sentences with an ellipsis right after a link.
const TYPOGRAPHIC_END = /[…»›”’]+$/u

/** The address a found text opens, or null when it is no valid http(s) address. */
const hrefOf = (text: string): string | null => {
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The text in order: plain parts and the links found in it (empty text gives no parts). */
export const linkify = (text: string): TextPart[] => {
  const parts: TextPart[] = []
  let from = 0
  for (const found of find(text, 'url')) {
    const value = found.value.replace(TYPOGRAPHIC_END, '')
    if (!WRITTEN_AS_ADDRESS.test(value)) continue
    const href = hrefOf(value)
    if (!href) continue
    if (found.start > from) parts.push({ kind: 'text', text: text.slice(from, found.start) })
    parts.push({ kind: 'link', text: value, href })
    from = found.start + value.length
  }
  if (text.length > from) parts.push({ kind: 'text', text: text.slice(from) })
  return parts
}

/** The in-app path of an address on our own origin, or null for another site. */
export const ownPath = (href: string, origin: string): string | null => {
  const url = new URL(href)
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
}
