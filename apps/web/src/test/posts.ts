import type { FeedItem, FileDescriptor, Post } from '@nauka/contracts'

/** A post as the server answers it (contracts Post), active, by user `authorId`. */
export const postOf = (id: number, overrides: Partial<Post> = {}, authorId = 5): Post => ({
  id,
  uref: `302:${id}`,
  title: `Post ${id}`,
  text: `Text of post ${id}`,
  rAuthor: `202:${authorId}`,
  cStatus: '25:1',
  cCommentStatus: '108:1',
  publicationDate: new Date(Date.UTC(2026, 0, 1, 12, 0, 0) - id * 60_000).toISOString(),
  editDate: null,
  feed: 'user',
  topics: [],
  files: [],
  meta: { view_count: 3, comment_count: 2, reaction_count: 1 },
  myReaction: null,
  authorInfo: { rEntity: `202:${authorId}`, fullName: 'Ада Лавлейс', imageUrl: null },
  commentNtfStatus: true,
  link: `/userPost/${id}`,
  ...overrides,
})

/** A feed item carrying `post` (contracts FeedItem). */
export const feedItemOf = (post: Post, source = post.rAuthor): FeedItem => ({
  id: `post:${post.id}`,
  source,
  pubDate: post.publicationDate,
  body: post,
})

/** A stored file (contracts FileDescriptor). */
export const fileOf = (id: string, name: string, mime: string, size: number): FileDescriptor => ({
  id,
  name,
  mime,
  size,
  url: `/api/core/file/${id}`,
})
