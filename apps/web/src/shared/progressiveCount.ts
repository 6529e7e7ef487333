export type ItemKey = string | number

/**
 * How many items a long list renders first, and adds each time its end comes near the screen.
 * Rendering the first page of the feed (20 cards) was half the main-thread work of a cold /feed,
 * while a phone (412×823) shows under two cards: a card of a few lines of text is about 450 px
 * high. Four of them reach past the screen and the 400 px margin of useInfiniteScroll, so shorter
 * cards bring the next batch at once, in a task of its own.
 */
export const PROGRESSIVE_BATCH = 4

/**
 * How many of `keys` to render: every item up to the last one of `revealed` still listed, so
 * items put on top (the live feed) are rendered as well and push none out; at least `batch`.
 */
export const renderedCount = (keys: readonly ItemKey[], revealed: ReadonlySet<ItemKey>, batch: number) => {
  for (let i = keys.length - 1; i >= batch; i--) {
    const key = keys[i]
    if (key !== undefined && revealed.has(key)) return i + 1
  }
  return Math.min(batch, keys.length)
}

/** None of the revealed items is listed any more: the list is another one (tab, filter, search). */
export const isAnotherList = (keys: readonly ItemKey[], revealed: ReadonlySet<ItemKey>) =>
  keys.length > 0 && !keys.some((key) => revealed.has(key))

/** What is revealed once the first `count` items are rendered. */
export const revealedThrough = (keys: readonly ItemKey[], count: number): ReadonlySet<ItemKey> =>
  new Set(keys.slice(0, count))
