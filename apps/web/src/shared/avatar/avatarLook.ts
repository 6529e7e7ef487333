/**
 * What a person's picture looks like without a photo: their initials on a colour of their own.
 * Pure, so every place that shows a person derives the same initials and the same colour.
 */

/**
 * Fills white initials read on at 4.5:1 or better (WCAG AA for text, checked by axe), in both
 * colour schemes; varied enough that neighbours in a list rarely share one.
 */
export const AVATAR_COLORS = [
  '#c62828',
  '#ad1457',
  '#8e24aa',
  '#5e35b1',
  '#3949ab',
  '#1565c0',
  '#0277bd',
  '#00695c',
  '#2e7d32',
  '#bf360c',
  '#6d4c41',
  '#546e7a',
] as const

export const AVATAR_TEXT_COLOR = '#ffffff'

/** FNV-1a over the text: a stable number for a string seed. */
const hashText = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * The colour of a seed: a user's id (or a group's own seed). Ids are mixed first, so users who
 * registered one after another do not get neighbouring colours.
 */
export const avatarColor = (seed: number | string): string => {
  const mixed = typeof seed === 'number' ? Math.imul(seed | 0, 0x9e3779b1) >>> 0 : hashText(seed)
  return AVATAR_COLORS[mixed % AVATAR_COLORS.length] as string
}

const FIRST_SIGN = /[\p{L}\p{N}]/u

/**
 * Initials of a name as shown: the first letter of the first and of the last word ("Ада Лавлейс"
 * → "АЛ", a middle name skipped), one letter for one word, none for a name without letters.
 */
export const initialsOf = (name: string | null | undefined): string => {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => FIRST_SIGN.exec(word)?.[0])
    .filter((sign): sign is string => sign !== undefined)
  const first = words[0]
  if (first === undefined) return ''
  const last = words.length > 1 ? words[words.length - 1] : ''
  return `${first}${last}`.toLocaleUpperCase()
}
