import {
  type Group,
  type GroupCard,
  type GroupCreate,
  type GroupMemberStatus,
  type GroupMembership,
  type GroupMemberUpdate,
  type GroupPage,
  type GroupPostCreate,
  type GroupUpdate,
  PAGE_SIZE,
  type Post,
  type PostPage,
} from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '../../api/api'
import { feedKeys } from '../posts/feed.keys'
import { postKeys } from '../posts/posts.queries'
import { nextFetchPage } from '../publications/model'
import { type GroupFilters, groupKeys } from './groups.keys'
import { withMembership } from './model'

const nextPage = <P extends { hasMore: boolean }>(last: P, pages: readonly P[]) =>
  last.hasMore ? pages.length + 1 : undefined

/** `GET /groups`: by name and area, or the reader's own, 20 a page. */
export const useGroupList = (filters: GroupFilters) =>
  useInfiniteQuery({
    queryKey: groupKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.groups.list({ query: { ...filters, page: pageParam, pageSize: PAGE_SIZE.groups }, signal }),
    getNextPageParam: nextPage<GroupPage>,
  })

/** `GET /groups/{id}`: a hidden group answers 404 to those it does not know. */
export const useGroup = (groupId: number | null) =>
  useQuery({
    queryKey: groupKeys.detail(groupId ?? 0),
    enabled: groupId !== null,
    queryFn: ({ signal }) => api.groups.get({ params: { id: groupId ?? 0 }, signal }),
  })

/** The lists and the page that show a group, and the feed its posts may join or leave. */
const refreshAround = (client: QueryClient, groupId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: groupKeys.lists }),
    client.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
    client.invalidateQueries({ queryKey: groupKeys.membersAll(groupId) }),
    client.invalidateQueries({ queryKey: feedKeys.all }),
  ])

/** `POST /groups` (201): the creator is its owner; the page takes the answer at once. */
export const useCreateGroup = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GroupCreate) => api.groups.create({ body }),
    onSuccess: async (group: Group) => {
      client.setQueryData(groupKeys.detail(group.id), group)
      await client.invalidateQueries({ queryKey: groupKeys.lists })
    },
  })
}

/** `PATCH /groups/{id}`: what was sent changes; the page takes the answer. */
export const useUpdateGroup = (groupId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GroupUpdate) => api.groups.update({ params: { id: groupId }, body }),
    onSuccess: async (group: Group) => {
      client.setQueryData(groupKeys.detail(group.id), group)
      await client.invalidateQueries({ queryKey: groupKeys.lists })
    },
  })
}

/** `DELETE /groups/{id}` (the owner): it leaves every list. */
export const useDeleteGroup = (groupId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.groups.remove({ params: { id: groupId } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: groupKeys.detail(groupId) })
      await Promise.all([
        client.invalidateQueries({ queryKey: groupKeys.lists }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ])
    },
  })
}

/** The reader's own moves: join (or accept, or ask), leave (or withdraw, or decline), follow, unfollow. */
export type MembershipMove = 'join' | 'leave' | 'follow' | 'unfollow'

const move = (kind: MembershipMove, id: number): Promise<GroupMembership> => {
  const params = { params: { id } }
  if (kind === 'join') return api.groups.join(params)
  if (kind === 'leave') return api.groups.leave(params)
  return kind === 'follow' ? api.groups.follow(params) : api.groups.unfollow(params)
}

type Lists = InfiniteData<GroupPage, number>

/** The reader's place in one group, wherever a copy of it is cached. */
const applyMembership = (client: QueryClient, groupId: number, me: GroupMembership) => {
  client.setQueryData<Group>(groupKeys.detail(groupId), (group) =>
    group ? withMembership(group, me) : group,
  )
  client.setQueriesData<Lists>({ queryKey: groupKeys.lists }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            elements: page.elements.map((card: GroupCard) =>
              card.id === groupId ? withMembership(card, me) : card,
            ),
          })),
        }
      : lists,
  )
}

