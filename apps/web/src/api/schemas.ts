/** What `apiRequest` checks an answer with: anything with a zod-like `parse`. */
export type Parser<T> = { parse: (data: unknown) => T }

/**
 * A list of items, each checked by the contracts' schema, for answers that are bare arrays of a
 * contracts type (the web app does not depend on zod itself).
 */
export const arrayOf = <T>(item: Parser<T>): Parser<T[]> => ({
  parse: (data) => {
    if (!Array.isArray(data)) throw new TypeError('expected a list')
    return data.map((entry) => item.parse(entry))
  },
})
