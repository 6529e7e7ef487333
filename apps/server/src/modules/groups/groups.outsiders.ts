import type { Db } from '../../db/client'
import type { Announce } from '../chat/dialogs.linked'
import { announceAll } from './groups.service'

/** Takes away what one module keeps of a hidden group for those outside it (`userId` null: all). */
export type OutsiderHandler = (tx: Db, groupId: number, userId: number | null) => Promise<Announce>

/**
 * Other modules keep things of a group for people (an event's attendance and its chat). Once
 * someone is outside a hidden group (they left, were removed, or the group became hidden), those
 * go in the same transaction as their place, since a hidden group is its members' only. Each such
 * module registers how it takes them away.
 */
export class GroupOutsiders {
  private readonly handlers: OutsiderHandler[] = []

  register(handler: OutsiderHandler): void {
    this.handlers.push(handler)
  }

  /** Runs every module's handler in `tx`; answers what to announce once it commits. */
  async drop(tx: Db, groupId: number, userId: number | null): Promise<Announce> {
    const announces: Announce[] = []
    for (const handler of this.handlers) announces.push(await handler(tx, groupId, userId))
    return () => announceAll(announces)
  }
}
