import { isValidDoi, PUBLICATION_LIMITS } from '@nauka/contracts'

// DOI Handbook: "10." + registrant code + "/" + suffix; the suffix ends at white space or quotes.
const DOI_IN_TEXT = /(?<![\d.])10\.\d{4,9}(?:\.\d+)*\/[^\s"'<>«»]+/gu

/** Takes off what a sentence adds after a DOI: final punctuation, and a bracket it did not open. */
function trimDoi(raw: string): string {
  let doi = raw.replace(/[.,;:]+$/, '')
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (doi.endsWith(close) && doi.split(close).length > doi.split(open).length) doi = doi.slice(0, -1)
    doi = doi.replace(/[.,;:]+$/, '')
  }
  return doi
}

/** The valid DOIs in a text, in order (none longer than the form takes an identifier). */
export const doisIn = (text: string): string[] =>
  [...text.matchAll(DOI_IN_TEXT)]
    .map((match) => trimDoi(match[0]))
    .filter((doi) => isValidDoi(doi) && doi.length <= PUBLICATION_LIMITS.shortTextMax)

/**
 * The paper's own DOI among the lines of its first page: one on a line that says "DOI" (or links
 * doi.org) before any other, since the page may also cite others' DOIs.
 */
export function pageDoi(lines: readonly string[]): string | undefined {
  const marked = lines.filter((line) => /doi/i.test(line))
  return [...marked, ...lines].flatMap(doisIn)[0]
}
