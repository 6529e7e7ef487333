import type { Db } from '../../../db/client'
import type { JobLog } from '../../../platform/jobs/queue-worker'
import { removeScratchLeftovers } from '../../../platform/scratch-leftovers'
import type { ListedObject, Storage } from '../../../platform/storage'
import { removeDiskLeftovers } from '../../../platform/storage-local-leftovers'
import { isSweepable, ORPHAN_GRACE_MS, orphansAmong } from './orphan-sweep.model'
import { findReferencedAmong } from './orphan-sweep.queries'

/** Objects judged per database round trip: a bucket of millions goes in short steps. */
const BATCH = 500

export interface OrphanSweepDeps {
  db: Db
  storage: Pick<Storage, 'list' | 'delete' | 'location'>
  log: JobLog & { info(details: object, message: string): void }
  /** The server's scratch folder (`DATA_DIR/tmp`), whose leftovers of killed operations go too. */
  scratchDir?: string
  /** How old an unreferenced object must be to go; `ORPHAN_GRACE_MS` unless a test says otherwise. */
  graceMs?: number
}

/**
 * What one sweep did: objects deleted, those whose delete failed, the disk storage's leftovers and
 * the scratch folder's removed.
 */
export interface SweepOutcome {
  removed: string[]
  failed: string[]
  leftovers: string[]
  scratch: string[]
}

/**
 * Rows and stored objects agree (issue 19): every writer puts its bytes before it commits the row
 * naming them, so a crash between the two, or a delete of a row whose bytes then failed to go,
 * leaves an object no row references. The sweep lists the storage and deletes those objects once
 * they are older than the grace period, through `storage.delete`; on disk it also removes what
 * killed puts left, and in the scratch folder what killed uploads, extractions and recordings left. A row never loses its object to it: only unreferenced keys go.
 */
export class OrphanSweep {
  private readonly graceMs: number

  constructor(private readonly deps: OrphanSweepDeps) {
    this.graceMs = deps.graceMs ?? ORPHAN_GRACE_MS
  }

  async run(now: Date, signal?: AbortSignal): Promise<SweepOutcome> {
    const outcome: SweepOutcome = { removed: [], failed: [], leftovers: [], scratch: [] }
    let batch: ListedObject[] = []
    for await (const object of this.deps.storage.list()) {
      signal?.throwIfAborted()
      if (!isSweepable(object, now, this.graceMs)) continue
      batch.push(object)
      if (batch.length < BATCH) continue
      await this.sweep(batch, now, outcome)
      batch = []
    }
    await this.sweep(batch, now, outcome)
    const { location } = this.deps.storage
    const before = new Date(now.getTime() - this.graceMs)
    if (location.driver === 'disk') outcome.leftovers = await removeDiskLeftovers(location.root, before)
    if (this.deps.scratchDir) outcome.scratch = await removeScratchLeftovers(this.deps.scratchDir, before)
    const { removed, failed, leftovers, scratch } = outcome
    if (removed.length + failed.length + leftovers.length + scratch.length > 0)
      this.deps.log.info(
        { removed: removed.length, failed, leftovers: leftovers.length, scratch: scratch.length },
        'orphan objects swept',
      )
    return outcome
  }

  private async sweep(batch: ListedObject[], now: Date, outcome: SweepOutcome): Promise<void> {
    if (batch.length === 0) return
    const referenced = await findReferencedAmong(
      this.deps.db,
      batch.map((object) => object.key),
    )
    for (const key of orphansAmong(batch, referenced, now, this.graceMs)) {
      try {
        await this.deps.storage.delete(key)
        outcome.removed.push(key)
      } catch (err) {
        outcome.failed.push(key)
        this.deps.log.warn({ err, key }, 'orphan object not deleted')
      }
    }
  }
}
