import { PUBLICATION_LIMITS } from '@nauka/contracts'
import { doisIn } from './doi'
import { endsFrontMatter } from './first-page'

const YEAR = /(?<!\d)(1[89]\d{2}|20\d{2})(?!\d)/g
// Lines that date the paper itself rather than a work it cites: copyright, the journal's issue
// line, the editorial dates.
const DATED =
  /©|\(c\)|№|(?<!\p{L})(?:copyright|published|received|accepted|available online|опубликован|поступила|принята|получен|vol\.|no\.|issue|вып\.|т\.\s*\d)/iu

/**
 * The years of a line that could be a publication year: from 1800 to next year, leaving out the
 * digits of DOIs and links ("10.1234/abc.2021.15").
 */
function yearsIn(line: string, now: Date): number[] {
  let text = line.replace(/https?:\/\/\S+/g, ' ')
  for (const doi of doisIn(text)) text = text.replace(doi, ' ')
  const latest = Math.min(now.getUTCFullYear() + 1, PUBLICATION_LIMITS.yearMax)
  return [...text.matchAll(YEAR)].map((match) => Number(match[1])).filter((year) => year <= latest)
}

/**
 * A plausible year of publication: the latest year on a line of the first page that dates the
 * paper (published after received); else the latest year above the abstract (the front matter,
 * before any citation); else the year the PDF was made; else the year the page names most often
 * (the latest of equals).
 */
export function publicationYear(
  lines: readonly string[],
  created: Date | null,
  now: Date,
): number | undefined {
  const latestOf = (some: readonly string[]) =>
    some
      .flatMap((line) => yearsIn(line, now))
      .reduce<number | undefined>((a, b) => Math.max(a ?? b, b), undefined)
  const dated = latestOf(lines.filter((line) => DATED.test(line)))
  if (dated !== undefined) return dated
  const frontEnd = lines.findIndex(endsFrontMatter)
  const front = latestOf(lines.slice(0, Math.max(0, frontEnd)))
  if (front !== undefined) return front
  const madeIn = created?.getUTCFullYear()
  if (madeIn !== undefined && Number.isFinite(madeIn) && madeIn >= 1800 && madeIn <= now.getUTCFullYear() + 1)
    return madeIn
  const counts = new Map<number, number>()
  for (const year of lines.flatMap((line) => yearsIn(line, now)))
    counts.set(year, (counts.get(year) ?? 0) + 1)
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])
  return ranked[0]?.[0]
}
