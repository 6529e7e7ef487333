import type { PublicationAuthor } from '@nauka/contracts'

const join = (...parts: (string | undefined | null)[]) =>
  parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(' ')

/**
 * An author as bibliographic metadata names them: "Фамилия, Имя Отчество", the family name first
 * and set off by a comma, the form Google Scholar's `citation_author` and Dublin Core's `creator`
 * both read unambiguously. Just the family name when no given name is known.
 */
export function inverted(author: Pick<PublicationAuthor, 'lastName' | 'firstName' | 'middleName'>): string {
  const given = join(author.firstName, author.middleName)
  const family = author.lastName.trim()
  return given ? `${family}, ${given}` : family
}

/** The same author in reading order ("Имя Отчество Фамилия"), as schema.org's Person `name`. */
export function direct(author: Pick<PublicationAuthor, 'lastName' | 'firstName' | 'middleName'>): string {
  return join(author.firstName, author.middleName, author.lastName)
}
