import type { PublicationAuthor } from '@nauka/contracts'

/**
 * The authors editor of the publication form (SPEC 3: first, last and middle name, the short form,
 * their English versions, a link to a platform user), as pure changes of the list.
 */
export type FormAuthor = {
  /** Local key, stable while the author moves up and down the list. */
  key: string
  lastName: string
  firstName: string
  middleName: string
  shortForm: string
  lastNameEn: string
  firstNameEn: string
  middleNameEn: string
  shortFormEn: string
  /** The linked platform user (`"202:17"`), or null. */
  rUser: string | null
  /** The linked user's name as the search answered it, for the form only. */
  userName: string | null
}

export type NameParts = { lastName: string; firstName: string; middleName: string }

let counter = 0
/** A fresh local key for an author row. */
export const authorKey = (): string => {
  counter += 1
  return `author-${counter}`
}

const initial = (name: string): string =>
  name
    .split('-')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toLocaleUpperCase()}.`)
    .join('-')

/** "Иванов И. И.", "Sartre J.-P.": the last name, then the initials of the others. */
export const shortFormOf = ({ lastName, firstName, middleName }: NameParts): string =>
  [lastName.trim(), initial(firstName), initial(middleName)].filter(Boolean).join(' ')

const english = (author: FormAuthor): NameParts => ({
  lastName: author.lastNameEn,
  firstName: author.firstNameEn,
  middleName: author.middleNameEn,
})

/** An author with nothing filled in yet. */
export const emptyAuthor = (key: string = authorKey()): FormAuthor => ({
  key,
  lastName: '',
  firstName: '',
  middleName: '',
  shortForm: '',
  lastNameEn: '',
  firstNameEn: '',
  middleNameEn: '',
  shortFormEn: '',
  rUser: null,
  userName: null,
})

type AuthorChange = Partial<Omit<FormAuthor, 'key'>>

/**
 * Changes an author. A short form follows the names while it is still the one they made (or
 * empty); once the author wrote their own, it is kept. The English one likewise.
 */
export const changeAuthor = (author: FormAuthor, change: AuthorChange): FormAuthor => {
  const next = { ...author, ...change }
  const followed = (own: string, made: string) => own.trim() === '' || own === made
  if (change.shortForm === undefined && followed(author.shortForm, shortFormOf(author)))
    next.shortForm = shortFormOf(next)
  if (change.shortFormEn === undefined && followed(author.shortFormEn, shortFormOf(english(author))))
    next.shortFormEn = shortFormOf(english(next))
  return next
}

/** Moves the author at `from` to `to` (reordering by keyboard buttons); out of range changes nothing. */
export const moveAuthor = (list: readonly FormAuthor[], from: number, to: number): FormAuthor[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}

export const removeAuthor = (list: readonly FormAuthor[], key: string): FormAuthor[] =>
  list.filter((author) => author.key !== key)

export const replaceAuthor = (list: readonly FormAuthor[], key: string, change: AuthorChange): FormAuthor[] =>
  list.map((author) => (author.key === key ? changeAuthor(author, change) : author))

/** An author as stored: the form's row. */
export const formAuthorOf = (author: PublicationAuthor, key: string = authorKey()): FormAuthor => ({
  key,
  lastName: author.lastName ?? '',
  firstName: author.firstName ?? '',
  middleName: author.middleName ?? '',
  shortForm: author.shortForm ?? '',
  lastNameEn: author.lastNameEn ?? '',
  firstNameEn: author.firstNameEn ?? '',
  middleNameEn: author.middleNameEn ?? '',
  shortFormEn: author.shortFormEn ?? '',
  rUser: author.rUser ?? null,
  userName: null,
})

const NAME_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'shortForm',
  'lastNameEn',
  'firstNameEn',
  'middleNameEn',
  'shortFormEn',
] as const

/** The author as the contracts take it: blank names left out, the form's own keys dropped. */
export const authorInputOf = (author: FormAuthor): Record<string, unknown> => {
  const input: Record<string, unknown> = { lastName: author.lastName }
  for (const field of NAME_FIELDS.slice(1)) if (author[field].trim() !== '') input[field] = author[field]
  if (author.rUser) input.rUser = author.rUser
  return input
}
