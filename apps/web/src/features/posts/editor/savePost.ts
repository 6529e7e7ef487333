import type { Post, PostUpdate } from '@nauka/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchPost, linkPostFiles, unlinkPostFiles, updatePost } from '../posts.api'
import { changeCachedPost } from '../posts.queries'

export type PostEdits = {
  update: PostUpdate
  /** New uploads to attach (`POST /s/post/{id}/file_default/link`). */
  link: string[]
  /** Attached files the author removed (`DELETE /s/post/{id}/unlink`); they are deleted too. */
  unlink: string[]
}

/**
 * SPEC 7: saving an edited post: its fields (`PATCH /post`), then the files. Removed files go
 * first, so replacing files never counts old and new together against the limits (SPEC 5).
 */
export const savePostEdits = async ({ update, link, unlink }: PostEdits): Promise<Post> => {
  const postId = Number(update.id)
  const saved = await updatePost(update)
  if (unlink.length > 0) await unlinkPostFiles(postId, { files: unlink, deleteFiles: true })
  if (link.length > 0) await linkPostFiles(postId, { files: link })
  return link.length > 0 || unlink.length > 0 ? fetchPost(postId) : saved
}

/** Saves an edited post; every cached copy (its page, the feed, the own list) takes the result. */
export const useSavePostEdits = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePostEdits,
    onSuccess: (post) => {
      changeCachedPost(client, post.id, () => post)
    },
  })
}
