import { CommentView } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { commentLayout, commentOrder } from './comments.layout'
import { canComment, canDeleteComment, canReactToComment, isListed } from './comments.policy'
import { COMMENT_ACTIVE, COMMENT_DELETED } from './comments.queries'
import { COMMENTS_ALLOWED, COMMENTS_DENIED } from './posts.present'

const AUTHOR = { id: 1 }
const OTHER = { id: 2 }
const THIRD = { id: 3 }

describe('canComment', () => {
  it('lets anyone comment unless the author denied comments; the author always', () => {
    expect(canComment(OTHER, { authorId: AUTHOR.id, commentPermission: COMMENTS_ALLOWED })).toBe(true)
    expect(canComment(OTHER, { authorId: AUTHOR.id, commentPermission: COMMENTS_DENIED })).toBe(false)
    expect(canComment(AUTHOR, { authorId: AUTHOR.id, commentPermission: COMMENTS_DENIED })).toBe(true)
  })
})

describe('canDeleteComment', () => {
  const post = { authorId: AUTHOR.id, commentPermission: COMMENTS_ALLOWED }
  it("lets the comment's author and the post's author delete it, nobody else", () => {
    const comment = { authorId: OTHER.id }
    expect(canDeleteComment(OTHER, comment, post)).toBe(true)
    expect(canDeleteComment(AUTHOR, comment, post)).toBe(true)
    expect(canDeleteComment(THIRD, comment, post)).toBe(false)
  })
})

describe('isListed and canReactToComment', () => {
  it('lists active comments, and deleted ones only while replies hang under them', () => {
    expect(isListed({ status: COMMENT_ACTIVE, childCount: 0 })).toBe(true)
    expect(isListed({ status: COMMENT_DELETED, childCount: 2 })).toBe(true)
    expect(isListed({ status: COMMENT_DELETED, childCount: 0 })).toBe(false)
  })
  it('takes likes on active comments only', () => {
    expect(canReactToComment({ status: COMMENT_ACTIVE })).toBe(true)
    expect(canReactToComment({ status: COMMENT_DELETED })).toBe(false)
  })
})

describe('commentLayout', () => {
  const root = { id: 10, parentId: null, childCount: 2, descendantCount: 5 }
  const reply = { id: 11, parentId: 10, childCount: 1, descendantCount: 0 }

  it('reads every comment of the post flat in the linear view, and refuses `up` there', () => {
    expect(commentLayout(CommentView.Linear, 7, null)).toEqual({
      scope: { kind: 'post', postId: 7 },
      children: 'none',
      storedCount: null,
    })
    expect(commentLayout(CommentView.Linear, 7, root)).toBe('posts.comments.upInLinear')
  })

  it('reads the first level or the direct replies in the tree view, counting direct replies', () => {
    expect(commentLayout(CommentView.Tree, 7, null)).toEqual({
      scope: { kind: 'roots', postId: 7 },
      children: 'direct',
      storedCount: null,
    })
    expect(commentLayout(CommentView.Tree, 7, reply)).toEqual({
      scope: { kind: 'replies', parentId: 11 },
      children: 'direct',
      storedCount: 1,
    })
  })

  it('reads the first level with whole threads counted, or one thread flat, in the second-level view', () => {
    expect(commentLayout(CommentView.SecondLevel, 7, null)).toEqual({
      scope: { kind: 'roots', postId: 7 },
      children: 'thread',
      storedCount: null,
    })
    expect(commentLayout(CommentView.SecondLevel, 7, root)).toEqual({
      scope: { kind: 'thread', rootId: 10 },
      children: 'none',
      storedCount: 5,
    })
    expect(commentLayout(CommentView.SecondLevel, 7, reply)).toBe('posts.comments.notFirstLevel')
  })
})

describe('commentOrder', () => {
  it('pages in order by date and id, and popular by offset', () => {
    expect(commentOrder({ mode: 'in_order', asc: false, sinceDateTime: 'x', sinceId: 3 })).toEqual({
      sort: 'in_order',
      asc: false,
      sinceDateTime: 'x',
      sinceId: 3,
    })
    expect(commentOrder({ mode: 'popular', asc: true })).toEqual({ sort: 'popular', offset: 0 })
    expect(commentOrder({ mode: 'popular', asc: true, offset: 20 })).toEqual({ sort: 'popular', offset: 20 })
  })
})
