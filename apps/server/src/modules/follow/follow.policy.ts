import type { Relation } from './follow.queries'

/** Why a follow is refused, as a message key; null when it is allowed. */
export type FollowRefusal = 'follow.self' | 'follow.blockedByUser' | 'follow.youBlocked'

/**
 * SPEC 6: a signed-in user may follow another user, unless it is themselves, the other user has
 * blocked them, or they blocked the other user (they unblock first).
 */
export function followRefusal(
  viewerId: number,
  targetId: number,
  relations: { mine: Relation; theirs: Relation },
): FollowRefusal | null {
  if (viewerId === targetId) return 'follow.self'
  if (relations.theirs.blocked) return 'follow.blockedByUser'
  if (relations.mine.blocked) return 'follow.youBlocked'
  return null
}

/** A user may block anyone but themselves. */
export const canBlock = (viewerId: number, targetId: number): boolean => viewerId !== targetId
