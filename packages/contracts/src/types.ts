/** The union of the values of an `as const` object: `ValueOf<typeof ReadStatus>` is `1 | 2 | 3`. */
export type ValueOf<T> = T[keyof T]
