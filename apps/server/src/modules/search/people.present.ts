import { SearchFieldName, type SearchHit, type SearchSuggestion, type SnippetRun } from '@nauka/contracts'
import { fullNameOf, imageUrl } from '../profile/profile.present'
import type { Visibility } from '../profile/profile-visibility'
import { NAME_WORD_SIMILARITY, typedNameWords } from './author-match.queries'
import { nameKey } from './name-key'
import type { PersonRow } from './people.queries'

/** The web page of a person (the web app's `profilePath`). */
export const personPath = (userId: number): string => `/profile/${userId}`

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
const trigrams = (word: string): Set<string> => {
  const padded = `  ${word} `
  const set = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3))
  return set
}

/** pg_trgm's `similarity` of two words: shared trigrams over all of them. */
const similarity = (a: string, b: string): number => {
  const x = trigrams(a)
  const y = trigrams(b)
  const shared = [...x].filter((t) => y.has(t)).length
  return shared / (x.size + y.size - shared)
}

/** Whether a typed word names this word of a name: its start (initials, typing) or close by trigrams. */
const names = (typed: string, form: string): boolean =>
  form.startsWith(typed) || (typed.length > 2 && similarity(typed, form) >= NAME_WORD_SIMILARITY)

/**
 * A name cut into runs, the words the typed name matched marked: each word of the name is compared
 * in each of its forms (folded, and Latin for a Cyrillic one) with each typed word.
 */
export function markName(name: string, typed: string): SnippetRun[] {
  const wanted = typedNameWords(typed)
  const runs: SnippetRun[] = []
  for (const part of name.split(/([^\p{L}\p{N}]+)/u).filter(Boolean)) {
    const forms = nameKey(part).split(' ').filter(Boolean)
    const hit = forms.length > 0 && wanted.some((word) => forms.some((form) => names(word, form)))
    const last = runs.at(-1)
    if (last && last.hit === hit) last.text += part
    else runs.push({ text: part, hit })
  }
  return runs
}

export interface PersonExtras {
  visibility: Visibility
  place: string | null
  interests: string[]
}

/**
 * A person as a result: SPEC 3 fields id, title (the name), place (where they work now) and
 * keywords (science interests). Someone whose profile is hidden from the reader shows only the
 * name and the avatar, as their profile page does.
 */
export function presentPersonHit(row: PersonRow, extras: PersonExtras, typed: string): SearchHit {
  const name = fullNameOf(row) ?? ''
  const open = extras.visibility.profile
  const place = open ? extras.place : null
  const interests = open ? extras.interests : []
  const field = (n: string, v: unknown) => ({ n, v })
  const data = [place, interests.join(', ')].filter(Boolean).join(' · ')
  return {
    kind: 'person',
    id: String(row.userId),
    data,
    snippet: data ? [{ text: data, hit: false }] : [],
    title: markName(name, typed),
    fields: [
      field(SearchFieldName.id, row.userId),
      field(SearchFieldName.title, name),
      field(SearchFieldName.place, place),
      field(SearchFieldName.keywords, interests),
    ],
    link: personPath(row.userId),
    image: imageUrl(row.userId, 'avatar', row.imageVersion),
  }
}

export const presentPersonSuggestion = (row: PersonRow): SearchSuggestion => ({
  kind: 'person',
  id: String(row.userId),
  text: fullNameOf(row) ?? '',
  link: personPath(row.userId),
})
