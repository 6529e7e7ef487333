import { builtOnce } from '../../db/built-once'
import type { Db } from '../../db/client'
import { addPublicationViews } from './publications.views.queries'

/** How long a view waits in memory before it is written; reads of the count add it meanwhile. */
const FLUSH_AFTER_MS = 1000
/** Distinct items waiting beyond which the views are written at once (keeps the batch bounded). */
const FLUSH_AT_ITEMS = 1000

/**
 * The views of published items not yet written (issue 20): every read of an item's page counted
 * one with its own UPDATE, a write and a dead row version per page view. Views are added up here
 * and written in one UPDATE for every item seen in the last second; the reads of the counters add
 * what waits here, so the count a reader sees is the same as before. Views waiting when the
 * process dies without closing (a crash) are lost: at most a second of them.
 */
export class PendingViews {
  private readonly waiting = new Map<string, number>()
  /** Views in the UPDATE on its way: counted until it is written, so no read misses them. */
  private readonly writing = new Map<string, number>()
  private timer: NodeJS.Timeout | null = null
  private written: Promise<void> = Promise.resolve()

  constructor(private readonly db: Db) {}

  count(id: string): void {
    this.waiting.set(id, (this.waiting.get(id) ?? 0) + 1)
    if (this.waiting.size >= FLUSH_AT_ITEMS) this.flushLater(0)
    else this.flushLater(FLUSH_AFTER_MS)
  }

  /** Writes the waiting views after `ms`; a failed write is tried again a while later. */
  private flushLater(ms: number): void {
    if (this.timer !== null && ms > 0) return
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.flush().catch(() => this.flushLater(FLUSH_AFTER_MS))
    }, ms)
    // A waiting view never keeps the process alive: closing the app writes them (`flush`).
    this.timer.unref()
  }

  /** The views of the item not yet in its row. */
  of(id: string): number {
    return (this.waiting.get(id) ?? 0) + (this.writing.get(id) ?? 0)
  }

  /** Writes every waiting view now; views that fail to be written wait for the next flush. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    // One UPDATE at a time, so a view is never in two of them.
    this.written = this.written.then(
      () => this.write(),
      () => this.write(),
    )
    return this.written
  }

  private async write(): Promise<void> {
    if (this.waiting.size === 0) return
    const batch = [...this.waiting]
    this.waiting.clear()
    for (const [id, n] of batch) this.writing.set(id, n)
    try {
      await addPublicationViews(this.db, batch)
    } catch (error) {
      for (const [id, n] of batch) this.waiting.set(id, (this.waiting.get(id) ?? 0) + n)
      throw error
    } finally {
      this.writing.clear()
    }
  }
}

/** The views waiting to be written to `db` (one set per database, whichever module reads them). */
export const pendingViews = builtOnce((db) => new PendingViews(db))
