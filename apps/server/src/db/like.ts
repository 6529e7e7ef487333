/**
 * The text as a LIKE/ILIKE pattern that matches it literally: `%`, `_` and the escape character
 * itself (PostgreSQL's default, a backslash) each get a backslash, so a user's search term never
 * acts as a wildcard. Wrap the result in `%…%` or `…%` as the search needs.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A LIKE/ILIKE pattern for "contains the text", the text taken literally. */
export const likeContaining = (text: string): string => `%${escapeLike(text)}%`
