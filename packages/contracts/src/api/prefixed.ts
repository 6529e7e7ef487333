import type { RouteGroup } from './route'

/** A group's routes under `<prefix><Name>`: `{ list, add }` with `labor` → `{ laborList, laborAdd }`. */
export type Prefixed<P extends string, G extends RouteGroup> = {
  readonly [K in keyof G & string as `${P}${Capitalize<K>}`]: G[K]
}

/**
 * Names the routes of one of several like sections (profile lists, avatar and banner) within their
 * module's group, so the sections are built by one function and still called by their own names.
 */
export const prefixed = <const P extends string, const G extends RouteGroup>(
  prefix: P,
  group: G,
): Prefixed<P, G> =>
  Object.fromEntries(
    Object.entries(group).map(([name, def]) => [
      `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      def,
    ]),
  ) as Prefixed<P, G>
