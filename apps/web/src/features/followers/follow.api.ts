import { FollowPage, FollowRecord, type FollowUpdateList, PAGE_SIZE, userSegment } from '@nauka/contracts'
import { apiRequest } from '../../api/client'
import { arrayOf } from '../../api/schemas'

const CORE = '/api/core'

/** SPEC 7: `PATCH /user_subscription`, applied in order; answers the new record of each user. */
export const updateFollows = (updates: FollowUpdateList): Promise<FollowRecord[]> =>
  apiRequest(`${CORE}/user_subscription`, { method: 'PATCH', body: updates, schema: arrayOf(FollowRecord) })

export type FollowListKind = 'followers' | 'followings'

/**
 * SPEC 7, 9: a page (from 1, 20 each) of the users `userId` follows (`GET /user_subscription/{id}`)
 * or of their followers (`GET /user_subscription/subscribers/user:{id}`).
 */
export const fetchFollowPage = (
  kind: FollowListKind,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FollowPage> =>
  apiRequest(
    kind === 'followings'
      ? `${CORE}/user_subscription/${userId}`
      : `${CORE}/user_subscription/subscribers/${userSegment(userId)}`,
    { query: { page, pageSize: PAGE_SIZE.follows }, schema: FollowPage, signal },
  )

/** SPEC 7: `DELETE /user_subscription/subscribers/self/user:{id}`: remove a follower of mine. */
export const removeFollower = async (userId: number): Promise<void> => {
  await apiRequest(`${CORE}/user_subscription/subscribers/self/${userSegment(userId)}`, { method: 'DELETE' })
}
