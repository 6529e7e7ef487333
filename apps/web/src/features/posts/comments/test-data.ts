import { type Comment, type CommentPage, CommentPermission, type Post, PostStatus } from '@nauka/contracts'

/** Test data of the post page: a post and comments as the server answers them (contracts shapes). */

export const personOf = (id: number, fullName: string) => ({ rEntity: `202:${id}`, fullName, imageUrl: null })

export const postOf = (id: number, extra: Partial<Post> = {}): Post => ({
  id,
  uref: `302:${id}`,
  title: 'О радиоактивности',
  text: 'Новые элементы: полоний и радий.',
  rAuthor: '202:1',
  cStatus: PostStatus.Active,
  cCommentStatus: CommentPermission.Allow,
  publicationDate: '2030-01-01T10:00:00.000Z',
  editDate: null,
  feed: 'user',
  topics: [],
  files: [],
  meta: { view_count: 3, comment_count: 5, reaction_count: 1 },
  myReaction: null,
  authorInfo: personOf(1, 'Мария Кюри'),
  commentNtfStatus: true,
  link: `/userPost/${id}`,
  ...extra,
})

export const commentOf = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  rPost: '302:5',
  rAuthor: '202:2',
  up: null,
  text: `Комментарий ${id}`,
  cStatus: PostStatus.Active,
  publicationDate: `2030-01-01T11:00:${String(id).padStart(2, '0')}.000Z`,
  meta: { reaction_count: 0 },
  myReaction: null,
  authorInfo: personOf(2, 'Пьер Кюри'),
  replyTo: null,
  childCount: 0,
  lastChild: null,
  ...extra,
})

export const pageOf = (elements: Comment[], hasMore = false): CommentPage => ({
  count: elements.length,
  elements,
  hasMore,
})

/** A strip of a comment for `lastChild` (no children of its own). */
export const baseOf = ({ childCount: _count, lastChild: _last, ...base }: Comment) => base
