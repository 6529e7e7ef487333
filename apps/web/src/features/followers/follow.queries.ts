import { Dictionary, type FollowPage, type FollowUpdate, type Profile, refId } from '@nauka/contracts'
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { profileKeys } from '../profile/profile.queries'
import { type FollowListKind, fetchFollowPage, removeFollower, updateFollows } from './follow.api'
import { appliedFollow, countersAfter, withRecord } from './model'

export const followKeys = {
  all: ['follows'] as const,
  list: (kind: FollowListKind, userId: number) => ['follows', kind, userId] as const,
}

/** SPEC 3, 9: followers or followings of a user, 20 a page, the next page while `hasMore`. */
export const useFollowList = (kind: FollowListKind, userId: number | null) =>
  useInfiniteQuery({
    queryKey: followKeys.list(kind, userId ?? 0),
    enabled: userId !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchFollowPage(kind, userId ?? 0, pageParam, signal),
    getNextPageParam: (last: FollowPage, pages) => (last.hasMore ? pages.length + 1 : undefined),
  })

type Lists = InfiniteData<FollowPage, number>

/** The viewer's relation to a user, shown at once on their profile and in every loaded list. */
const applyLocally = (client: ReturnType<typeof useQueryClient>, update: FollowUpdate) => {
  const userId = refId(update.rEntity, Dictionary.user)
  if (userId !== null) {
    client.setQueriesData<Profile>({ queryKey: profileKeys.user(userId) }, (profile) => {
      if (!profile) return profile
      const before = profile.mutualStates.out
      const after = appliedFollow(before, update)
      return {
        ...profile,
        blocked: after.blocked,
        mutualStates: { ...profile.mutualStates, out: after },
        meta: countersAfter(profile.meta, before, after),
      }
    })
  }
  client.setQueriesData<Lists>({ queryKey: followKeys.all }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({ ...page, elements: withRecord(page.elements, update) })),
        }
      : lists,
  )
}

/**
 * SPEC 4, 7: follow, unfollow, block or unblock one user (`PATCH /user_subscription`). The change
 * shows at once; afterwards both profiles' counters and the lists are read again.
 */
export const useFollowUpdate = (myId: number | null) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (update: FollowUpdate) => updateFollows([update]),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: profileKeys.all })
      applyLocally(client, update)
    },
    onSettled: async (_data, _error, update) => {
      const userId = refId(update.rEntity, Dictionary.user)
      await Promise.all([
        userId === null ? null : client.invalidateQueries({ queryKey: profileKeys.user(userId) }),
        myId === null ? null : client.invalidateQueries({ queryKey: profileKeys.user(myId) }),
        client.invalidateQueries({ queryKey: followKeys.all }),
      ])
    },
  })
}

/** SPEC 7: remove someone from my followers; my list and counters are read again. */
export const useRemoveFollower = (myId: number | null) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => removeFollower(userId),
    onSettled: async (_data, _error, userId) => {
      await Promise.all([
        myId === null ? null : client.invalidateQueries({ queryKey: profileKeys.user(myId) }),
        client.invalidateQueries({ queryKey: profileKeys.user(userId) }),
        client.invalidateQueries({ queryKey: followKeys.all }),
      ])
    },
  })
}
