import {
  Dictionary,
  type FollowPage,
  type FollowPageQuery,
  type FollowRecord,
  type FollowUpdate,
  hasMore,
  type MutualStates,
  type ProfileMeta,
  refId,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors'
import { canBlock, followRefusal } from './follow.policy'
import { presentFollowRecord, type UserSummary } from './follow.present'
import {
  anyBlockBetween,
  countFollows,
  findBlockedAmong,
  findFollowerIds,
  findFollowingIds,
  findProfileFollows,
  findRelation,
  findRelationsBetween,
  findRelationsFrom,
  type Relation,
  saveRelation,
} from './follow.queries'

export interface FollowDeps {
  db: Db
  /** The auth module's answer to "which of these users exist and are active". */
  users: { activeUserIds(ids: number[]): Promise<number[]> }
  /** The profile module's names and images of users (injected: profile itself depends on follows). */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  /** Told, after the change is stored, of each user the viewer started following (notifications). */
  onFollowed?: (followerId: number, followeeId: number) => Promise<void>
}

type PageQuery = z.output<typeof FollowPageQuery>
type Update = z.output<typeof FollowUpdate>

/** Follows and blocks between users (SPEC 3 follow records, SPEC 7 feed and subscriptions). */
export class FollowService {
  constructor(private readonly deps: FollowDeps) {}

  /**
   * Applies follow records in order, in one transaction. Blocking ends both follows between the
   * two users; following is refused towards oneself, a user who blocked the viewer, or one the viewer blocked.
   */
  async update(viewerId: number, updates: Update[]): Promise<FollowRecord[]> {
    const targets = [...new Set(updates.map((u) => refId(u.rEntity, Dictionary.user) ?? 0))]
    if (targets.includes(viewerId)) throw new BadRequestError('follow.self')
    await this.requireUsers(targets)
    const followed = await this.deps.db.transaction(async (tx) => {
      const started = new Set<number>()
      for (const update of updates) {
        const change = await this.apply(tx, viewerId, update)
        if (change.started) started.add(change.targetId)
        if (!change.subscribed) started.delete(change.targetId)
      }
      return started
    })
    for (const followeeId of followed) await this.deps.onFollowed?.(viewerId, followeeId)
    return this.records(viewerId, targets)
  }

  /** Applies one record; answers whether the viewer follows the target now, and started to by it. */
  private async apply(
    db: Db,
    viewerId: number,
    update: Update,
  ): Promise<{ targetId: number; subscribed: boolean; started: boolean }> {
    const targetId = refId(update.rEntity, Dictionary.user) ?? 0
    const mine = await findRelation(db, viewerId, targetId)
    const theirs = await findRelation(db, targetId, viewerId)
    const next: Relation = { ...mine }
    if (update.blocked !== undefined) {
      if (!canBlock(viewerId, targetId)) throw new BadRequestError('follow.self')
      next.blocked = update.blocked
      if (update.blocked) {
        next.subscribed = false
        // A block ends the follow in the other direction too.
        if (theirs.subscribed) await saveRelation(db, targetId, viewerId, { ...theirs, subscribed: false })
      }
    }
    if (update.subscribed === true && !mine.subscribed) {
      const refusal = followRefusal(viewerId, targetId, { mine: next, theirs })
      if (refusal) throw new ForbiddenError(refusal)
      next.subscribed = true
      next.subscribedAt = new Date()
    } else if (update.subscribed === false) {
      next.subscribed = false
    }
    await saveRelation(db, viewerId, targetId, next)
    return { targetId, subscribed: next.subscribed, started: next.subscribed && !mine.subscribed }
  }

  /** The users `userId` follows, a page at a time. */
  async followings(viewerId: number, userId: number, query: PageQuery): Promise<FollowPage> {
    await this.requireUsers([userId])
    const { followings } = await countFollows(this.deps.db, userId)
    const ids = await findFollowingIds(
      this.deps.db,
      userId,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    )
    return this.page(viewerId, ids, followings, query.pageSize)
  }

  /** The users who follow `userId`, a page at a time. */
  async followers(viewerId: number, userId: number, query: PageQuery): Promise<FollowPage> {
    await this.requireUsers([userId])
    const { followers } = await countFollows(this.deps.db, userId)
    const ids = await findFollowerIds(this.deps.db, userId, query.pageSize, (query.page - 1) * query.pageSize)
    return this.page(viewerId, ids, followers, query.pageSize)
  }

  /** Removes `followerId` from the viewer's followers (their block, if any, stays). */
  async removeFollower(viewerId: number, followerId: number): Promise<void> {
    const theirs = await findRelation(this.deps.db, followerId, viewerId)
    if (theirs.subscribed)
      await saveRelation(this.deps.db, followerId, viewerId, { ...theirs, subscribed: false })
  }

  /**
   * SPEC 3 profile meta (how many `userId` follows and is followed by) and how the viewer (null:
   * none) and `userId` relate both ways, in one read: every profile page shows both.
   */
  async profileFollows(
    viewerId: number | null,
    userId: number,
  ): Promise<{ meta: ProfileMeta; mutual: MutualStates }> {
    const found = await findProfileFollows(this.deps.db, userId, viewerId === userId ? null : viewerId)
    return {
      meta: { subscn_count: found.followings, subscr_count: found.followers },
      mutual: { out: found.mine, in: found.theirs },
    }
  }

  /** How the viewer and another user relate, both ways. */
  async mutualStates(viewerId: number, userId: number): Promise<MutualStates> {
    if (viewerId === userId) return { out: NONE, in: NONE }
    const { mine, theirs } = await findRelationsBetween(this.deps.db, viewerId, userId)
    return {
      out: { subscribed: mine.subscribed, blocked: mine.blocked },
      in: { subscribed: theirs.subscribed, blocked: theirs.blocked },
    }
  }

  /** Whether either user blocked the other: blocked users cannot follow or message each other. */
  isBlockedBetween(a: number, b: number): Promise<boolean> {
    return anyBlockBetween(this.deps.db, a, b)
  }

  /** Of the given users, those with a block either way with `userId` (list hydration, one query). */
  blockedAmong(userId: number, otherIds: number[]): Promise<Set<number>> {
    return findBlockedAmong(
      this.deps.db,
      userId,
      [...new Set(otherIds)].filter((id) => id !== userId),
    )
  }

  private async page(viewerId: number, ids: number[], count: number, pageSize: number): Promise<FollowPage> {
    const elements = await this.records(viewerId, ids)
    return { count, elements, hasMore: hasMore(elements.length, pageSize) }
  }

  /** Follow records of users, in the given order, with the viewer's relation to each (batched). */
  private async records(viewerId: number, ids: number[]): Promise<FollowRecord[]> {
    const [summaries, relations] = await Promise.all([
      this.deps.summaries(ids),
      findRelationsFrom(this.deps.db, viewerId, ids),
    ])
    return ids.map((id) => presentFollowRecord(id, relations.get(id), summaries.get(id)))
  }

  private async requireUsers(ids: number[]): Promise<void> {
    const active = new Set(await this.deps.users.activeUserIds(ids))
    if (ids.some((id) => !active.has(id))) throw new NotFoundError('profile.notFound')
  }
}

const NONE = { subscribed: false, blocked: false }
