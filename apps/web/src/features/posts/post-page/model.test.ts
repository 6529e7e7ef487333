import { CommentPermission, type Post, PostStatus, StatsTopic } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { postCommentsPath } from '../../../shared/paths'
import {
  applyPostStats,
  applyPostUpdate,
  isPostDeleted,
  markedDeleted,
  nextCommentPermission,
  wantsComments,
} from './model'

const post: Post = {
  id: 5,
  uref: '302:5',
  title: 'Radioactivity',
  text: 'On new elements',
  rAuthor: '202:1',
  cStatus: PostStatus.Active,
  cCommentStatus: CommentPermission.Allow,
  publicationDate: '2030-01-01T00:00:00.000Z',
  editDate: null,
  feed: 'user',
  topics: [],
  files: [],
  meta: { view_count: 1, comment_count: 0, reaction_count: 0 },
  myReaction: null,
  authorInfo: { rEntity: '202:1', fullName: 'Marie Curie', imageUrl: null },
  commentNtfStatus: true,
  link: '/userPost/5',
}

const changes = {
  title: 'Polonium',
  text: 'Named after Poland',
  cCommentStatus: CommentPermission.Deny,
  files: [],
  topics: [],
  editDate: '2030-01-02T00:00:00.000Z',
}

describe('applyPostUpdate', () => {
  it('merges the changes of an active (25:1) update', () => {
    const next = applyPostUpdate(post, {
      topic: StatsTopic.PostUpdate,
      postId: 5,
      cStatus: PostStatus.Active,
      changes,
    })
    expect(next).toEqual({ ...post, ...changes })
  })

  it('keeps the reader’s own fields (like, notifications) through an update', () => {
    const mine = { ...post, myReaction: '91:1' as const, commentNtfStatus: false }
    const next = applyPostUpdate(mine, {
      topic: StatsTopic.PostUpdate,
      postId: 5,
      cStatus: PostStatus.Active,
      changes,
    })
    expect(next).toMatchObject({ myReaction: '91:1', commentNtfStatus: false, title: 'Polonium' })
  })

  it('treats any other status as a delete', () => {
    expect(
      applyPostUpdate(post, {
        topic: StatsTopic.PostUpdate,
        postId: 5,
        cStatus: PostStatus.Inactive,
        changes: null,
      }),
    ).toBe('deleted')
  })

  it('ignores an update of another post', () => {
    expect(
      applyPostUpdate(post, {
        topic: StatsTopic.PostUpdate,
        postId: 6,
        cStatus: PostStatus.Inactive,
        changes: null,
      }),
    ).toBe(post)
  })
})

describe('applyPostStats', () => {
  it('takes the counters of its post only', () => {
    const meta = { view_count: 9, comment_count: 4, reaction_count: 2 }
    expect(applyPostStats(post, { topic: StatsTopic.PostStats, postId: 5, meta }).meta).toEqual(meta)
    expect(applyPostStats(post, { topic: StatsTopic.PostStats, postId: 6, meta })).toBe(post)
  })
})

describe('the post page', () => {
  it('marks a post deleted', () => {
    expect(isPostDeleted(post)).toBe(false)
    expect(isPostDeleted(markedDeleted(post))).toBe(true)
  })

  it('switches comments to the inverse of the current permission', () => {
    expect(nextCommentPermission(post)).toBe('108:0')
    expect(nextCommentPermission({ cCommentStatus: CommentPermission.Deny })).toBe('108:1')
  })

  it('links to the comments with a hint the page understands', () => {
    const url = new URL(postCommentsPath(5), 'http://localhost')
    expect(url.pathname).toBe('/userPost/5')
    expect(wantsComments(url.search, url.hash)).toBe(true)
    expect(wantsComments('', '#comments')).toBe(true)
    expect(wantsComments('', '')).toBe(false)
  })
})
