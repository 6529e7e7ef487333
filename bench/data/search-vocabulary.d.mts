// Types of search-vocabulary.mjs for the TypeScript that reuses its words (the soak's load).

export interface Vocabulary {
  adjectives: string[]
  studies: string[]
  subjects: string[]
  /** With `{s}` where a subject goes. */
  sentences: string[]
  keywords: string[]
  rare: string[]
}

export const RU: Vocabulary
export const EN: Vocabulary
export const RU_NAMES: { last: string[]; male: string[]; female: string[] }
export const EN_NAMES: { last: string[]; first: string[] }