/**
 * `POST /groups/{id}/join|leave`, `PUT|DELETE /groups/{id}/follow`: the answer shows at once in
 * the page and the lists; then they are read again (the chat, counts) and so is the feed, which
 * gains or loses the group's channel.
 */
export const useMembershipMove = (groupId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (kind: MembershipMove) => move(kind, groupId),
    onSuccess: async (me) => {
      applyMembership(client, groupId, me)
      await refreshAround(client, groupId)
    },
  })
}

/** `GET /groups/{id}/members`: members, or (for moderators) requests or invitations, 20 a page. */
export const useGroupMembers = (groupId: number, status: GroupMemberStatus, query = '', enabled = true) =>
  useInfiniteQuery({
    queryKey: groupKeys.members(groupId, status, query),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.groups.members({
        params: { id: groupId },
        query: { status, query: query || undefined, page: pageParam, pageSize: PAGE_SIZE.groups },
        signal,
      }),
    getNextPageParam: (last, pages) => nextPage(last, pages),
  })

/** A moderator's or the owner's change of someone: approve a request, a role, a removal, invitations. */
export const useMemberChanges = (groupId: number) => {
  const client = useQueryClient()
  const settled = () => refreshAround(client, groupId)
  const update = useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: GroupMemberUpdate }) =>
      api.groups.updateMember({ params: { id: groupId, userId }, body }),
    onSettled: settled,
  })
  const remove = useMutation({
    mutationFn: (userId: number) => api.groups.removeMember({ params: { id: groupId, userId } }),
    onSettled: settled,
  })
  const invite = useMutation({
    mutationFn: (users: number[]) => api.groups.invite({ params: { id: groupId }, body: { users } }),
    onSettled: settled,
  })
  return { update, remove, invite }
}

/** `GET /groups/{id}/posts`: newest first, 20 a page; kept with the posts so a like shows here too. */
export const useGroupPosts = (groupId: number) =>
  useInfiniteQuery({
    queryKey: postKeys.group(groupId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.groups.posts({
        params: { id: groupId },
        query: { page: pageParam, pageSize: PAGE_SIZE.posts },
        signal,
      }),
    getNextPageParam: nextPage<PostPage>,
  })

type PostLists = InfiniteData<PostPage, number>

/** `POST /groups/{id}/posts` (201): the post goes on top of the group's posts; the feed is read again. */
export const useCreateGroupPost = (groupId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GroupPostCreate) => api.groups.createPost({ params: { id: groupId }, body }),
    onSuccess: async (post: Post) => {
      client.setQueryData<PostLists>(postKeys.group(groupId), (data) => {
        const [first, ...rest] = data?.pages ?? []
        if (!data || !first) return data
        const page = { ...first, count: first.count + 1, elements: [post, ...first.elements] }
        return { ...data, pages: [page, ...rest] }
      })
      await client.invalidateQueries({ queryKey: feedKeys.lists })
    },
  })
}

/** `GET /groups/{id}/publications`: the items members attached, a page at a time. */
export const useGroupPublications = (groupId: number) =>
  useInfiniteQuery({
    queryKey: groupKeys.publications(groupId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.groups.publications({
        params: { id: groupId },
        query: { page: pageParam, pageSize: PAGE_SIZE.groups },
        signal,
      }),
    getNextPageParam: (_last, pages) => nextFetchPage(pages),
  })

/** A member attaches one of their publications, or takes one off; the list is read again. */
export const usePublicationChanges = (groupId: number) => {
  const client = useQueryClient()
  const settled = () => client.invalidateQueries({ queryKey: groupKeys.publications(groupId) })
  const attach = useMutation({
    mutationFn: (publicationId: string) =>
      api.groups.attachPublication({ params: { id: groupId }, body: { publicationId } }),
    onSettled: settled,
  })
  const detach = useMutation({
    mutationFn: (publicationId: string) =>
      api.groups.detachPublication({ params: { id: groupId, publicationId } }),
    onSettled: settled,
  })
  return { attach, detach }
}
