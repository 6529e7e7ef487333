import type { Post } from '@nauka/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '../posts/posts.queries'
import { setCommentNotifications } from './notifications.api'

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
