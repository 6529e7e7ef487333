import { type Locale, nameIn } from '@nauka/contracts'
import i18next from 'i18next'
import { currentLocale } from './locale'

/**
 * The interface language now. Name helpers default to it, so every place that names a person
 * follows a language switch (its component re-renders through useTranslation) without each
 * caller threading the language through.
 */
export const interfaceLocale = (): Locale => currentLocale(i18next.language)

/**
 * A person's name in the interface language: the English form in English when they filled it in
 * (answers carry both, see `FullNameEn` in the contracts); null when they have no name at all.
 */
export const personName = (
  person: { fullName: string | null; fullNameEn?: string | null } | null | undefined,
  locale: Locale = interfaceLocale(),
): string | null => (person ? nameIn(locale, person) : null)

/** A person's name as people read it: the full name in the interface language, else the nickname. */
export const nameOf = (
  user: { fullName: string | null; fullNameEn?: string | null; nickname?: string | null } | undefined,
  fallback: string,
  locale: Locale = interfaceLocale(),
): string => personName(user, locale) || user?.nickname?.trim() || fallback
