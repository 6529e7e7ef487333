import {
  type FollowPage,
  type FollowRecord,
  type FollowUpdateList,
  PAGE_SIZE,
  userSegment,
} from '@nauka/contracts'
import { api } from '../../api/api'

/** SPEC 7: `PATCH /user_subscription`, applied in order; answers the new record of each user. */
export const updateFollows = (updates: FollowUpdateList): Promise<FollowRecord[]> =>
  api.follow.update({ body: updates })

export type FollowListKind = 'followers' | 'followings'

/** SPEC 7, 9: a page (from 1, 20 each) of the users `userId` follows or of their followers. */
export const fetchFollowPage = (
  kind: FollowListKind,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FollowPage> => {
  const query = { page, pageSize: PAGE_SIZE.follows }
  return kind === 'followings'
    ? api.follow.followings({ params: { id: userId }, query, signal })
    : api.follow.followers({ params: { entity: userSegment(userId) }, query, signal })
}

/** SPEC 7: removes a follower of mine. */
export const removeFollower = async (userId: number): Promise<void> => {
  await api.follow.removeFollower({ params: { entity: userSegment(userId) } })
}
