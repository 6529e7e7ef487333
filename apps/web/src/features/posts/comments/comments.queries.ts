import {
  type CommentBase,
  type CommentCreate,
  type CommentPage,
  type CommentSort,
  type CommentView,
  PAGE_SIZE,
} from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { postKeys } from '../posts.queries'
import { createComment, deleteComment, fetchComments, reactToComment } from './comments.api'
import {
  type CommentCursor,
  forComment,
  likeReaction,
  mapCommentPages,
  nextCommentCursor,
  toggleLike,
} from './model'

export const commentKeys = {
  all: ['comments'] as const,
  /** Every list of one post's comments, in every view and order. */
  post: (postId: number) => ['comments', postId] as const,
  /** Every list of one post's comments in one view. */
  view: (postId: number, view: CommentView) => ['comments', postId, view] as const,
  /** One list: the first level (`up` null) or the replies of one comment. */
  list: (postId: number, view: CommentView, sort: CommentSort, up: number | null) =>
    ['comments', postId, view, sort, up ?? 0] as const,
}

export type CommentListQuery = {
  postId: number
  view: CommentView
  sort: CommentSort
  /** Whose replies; null for the comments on the post itself. */
  up: number | null
  enabled?: boolean
}

/** SPEC 3, 7, 9: comments of a post (or replies of a comment) in a view and order, 10 a page. */
export const useCommentList = ({ postId, view, sort, up, enabled = true }: CommentListQuery) =>
  useInfiniteQuery({
    queryKey: commentKeys.list(postId, view, sort, up),
    enabled,
    initialPageParam: {} as CommentCursor,
    queryFn: ({ pageParam, signal }) =>
      fetchComments(
        { postId, view, mode: sort, up: up ?? undefined, pageSize: PAGE_SIZE.comments, ...pageParam },
        signal,
      ),
    getNextPageParam: (last: CommentPage, pages: CommentPage[]) => nextCommentCursor(last, pages, sort),
  })

type Lists = InfiniteData<CommentPage, unknown>

/**
 * Applies a change to one comment wherever it is loaded under `lists` (by default every view,
 * order and reply list of the post). Returns what was there before, for a rollback.
 */
export const changeCachedComment = (
  client: QueryClient,
  lists: QueryKey,
  commentId: number,
  change: <C extends CommentBase>(comment: C) => C,
): Array<[QueryKey, unknown]> => {
  const before = client.getQueriesData({ queryKey: lists })
  client.setQueriesData<Lists>({ queryKey: lists }, (data) =>
    data?.pages ? mapCommentPages(data, forComment(commentId, change)) : data,
  )
  return before
}

/** After a new or deleted comment: the post's lists and its counters are read again. */
const refreshThread = (client: QueryClient, postId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
    client.invalidateQueries({ queryKey: postKeys.detail(postId) }),
  ])

/** SPEC 7: write a comment or a reply; the thread is read again. */
export const useCreateComment = (postId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CommentCreate) => createComment(body),
    onSuccess: () => refreshThread(client, postId),
  })
}

/** SPEC 7: delete a comment (one's own, or any under one's own post). */
export const useDeleteComment = (postId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: () => refreshThread(client, postId),
  })
}

/**
 * SPEC 4: like a comment or take the like back. The toggle shows at once (`toggleLike`) and is
 * rolled back if the server refuses it; the live `commentStats` then brings everyone's count.
 */
export const useCommentReaction = (postId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (comment: Pick<CommentBase, 'id' | 'myReaction'>) =>
      reactToComment(comment.id, likeReaction(comment)),
    onMutate: async (comment) => {
      await client.cancelQueries({ queryKey: commentKeys.post(postId) })
      return { before: changeCachedComment(client, commentKeys.post(postId), comment.id, toggleLike) }
    },
    onError: (_error, _comment, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data)
    },
    // The server's count includes everyone's likes; the reply count is left to each view's lists.
    onSuccess: (answer) => {
      changeCachedComment(client, commentKeys.post(postId), answer.id, (comment) => ({
        ...comment,
        myReaction: answer.myReaction,
        meta: answer.meta,
      }))
    },
  })
}
