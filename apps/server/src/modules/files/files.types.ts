import type { ClsItem } from '@nauka/contracts'

/** What uploads may be, from catalogues 58 (mime types) and 60 (extensions with `other.mime`). */
export interface AllowedTypes {
  /** Every listed mime type and alias → the catalogue's own spelling. */
  mimes: Map<string, string>
  /** Every listed extension (lower case, no dot) → the mime type it must hold. */
  extensions: Map<string, string>
}

const aliasesOf = (other: ClsItem['other']): string[] => {
  const aliases = other?.aliases
  return Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string') : []
}

export function allowedTypesFrom(mimeEntries: ClsItem[], extensionEntries: ClsItem[]): AllowedTypes {
  const mimes = new Map<string, string>()
  for (const entry of mimeEntries) {
    if (!entry.code) continue
    const code = entry.code.toLowerCase()
    mimes.set(code, code)
    for (const alias of aliasesOf(entry.other)) mimes.set(alias.toLowerCase(), code)
  }
  const extensions = new Map<string, string>()
  for (const entry of extensionEntries) {
    const mime = entry.other?.mime
    if (!entry.code || typeof mime !== 'string') continue
    const canonical = mimes.get(mime.toLowerCase())
    // An extension whose mime type is not in catalogue 58 allows nothing.
    if (canonical) extensions.set(entry.code.replace(/^\./, '').toLowerCase(), canonical)
  }
  return { mimes, extensions }
}

/**
 * Text formats that carry no magic number, so `file-type` finds nothing in them: they are accepted
 * only as valid UTF-8 without NUL bytes.
 */
const TEXT_MIMES = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/x-tex',
  'application/x-bibtex',
  'application/x-research-info-systems',
  'application/json',
  'application/xml',
  'image/svg+xml',
])

export interface Evidence {
  /** The lower-case extension of the uploaded name; empty when there is none. */
  extension: string
  /** What `file-type` found in the bytes; undefined when it recognised nothing. */
  sniffed: string | undefined
  /** The whole content decoded as UTF-8 and held no NUL byte. */
  isText: boolean
}

/**
 * SPEC 5: an unsupported mime type or extension is rejected. Answers the mime type to store, or
 * null to refuse: the extension must be in catalogue 60, the sniffed type in catalogue 58, and the
 * two must agree, so a renamed executable (`paper.pdf` holding an ELF) is refused.
 */
export function judgeType(evidence: Evidence, allowed: AllowedTypes): string | null {
  const expected = allowed.extensions.get(evidence.extension)
  if (!expected) return null
  if (evidence.sniffed) {
    const sniffed = allowed.mimes.get(evidence.sniffed.toLowerCase())
    if (sniffed === expected) return expected
    // An SVG that starts with an XML declaration is sniffed as XML; it is still the text it claims.
    if (sniffed === 'application/xml' && expected === 'image/svg+xml' && evidence.isText) return expected
    return null
  }
  return evidence.isText && TEXT_MIMES.has(expected) ? expected : null
}
