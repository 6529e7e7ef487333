import { type CommentPermission, DEFAULT_COMMENT_PERMISSION, FeedKind, type Post } from '@nauka/contracts'

/** What the editor's fields hold; the contracts' PostCreate / PostUpdate check it. */
export type PostDraft = {
  title: string
  text: string
  cCommentStatus: CommentPermission
  topics: string[]
  feed: FeedKind
}

/** A new post's fields, or those of the post being edited. */
export const draftOf = (post?: Post | null): PostDraft =>
  post
    ? {
        title: post.title,
        text: post.text,
        cCommentStatus: post.cCommentStatus,
        topics: [...post.topics],
        feed: post.feed,
      }
    : { title: '', text: '', cCommentStatus: DEFAULT_COMMENT_PERMISSION, topics: [], feed: FeedKind.User }

/** The input of `POST /post` (files are added at publishing, once uploaded). */
export const createInput = (draft: PostDraft) => ({ ...draft, files: [] as string[] })

/** The input of `PATCH /post`: the fields an author may change (the feed stays). */
export const updateInput = (postId: number) => (draft: PostDraft) => ({
  id: postId,
  title: draft.title,
  text: draft.text,
  cCommentStatus: draft.cCommentStatus,
  topics: draft.topics,
})
