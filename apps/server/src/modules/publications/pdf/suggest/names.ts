import type { SuggestedAuthor } from '@nauka/contracts'

// "И.", "J.", a transliterated "Yu." or "Ch.", a hyphenated "Ж.-П.".
const INITIAL = /^\p{Lu}\p{Ll}?\.(?:-\p{Lu}\p{Ll}?\.)?$/u
// Capitalised, with inner capitals, apostrophes or hyphens: "Иванов", "McDonald", "O'Brien", "Петрова-Водкина".
const WORD = /^\p{Lu}(?:\p{L}|['’-](?=\p{L}))*\p{Ll}$/u
// Some journals print authors in capitals: "ИВАНОВ И. И.".
const CAPS_WORD = /^\p{Lu}{2,}(?:['’-]\p{Lu}+)*$/u
/** Lower-case parts of surnames: "van Beethoven", "de la Fontaine". */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'del',
  'della',
  'dos',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'ibn',
])
/**
 * Words of capitalised lines that are no person: producers' user names in the document
 * information ("Microsoft Office User") and the affiliations and headings printed near the authors.
 */
const NOT_NAMES = new Set([
  'user',
  'admin',
  'administrator',
  'microsoft',
  'office',
  'owner',
  'windows',
  'unknown',
  'author',
  'authors',
  'guest',
  'editor',
  'university',
  'institute',
  'department',
  'laboratory',
  'academy',
  'journal',
  'abstract',
  'introduction',
  'school',
  'faculty',
  'center',
  'centre',
  'college',
  'пользователь',
  'администратор',
  'автор',
  'авторы',
  'редактор',
  'университет',
  'институт',
  'кафедра',
  'лаборатория',
  'академия',
  'журнал',
  'аннотация',
  'введение',
  'факультет',
  'центр',
])
// Russian patronymics ("Иванович", "Ильич", "Петровна", "Кузьминична").
const PATRONYMIC = /(?:ович|евич|ьич|овна|евна|ична)$/u
// Common Russian surname endings, to read "Иванов Иван" surname first.
const SURNAME = /^\p{Script=Cyrillic}+(?:ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|цкий|ская|цкая)$/u
// Footnote and affiliation marks glued to names: "Smith¹", "Иванов И. И.1,2", "Petrov*†".
const MARKS = /[\d¹²³⁴⁵⁶⁷⁸⁹⁰*†‡§¶#⁎✉]+/gu

type Token = { kind: 'initial' | 'word'; text: string }

const titleCase = (word: string) =>
  word
    .toLowerCase()
    .replace(/(^|['’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())

function tokenize(text: string): Token[] | null {
  const words = text
    // "Nikos Mavrogiannopoulos (help@gnu.org)", "Иван Петров ivan@example.org": the person is before.
    .replace(/\([^)]*\)|\S+@\S+/g, ' ')
    .replace(MARKS, ' ')
    // Glued initials: "И.И.Иванов", "J.R.R. Tolkien".
    .replace(/\.(?=\p{L})/gu, '. ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
  const tokens: Token[] = []
  let particles: string[] = []
  for (const word of words) {
    if (NOT_NAMES.has(word.toLowerCase())) return null
    if (PARTICLES.has(word)) particles.push(word)
    else if (INITIAL.test(word) && particles.length === 0) tokens.push({ kind: 'initial', text: word })
    else if (WORD.test(word) || CAPS_WORD.test(word)) {
      const name = CAPS_WORD.test(word) ? titleCase(word) : word
      tokens.push({ kind: 'word', text: [...particles, name].join(' ') })
      particles = []
    } else return null
  }
  return particles.length === 0 ? tokens : null
}

const person = (firstName: string, lastName: string, middle: string[] = []): SuggestedAuthor =>
  middle.length > 0 ? { firstName, lastName, middleName: middle.join(' ') } : { firstName, lastName }

/** Three full words: a patronymic tells the Russian orders apart; else first, middle, last. */
function threeWords([a, b, c]: [string, string, string]): SuggestedAuthor {
  if (PATRONYMIC.test(c) && !PATRONYMIC.test(b)) return person(b, a, [c])
  return person(a, c, [b])
}

/**
 * One person's name in the forms papers print: "И. О. Фамилия", "Фамилия И. О." (also "Smith J."),
 * "First Last", "John A. Smith", "Иван Иванович Иванов" and "Иванов Иван Иванович". Null for
 * anything else, so a line of a title or an affiliation is not taken for a name.
 */
export function parseName(text: string): SuggestedAuthor | null {
  const tokens = tokenize(text)
  if (!tokens || tokens.length < 2 || tokens.length > 4) return null
  const shape = tokens.map((token) => (token.kind === 'initial' ? 'I' : 'W')).join('')
  const t = tokens.map((token) => token.text)
  const [first = '', second = ''] = t
  if (/^I+W$/.test(shape)) return person(first, t.at(-1) ?? '', t.slice(1, -1))
  if (/^WI+$/.test(shape)) return person(second, first, t.slice(2))
  if (shape === 'WIW') return person(first, t[2] ?? '', [second])
  if (shape === 'WWW') return threeWords([first, second, t[2] ?? ''])
  if (shape === 'WW')
    return SURNAME.test(first) && !SURNAME.test(second) ? person(second, first) : person(first, second)
  return null
}

/** Whether a part of a list holds initials only ("J." of "Smith, J."). */
const initialsOnly = (part: string) => part.split(/\s+/).every((word) => INITIAL.test(word))

/**
 * The people of a list as papers and document information write them: separated by commas,
 * semicolons, "and", "и" or "&"; with semicolons, "Smith, John" is surname first; without,
 * "Smith, J., Jones, K." keeps each surname with its initials. `rejected` counts the parts that
 * are not names.
 */
export function parseNameList(text: string): { names: SuggestedAuthor[]; rejected: number } {
  const joined = text.replace(/\s+(?:and|и|&)\s+/giu, ', ')
  const parts = joined.includes(';')
    ? joined.split(';').map((part) => {
        const [surname, ...rest] = part.split(',')
        return rest.length > 0 ? `${rest.join(' ')} ${surname}` : part
      })
    : joined.split(',').reduce<string[]>((merged, raw) => {
        const part = raw.trim()
        const previous = merged.at(-1)
        if (previous && part && initialsOnly(part) && !/\s/.test(previous))
          merged[merged.length - 1] = `${previous} ${part}`
        else merged.push(part)
        return merged
      }, [])
  const names: SuggestedAuthor[] = []
  let rejected = 0
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    const name = parseName(part)
    if (name) names.push(name)
    else rejected++
  }
  return { names, rejected }
}
