import { describe, expect, it } from 'vitest'
import { Dictionary } from './dictionaries'
import {
  CommentPermission,
  CommentSort,
  CommentView,
  DEFAULT_COMMENT_PERMISSION,
  DEFAULT_COMMENT_VIEW,
  PostStatus,
  Reaction,
} from './post-constants'
import { refId } from './references'

describe('post and comment codes', () => {
  it('marks an active post 25:1 and an inactive one 25:6', () => {
    expect(PostStatus).toEqual({ Active: '25:1', Inactive: '25:6' })
    expect(refId(PostStatus.Active, Dictionary.postStatus)).toBe(1)
  })

  it('codes comment permission as 108:0 deny and 108:1 allow', () => {
    expect(CommentPermission).toEqual({ Deny: '108:0', Allow: '108:1' })
  })

  it('allows comments by default', () => {
    expect(DEFAULT_COMMENT_PERMISSION).toBe('108:1')
  })

  it('codes a like as 91:1', () => {
    expect(Reaction.Like).toBe('91:1')
  })

  it('offers linear, tree and second_level views, tree by default', () => {
    expect(Object.values(CommentView)).toEqual(['linear', 'tree', 'second_level'])
    expect(DEFAULT_COMMENT_VIEW).toBe('tree')
  })

  it('sorts comments by popular or in_order', () => {
    expect(Object.values(CommentSort)).toEqual(['popular', 'in_order'])
  })
})
