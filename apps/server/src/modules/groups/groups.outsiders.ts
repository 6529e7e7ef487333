import type { Db } from '../../db/client'
import type { Announce } from '../chat/dialogs.linked'
import { announceAll } from './groups.service'

/** Takes away what one module keeps of a hidden group for those outside it (`userId` null: all). */
export type OutsiderHandler = (tx: Db, groupId: number, userId: number | null) => Promise<Announce>

/** Takes away what one module keeps of a hidden group that `actorId` is deleting. */
export type HiddenGroupDeletedHandler = (tx: Db, groupId: number, actorId: number) => Promise<Announce>

/**
 * Other modules keep things of a group for people (an event's attendance and its chat). Once
 * someone is outside a hidden group (they left, were removed, or the group became hidden), those
 * go in the same transaction as their place, since a hidden group is its members' only. Each such
 * module registers how it takes them away. A deleted hidden group leaves everyone outside it:
 * what was its members' only goes with it rather than outliving it unlinked, seen by all.
 */
export class GroupOutsiders {
  private readonly handlers: OutsiderHandler[] = []
  private readonly deletedHandlers: HiddenGroupDeletedHandler[] = []

  register(handler: OutsiderHandler): void {
    this.handlers.push(handler)
  }

  registerDeleted(handler: HiddenGroupDeletedHandler): void {
    this.deletedHandlers.push(handler)
  }

  /** Runs every module's handler in `tx`; answers what to announce once it commits. */
  async drop(tx: Db, groupId: number, userId: number | null): Promise<Announce> {
    const announces: Announce[] = []
    for (const handler of this.handlers) announces.push(await handler(tx, groupId, userId))
    return () => announceAll(announces)
  }

  /**
   * Runs every module's handler for a hidden group being deleted, in `tx` before its row goes
   * (the links to it are still there); answers what to announce once it commits.
   */
  async deleted(tx: Db, groupId: number, actorId: number): Promise<Announce> {
    const announces: Announce[] = []
    for (const handler of this.deletedHandlers) announces.push(await handler(tx, groupId, actorId))
    return () => announceAll(announces)
  }
}
