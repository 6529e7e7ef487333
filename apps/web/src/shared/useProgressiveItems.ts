import { useEffect, useState } from 'react'
import {
  type ItemKey,
  isAnotherList,
  PROGRESSIVE_BATCH,
  renderedCount,
  revealedThrough,
} from './progressiveCount'

/**
 * The items of a long list to render now: the first batch, then a batch more on each `revealMore`
 * (the list's end came near the screen), so the first render of a page costs a few items, not
 * all of them. Without IntersectionObserver nothing would ask for more: every item renders.
 *
 * Mounted when the list first has items, so the first batch is known from the start and needs
 * no second render to be kept in place when items are put on top.
 */
export const useProgressiveItems = <T>(
  items: readonly T[],
  getKey: (item: T) => ItemKey,
  batch = PROGRESSIVE_BATCH,
) => {
  const keys = items.map(getKey)
  const [revealed, setRevealed] = useState(() => revealedThrough(keys, batch))
  const progressive = typeof IntersectionObserver !== 'undefined'
  const count = progressive ? renderedCount(keys, revealed, batch) : items.length
  const anotherList = progressive && isAnotherList(keys, revealed)

  // Another list starts again from its first batch, kept in place like the first list's.
  useEffect(() => {
    if (anotherList) setRevealed(revealedThrough(keys, batch))
  })

  return {
    shown: count === items.length ? items : items.slice(0, count),
    hidden: items.length - count,
    /** Renders the next batch. */
    revealMore: () => setRevealed(revealedThrough(keys, count + batch)),
  }
}
