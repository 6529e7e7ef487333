import { PUBLICATION_LIMITS as L, type PublicationSuggestion, type SuggestedAuthor } from '@nauka/contracts'
import type { PageLine } from '../page-lines'
import { clip, storableText } from '../storable-text'
import { doisIn, pageDoi } from './doi'
import { abstractBlocks, isHeading, joinLines, keywordBlocks, splitKeywords, titleLines } from './first-page'
import { type LanguageRef, languageOf, scriptOf, scriptOfLanguage } from './language'
import { parseNameList } from './names'
import { publicationYear } from './year'

/** What a PDF tells about itself, as pdf.js reads it. */
export interface PdfFacts {
  /** The document information dictionary: Title, Author, Subject, Keywords, Language ("ru-RU"). */
  info: Readonly<Record<string, unknown>>
  /** When the PDF was made (information dictionary or XMP), if it says. */
  created: Date | null
  /** XMP properties by lower-case name ("dc:title"): a text, or a list of texts for Seq, Bag and Alt. */
  xmp: ReadonlyMap<string, unknown>
  /** The lines of the first page. */
  lines: readonly PageLine[]
}

/** The texts of a value of the information dictionary or XMP, made storable; lists give each item. */
const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => storableText(item).replace(/\n/g, ' '))
    .filter(Boolean)

/** The first property among `names` (XMP names in lower case, information keys as written) with text. */
const firstOf = (facts: PdfFacts, names: readonly string[]): string[] => {
  for (const name of names) {
    const texts = textsOf(name.includes(':') ? facts.xmp.get(name) : facts.info[name])
    if (texts.length > 0) return texts
  }
  return []
}

// What producers leave in Title: the source file, the word processor's prefix, a placeholder, an id.
const NOT_A_TITLE =
  /\.(?:docx?|rtf|odt|tex|dvi|pdf|indd|qxd|pptx?)$|^microsoft (?:word|powerpoint)|^untitled|^без названия|^pii|doi/iu
const plausibleTitle = (title: string) =>
  (title.match(/\p{L}/gu)?.length ?? 0) >= 3 && !NOT_A_TITLE.test(title)

/** Letters and digits only, lower case: for "does the page show this title". */
const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

function suggestTitle(facts: PdfFacts, pageTitle: string | undefined): string | undefined {
  const declared = firstOf(facts, ['dc:title', 'Title']).find(plausibleTitle)
  // The declared title wins when the page shows it too; producers often leave a stale or generic one.
  const page = simplify(facts.lines.map((line) => line.text).join(' '))
  if (declared && page.includes(simplify(declared))) return declared
  return pageTitle ?? declared
}

/**
 * The authors: those the document information names when every entry is a name; else the run of
 * lines between the title and the abstract that consist of names only; else whatever names the
 * document information has.
 */
function suggestAuthors(facts: PdfFacts, afterTitle: number): SuggestedAuthor[] {
  const declared = firstOf(facts, ['dc:creator', 'Author']).map(parseNameList)
  const declaredNames = declared.flatMap((list) => list.names)
  if (declaredNames.length > 0 && declared.every((list) => list.rejected === 0)) return declaredNames
  const found: SuggestedAuthor[] = []
  for (const line of facts.lines.slice(afterTitle, afterTitle + 8)) {
    if (isHeading(line.text)) break
    const { names, rejected } = parseNameList(line.text)
    if (names.length > 0 && rejected === 0) found.push(...names)
    else if (found.length > 0) break
  }
  return found.length > 0 ? found : declaredNames
}

/** Of the blocks of a page (an abstract in Russian and one in English), the one in the text's script. */
const inLanguage = (blocks: readonly string[], language: LanguageRef | undefined) => {
  const script = language ? scriptOfLanguage(language) : null
  return blocks.find((block) => scriptOf(block) === script) ?? blocks[0]
}

function cleanKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const keyword of keywords) {
    const word = clip(keyword, L.keywordMax).trim()
    if (!word || seen.has(word.toLowerCase())) continue
    seen.add(word.toLowerCase())
    kept.push(word)
  }
  return kept.slice(0, L.keywordsMax)
}

/** A text long enough to be an abstract (ten words), not a one-word subject such as "Physics". */
const abstractLike = (text: string) => text.split(/\s+/).length >= 10

// Where a paper prints what the form asks for: the first lines of its first page, each of a line's
// usual length. A hostile page of a million lines or one endless line costs no more than that.
const FIRST_LINES = 300
const LINE_MAX = 1000

/**
 * What the facts of a PDF suggest for the publication form. Every field fits
 * `PublicationSuggestion`: texts are clipped to the form's bounds, the DOI is valid, the year lies
 * between 1800 and next year.
 */
export function suggestFromFacts(pdfFacts: PdfFacts, now: Date): PublicationSuggestion {
  const facts = {
    ...pdfFacts,
    lines: pdfFacts.lines.slice(0, FIRST_LINES).map((line) => ({ ...line, text: clip(line.text, LINE_MAX) })),
  }
  const texts = facts.lines.map((line) => line.text)
  const title = titleLines(facts.lines)
  const pageTitle = title ? joinLines(texts.slice(title.start, title.end)) : undefined
  const language = languageOf(textsOf(facts.info.Language)[0] ?? null, texts.join('\n'))
  const abstract =
    inLanguage(abstractBlocks(facts.lines), language) ??
    firstOf(facts, ['dc:description', 'Subject']).find(abstractLike)
  const keywordLine = inLanguage(keywordBlocks(facts.lines), language)
  const keywords = keywordLine
    ? splitKeywords(keywordLine)
    : firstOf(facts, ['pdf:keywords', 'dc:subject', 'Keywords']).flatMap(splitKeywords)
  const declaredDoi = firstOf(facts, ['prism:doi', 'pdfx:doi', 'crossmark:doi', 'dc:identifier']).flatMap(
    doisIn,
  )[0]
  const doi = declaredDoi ?? pageDoi(texts)
  const year = publicationYear(texts, facts.created, now)
  const titleText = suggestTitle(facts, pageTitle)
  return {
    ...(titleText ? { title: clip(titleText, L.titleMax) } : {}),
    authors: suggestAuthors(facts, title?.end ?? 0)
      .slice(0, L.authorsMax)
      .map((author) => ({
        firstName: clip(author.firstName, L.shortTextMax),
        lastName: clip(author.lastName, L.shortTextMax),
        ...(author.middleName ? { middleName: clip(author.middleName, L.shortTextMax) } : {}),
      })),
    ...(abstract ? { abstract: clip(abstract, L.abstractMax) } : {}),
    keywords: cleanKeywords(keywords),
    ...(doi ? { doi } : {}),
    ...(year !== undefined && year >= L.yearMin ? { year } : {}),
    ...(language ? { language } : {}),
  }
}
