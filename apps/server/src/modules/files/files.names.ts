/** Longest stored name, in characters; longer names keep their extension. */
const MAX_NAME = 200
// Control characters, and the characters Windows refuses in names, which nobody means in a name.
const UNSAFE = /[\p{Cc}<>:"|?*\u202a-\u202e\u2066-\u2069]/gu

/**
 * The uploaded name as it is kept and offered on download: without any folder part, control or
 * bidirectional-override characters, in NFC, trimmed, at most 200 characters. Never empty.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? ''
  const clean = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '')
  if (clean === '') return 'file'
  if (clean.length <= MAX_NAME) return clean
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : ''
  return clean.slice(0, MAX_NAME - extension.length) + extension
}

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `Content-Disposition` with an ASCII fallback name and the real one as RFC 5987 `filename*`.
 * Images and PDF open in the browser; everything else downloads.
 */
export function contentDisposition(name: string, mime: string): string {
  // An SVG shown inline cannot run script: downloads carry `sandbox` in their CSP.
  const inline = mime.startsWith('image/') || mime === 'application/pdf'
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`
}
