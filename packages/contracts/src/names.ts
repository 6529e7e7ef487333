import { z } from 'zod'
import type { Locale } from './constants'

/**
 * SPEC 3: a profile has a name and, optionally, a name in English. Answers that show a person
 * carry both forms and each client picks by its interface language: a cached answer then follows
 * a language switch without being read again, and one live event serves readers of either
 * language. Optional because answers cached before the English form was sent lack it.
 */
export const FullNameEn = z.string().nullable().optional()

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
