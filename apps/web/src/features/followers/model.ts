import {
  Dictionary,
  type FollowRecord,
  type FollowState,
  type FollowUpdate,
  formatRef,
  type ProfileMeta,
} from '@nauka/contracts'

/**
 * SPEC 4: the subscription toggle sends the inverse of the current subscribed value. The record
 * names the user; only the subscription changes (the block stays as it is).
 */
export const nextSubscription = (current: Pick<FollowRecord, 'rEntity' | 'subscribed'>): FollowUpdate => ({
  rEntity: current.rEntity,
  subscribed: !current.subscribed,
})

/** Block or unblock, the inverse of the current block. Blocking also ends both follows (server rule). */
export const nextBlock = (current: Pick<FollowRecord, 'rEntity' | 'blocked'>): FollowUpdate => ({
  rEntity: current.rEntity,
  blocked: !current.blocked,
})

/** The follow record of a user, for the calls that need one. */
export const userRef = (userId: number): string => formatRef(Dictionary.user, userId)

/** The viewer's relation after an update, as the UI shows it before the server answers. */
export const appliedFollow = (state: FollowState, update: FollowUpdate): FollowState => {
  const blocked = update.blocked ?? state.blocked
  return { blocked, subscribed: blocked ? false : (update.subscribed ?? state.subscribed) }
}

/**
 * The counters of a profile after the viewer's update: following them adds one to their
 * followers (`subscr_count`), unfollowing (or blocking while following) takes one away.
 */
export const countersAfter = (meta: ProfileMeta, before: FollowState, after: FollowState): ProfileMeta => {
  const delta = Number(after.subscribed) - Number(before.subscribed)
  return delta === 0 ? meta : { ...meta, subscr_count: Math.max(0, meta.subscr_count + delta) }
}

/** A list's rows after the viewer changed their relation to one user. */
export const withRecord = (records: readonly FollowRecord[], update: FollowUpdate): FollowRecord[] =>
  records.map((record) =>
    record.rEntity === update.rEntity ? { ...record, ...appliedFollow(record, update) } : record,
  )
