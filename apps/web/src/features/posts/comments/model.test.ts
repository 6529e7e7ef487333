import {
  type Comment,
  type CommentPage,
  CommentPermission,
  CommentSort,
  CommentView,
  PostStatus,
  Reaction,
  StatsTopic,
} from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import {
  applyCommentStats,
  canComment,
  canDeleteComment,
  forComment,
  hasReplies,
  isDeleted,
  likeReaction,
  MAX_VISUAL_DEPTH,
  mapCommentPages,
  nextCommentCursor,
  showsReplyTo,
  toggleLike,
  visualDepth,
} from './model'

const author = (id: number) => ({ rEntity: `202:${id}`, fullName: `User ${id}`, imageUrl: null })

const comment = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  rPost: '302:1',
  rAuthor: '202:2',
  up: null,
  text: `comment ${id}`,
  cStatus: PostStatus.Active,
  publicationDate: `2030-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
  meta: { reaction_count: 0 },
  myReaction: null,
  authorInfo: author(2),
  replyTo: null,
  childCount: 0,
  lastChild: null,
  ...extra,
})

const page = (elements: Comment[], hasMore: boolean): CommentPage => ({ count: 30, elements, hasMore })

describe('toggleLike', () => {
  it('likes a comment the reader has not liked and adds one to the count', () => {
    const liked = toggleLike(comment(1, { meta: { reaction_count: 2 } }))
    expect(liked.myReaction).toBe(Reaction.Like)
    expect(liked.meta.reaction_count).toBe(3)
  })

  it('takes the like back and subtracts one, never below zero', () => {
    const unliked = toggleLike(comment(1, { myReaction: Reaction.Like, meta: { reaction_count: 1 } }))
    expect(unliked.myReaction).toBeNull()
    expect(unliked.meta.reaction_count).toBe(0)
    expect(toggleLike(comment(1, { myReaction: Reaction.Like })).meta.reaction_count).toBe(0)
  })

  it('toggled twice is where it started', () => {
    const start = comment(1, { meta: { reaction_count: 5 } })
    expect(toggleLike(toggleLike(start))).toEqual(start)
  })

  it('sends "91:1" to like and "" to take the like back', () => {
    expect(likeReaction({ myReaction: null })).toBe('91:1')
    expect(likeReaction({ myReaction: Reaction.Like })).toBe('')
  })
})

describe('applyCommentStats', () => {
  const event = {
    topic: StatsTopic.CommentStats,
    postId: 1,
    commentId: 4,
    reaction_count: 7,
    childCount: 3,
  } as const

  it('takes the like count and, in the tree, the reply count of the named comment', () => {
    const next = applyCommentStats(comment(4, { childCount: 1 }), event, CommentView.Tree)
    expect(next.meta.reaction_count).toBe(7)
    expect(next.childCount).toBe(3)
  })

  it('keeps the second-level reply count, which counts replies at every depth', () => {
    const next = applyCommentStats(comment(4, { childCount: 9 }), event, CommentView.SecondLevel)
    expect(next.meta.reaction_count).toBe(7)
    expect(next.childCount).toBe(9)
  })

  it('leaves other comments alone', () => {
    const other = comment(5)
    expect(applyCommentStats(other, event, CommentView.Tree)).toBe(other)
  })
})

describe('mapCommentPages', () => {
  it('changes a comment in every page and in the latest-reply previews', () => {
    const preview = comment(9, { up: 1 })
    const data = {
      pages: [page([comment(1, { childCount: 1, lastChild: preview })], true), page([comment(9)], false)],
      pageParams: [{}, {}],
    }
    const next = mapCommentPages(data, forComment(9, toggleLike))
    expect(next.pages[0]?.elements[0]?.lastChild?.myReaction).toBe(Reaction.Like)
    expect(next.pages[1]?.elements[0]?.myReaction).toBe(Reaction.Like)
    expect(next.pages[0]?.elements[0]?.myReaction).toBeNull()
  })
})

describe('who may comment and delete', () => {
  const post = { rAuthor: '202:1', cCommentStatus: CommentPermission.Allow }
  const denied = { ...post, cCommentStatus: CommentPermission.Deny }

  it('lets anyone comment while comments are allowed', () => {
    expect(canComment(post, '202:2')).toBe(true)
  })

  it('refuses others when the author denied comments, but not the author', () => {
    expect(canComment(denied, '202:2')).toBe(false)
    expect(canComment(denied, null)).toBe(false)
    expect(canComment(denied, '202:1')).toBe(true)
  })

  it('lets the comment author and the post author delete, nobody else', () => {
    const mine = comment(1, { rAuthor: '202:2' })
    expect(canDeleteComment(mine, '202:1', '202:2')).toBe(true)
    expect(canDeleteComment(mine, '202:1', '202:1')).toBe(true)
    expect(canDeleteComment(mine, '202:1', '202:3')).toBe(false)
    expect(canDeleteComment(mine, '202:1', null)).toBe(false)
  })

  it('offers no delete for a comment already deleted', () => {
    const gone = comment(1, { cStatus: PostStatus.Inactive })
    expect(isDeleted(gone)).toBe(true)
    expect(canDeleteComment(gone, '202:2', '202:2')).toBe(false)
  })
})

describe('nextCommentCursor', () => {
  it('continues in order after the last comment’s date and id', () => {
    const last = page([comment(1), comment(2)], true)
    expect(nextCommentCursor(last, [last], CommentSort.InOrder)).toEqual({
      sinceDateTime: '2030-01-01T00:00:02.000Z',
      sinceId: 2,
    })
  })

  it('continues popular comments after the number already loaded', () => {
    const first = page([comment(1), comment(2)], true)
    const second = page([comment(3)], true)
    expect(nextCommentCursor(second, [first, second], CommentSort.Popular)).toEqual({ offset: 3 })
  })

  it('stops when the server says there is no more', () => {
    const last = page([comment(1)], false)
    expect(nextCommentCursor(last, [last], CommentSort.InOrder)).toBeUndefined()
    expect(nextCommentCursor(page([], true), [], CommentSort.InOrder)).toBeUndefined()
  })
})

describe('layout of replies', () => {
  it('indents up to the maximum depth, then keeps deeper replies at it', () => {
    expect(visualDepth(0)).toBe(0)
    expect(visualDepth(2)).toBe(2)
    expect(visualDepth(MAX_VISUAL_DEPTH + 3)).toBe(MAX_VISUAL_DEPTH)
  })

  it('names whom a reply answers in the flat views, and in the tree once indentation stops', () => {
    expect(showsReplyTo(CommentView.Linear, 0)).toBe(true)
    expect(showsReplyTo(CommentView.SecondLevel, 1)).toBe(true)
    expect(showsReplyTo(CommentView.Tree, 1)).toBe(false)
    expect(showsReplyTo(CommentView.Tree, MAX_VISUAL_DEPTH + 1)).toBe(true)
  })

  it('opens replies at every depth of the tree, only under first-level comments in two levels, never in the list', () => {
    const parent = comment(1, { childCount: 2 })
    expect(hasReplies(CommentView.Tree, parent, 3)).toBe(true)
    expect(hasReplies(CommentView.SecondLevel, parent, 0)).toBe(true)
    expect(hasReplies(CommentView.SecondLevel, parent, 1)).toBe(false)
    expect(hasReplies(CommentView.Linear, parent, 0)).toBe(false)
    expect(hasReplies(CommentView.Tree, comment(2), 0)).toBe(false)
  })
})
