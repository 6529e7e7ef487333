import iuliia from 'iuliia'

// Two schemes readers type in: ICAO Doc 9303 (passports, hence most Latin spellings of Russian
// names in papers: Zhuravlev, Iurii) and GOST 7.79-2000 system B (library catalogues: Zhuravlyov,
// Yurij). Both are ASCII, so a name typed in Latin letters meets either.
const SCHEMES = [iuliia.ICAO_DOC_9303, iuliia.GOST_779_ALT]
const CYRILLIC = /[\u0400-\u04FF]/

const words = (value: string): string[] =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Lower case, ё as е, anything but letters and digits as one space. */
export const foldName = (value: string): string => words(value).join(' ').replaceAll('ё', 'е')

/**
 * What a name is matched by: each word folded, and each Cyrillic word also in the Latin letters
 * of both schemes, so "Иванов" is found by "Ivanov" and, through `nameQueryKey`, "Ivanov" by
 * "Иванов". Words appear once; the order is kept so a whole name still reads as one.
 */
export function nameKey(...names: (string | null | undefined)[]): string {
  const key = new Set<string>()
  // The Latin forms are taken before ё is folded: GOST spells it "yo" (Zhuravlyov).
  for (const word of words(names.filter(Boolean).join(' '))) {
    key.add(foldName(word))
    if (CYRILLIC.test(word)) for (const scheme of SCHEMES) key.add(foldName(iuliia.translate(word, scheme)))
  }
  return [...key].join(' ')
}

/**
 * A typed name as it is compared with `nameKey`s: Latin as typed, Cyrillic in ICAO letters (every
 * key holds the ICAO form of its Cyrillic words, and the Latin spelling an author chose is most
 * often that one).
 */
export const nameQueryKey = (typed: string): string =>
  words(typed)
    .map((word) => foldName(CYRILLIC.test(word) ? iuliia.translate(word, iuliia.ICAO_DOC_9303) : word))
    .join(' ')
