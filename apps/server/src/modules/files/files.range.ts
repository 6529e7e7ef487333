import type { ByteRange } from '../../platform/storage'

/** A byte range to serve, both ends inclusive: storage reads exactly such a range. */
export type { ByteRange }

/**
 * Reads a `Range` header against a size: `'full'` to serve everything (no header, several ranges,
 * or a unit other than bytes), a range, or `'unsatisfiable'` (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'full' | 'unsatisfiable' {
  if (!header) return 'full'
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  // Several ranges (multipart/byteranges) are allowed to be answered whole (RFC 9110 14.2).
  if (!match) return header.trim().startsWith('bytes=') && header.includes(',') ? 'full' : 'unsatisfiable'
  const [, first, last] = match
  if (first === '' && last === '') return 'unsatisfiable'
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
