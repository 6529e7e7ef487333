import { z } from 'zod'

/**
 * SPEC 9: a page signals more items when its length equals (or exceeds) the page size.
 * A page size of zero or less never signals more, so a caller cannot loop forever.
 */
export const hasMore = (pageLength: number, pageSize: number): boolean =>
  pageSize > 0 && pageLength >= pageSize

/** DESIGN: a page of a numbered list: `{count, elements, hasMore}`, `count` the whole list's length. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), elements: z.array(item), hasMore: z.boolean() })
