import { z } from 'zod'

/**
 * SPEC 3: a profile has a name and, optionally, a name in English. Answers that show a person
 * carry both forms and each client picks by its interface language: a cached answer then follows
 * a language switch without being read again, and one live event serves readers of either
 * language. Optional because answers cached before the English form was sent lack it.
 */
export const FullNameEn = z.string().nullable().optional()
