import {
  type FeedPage,
  PAGE_SIZE,
  type Post,
  type PostCreate,
  type PostPage,
  type PostUpdate,
  toFeedItem,
  userChannel,
} from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useAuthStore } from '../auth/auth.store'
import { setCommentNotifications } from '../notifications/notifications.api'
import { feedKeys } from './feed.keys'
import { createPost, deletePost, fetchOwnPosts, fetchPost, reactToPost, updatePost } from './posts.api'
import {
  changePostEverywhere,
  likeToggled,
  nextReaction,
  type PostChange,
  restore,
  withPostOnTop,
} from './posts.cache'

export const postKeys = {
  all: ['posts'] as const,
  detail: (postId: number) => ['posts', 'detail', postId] as const,
  /** Every reader's own publications (the prefix of `own`). */
  ownAll: ['posts', 'own'] as const,
  /** The reader's own publications (`POST /post/fetch`); persisted for offline reading. */
  own: (userId: number) => ['posts', 'own', userId] as const,
  /** Every group's posts (issue 18; the prefix of `group`). */
  groupAll: ['posts', 'group'] as const,
  /** A group's posts (`GET /groups/{id}/posts`); persisted for offline reading. */
  group: (groupId: number) => ['posts', 'group', groupId] as const,
}

const CACHE_KEYS = {
  detail: postKeys.detail,
  feed: feedKeys.lists,
  own: [postKeys.ownAll, postKeys.groupAll],
}

/**
 * Applies a change to every cached copy of a post (its page, the feed, the own publications).
 * For the socket's post updates (SPEC 4: an update when active, a delete otherwise).
 */
export const changeCachedPost = (client: QueryClient, postId: number, change: PostChange) =>
  changePostEverywhere(client, CACHE_KEYS, postId, change)

/** The feed and the own publications are read again (a post was published or deleted). */
const refreshLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: feedKeys.lists }),
    client.invalidateQueries({ queryKey: postKeys.ownAll }),
  ])

/** SPEC 7: one post; reading it counts a view for anyone but its author. */
export const usePost = (postId: number | null) =>
  useQuery({
    queryKey: postKeys.detail(postId ?? 0),
    enabled: postId !== null,
    queryFn: ({ signal }) => fetchPost(postId ?? 0, signal),
  })

/** The cursor of the page after `last`: its last post's date and id (ties broken by id). */
const nextOwnCursor = (last: PostPage) => {
  const tail = last.elements.at(-1)
  return last.hasMore && tail ? { sinceDateTime: tail.publicationDate, sinceId: tail.id } : undefined
}

type OwnCursor = { sinceDateTime: string; sinceId: number } | null

/** SPEC 2, 7, 9: the signed-in user's own publications, 20 a page, newest first. */
export const useOwnPosts = () => {
  const myId = useAuthStore((s) => s.userId)
  return useInfiniteQuery({
    queryKey: postKeys.own(myId ?? 0),
    enabled: myId !== null,
    // null, not undefined: the kept copy is JSON, which has no undefined (offline restore).
    initialPageParam: null as OwnCursor,
    queryFn: ({ pageParam, signal }) =>
      fetchOwnPosts({ pageSize: PAGE_SIZE.posts, ...(pageParam ?? {}) }, signal),
    getNextPageParam: nextOwnCursor,
  })
}

/**
 * SPEC 4, 7: publish a post (201). It goes on top of the author's feed at once (no page is read
 * again; the live feed does the same if the socket tells first); the own publications are read again.
 */
export const useCreatePost = () => {
  const client = useQueryClient()
  const myId = useAuthStore((s) => s.userId)
  return useMutation({
    mutationFn: (body: PostCreate) => createPost(body),
    onSuccess: async (post) => {
      client.setQueryData(postKeys.detail(post.id), post)
      if (myId !== null) {
        client.setQueryData<InfiniteData<FeedPage, unknown>>(feedKeys.list(myId), (data) =>
          withPostOnTop(data, toFeedItem(post, userChannel(myId))),
        )
      }
      await client.invalidateQueries({ queryKey: postKeys.ownAll })
    },
  })
}

/** SPEC 7: edit a post; every cached copy takes the server's answer. */
export const useUpdatePost = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: PostUpdate) => updatePost(body),
    onSuccess: (post) => {
      changeCachedPost(client, post.id, () => post)
    },
  })
}

/** SPEC 7: delete a post; it leaves every list at once. */
export const useDeletePost = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (postId: number) => deletePost(postId),
    onSuccess: async (_data, postId) => {
      changeCachedPost(client, postId, () => null)
      client.removeQueries({ queryKey: postKeys.detail(postId) })
      await refreshLists(client)
    },
  })
}

/**
 * Like a post or take the like back (the inverse of the reader's current reaction). The change
 * shows at once and is rolled back if the server refuses it.
 */
export const usePostReaction = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (post: Pick<Post, 'id' | 'myReaction'>) => reactToPost(post.id, nextReaction(post)),
    onMutate: async (post) => {
      await client.cancelQueries({ queryKey: postKeys.detail(post.id) })
      return { before: changeCachedPost(client, post.id, likeToggled) }
    },
    onError: (_error, _post, context) => {
      if (context) restore(client, context.before)
    },
    onSuccess: (post) => {
      changeCachedPost(client, post.id, () => post)
    },
  })
}

/**
 * The reader's "Notify me about new comments" switch of a post. The post shows the new value at
 * once (`commentNtfStatus`) and goes back if the server refuses.
 */
export const useCommentNotifications = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ post, value }: { post: Pick<Post, 'id' | 'uref'>; value: boolean }) =>
      setCommentNotifications(post.uref, value),
    onMutate: async ({ post, value }) => {
      const key = postKeys.detail(post.id)
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<Post>(key)
      if (before) client.setQueryData<Post>(key, { ...before, commentNtfStatus: value })
      return { before }
    },
    onError: (_error, { post }, context) => {
      if (context?.before) client.setQueryData(postKeys.detail(post.id), context.before)
    },
    onSuccess: (answer, { post }) => {
      client.setQueryData<Post>(postKeys.detail(post.id), (current) =>
        current ? { ...current, commentNtfStatus: answer } : current,
      )
    },
  })
}
