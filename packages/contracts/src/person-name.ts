import type { Locale } from './constants'

// Apart from the names' schemas (zod): every page that names a person uses it.

/**
 * The name a reader of `locale` sees: the English form in English when it is filled in, else the
 * name; a person who filled in only the English form is still named in Russian.
 */
export const nameIn = (
  locale: Locale,
  person: { fullName: string | null; fullNameEn?: string | null | undefined },
): string | null => {
  const name = person.fullName?.trim() || null
  const english = person.fullNameEn?.trim() || null
  return (locale === 'en' ? (english ?? name) : (name ?? english)) ?? null
}
