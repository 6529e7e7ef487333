import type { CommentSort, CommentView, Post } from '@nauka/contracts'
import { createContext, useContext } from 'react'

/** What every comment of one thread needs to know: the post, the reader, the layout and the open reply form. */
export type ThreadContextValue = {
  post: Post
  /** The reader as a user reference (`"202:{id}"`), null while unknown. */
  myRef: string | null
  view: CommentView
  sort: CommentSort
  /** SPEC 6: whether the reader may comment and reply on this post. */
  mayComment: boolean
  /** The comment whose reply form is open (one at a time). */
  replyingTo: number | null
  setReplyingTo: (commentId: number | null) => void
}

export const ThreadContext = createContext<ThreadContextValue | null>(null)

export const useThread = (): ThreadContextValue => {
  const value = useContext(ThreadContext)
  if (!value) throw new Error('useThread outside a comment thread')
  return value
}
