import { NotificationKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { commentToastKey, commentToastText, followerIdOf, followerToastKey } from './model'

describe('comment toasts', () => {
  it('says who commented on which post', () => {
    expect(
      commentToastText(
        { kind: NotificationKind.PostComment, authorName: 'Pierre', postTitle: 'Radium' },
        'No name',
      ),
    ).toEqual({ key: 'notifications.comment.post', values: { name: 'Pierre', title: 'Radium' } })
  })

  it('says a reply is a reply, and names an author without a name by the fallback', () => {
    expect(
      commentToastText(
        { kind: NotificationKind.CommentReply, authorName: '  ', postTitle: 'Radium' },
        'No name',
      ),
    ).toEqual({ key: 'notifications.comment.reply', values: { name: 'No name', title: 'Radium' } })
  })

  it('gives one toast per comment', () => {
    expect(commentToastKey({ commentId: 3 })).toBe(commentToastKey({ commentId: 3 }))
    expect(commentToastKey({ commentId: 3 })).not.toBe(commentToastKey({ commentId: 4 }))
  })
})

describe('follower toasts', () => {
  it('reads the follower from the user reference, and nothing from another kind of reference', () => {
    expect(followerIdOf({ rAuthor: '202:5' })).toBe(5)
    expect(followerIdOf({ rAuthor: '302:5' })).toBeNull()
    expect(followerIdOf({ rAuthor: 'junk' })).toBeNull()
  })

  it('gives one toast per follow, and another for a later follow by the same person', () => {
    const first = { rAuthor: '202:5', date: '2030-01-01T12:00:00.000Z' }
    expect(followerToastKey(first)).toBe(followerToastKey({ ...first }))
    expect(followerToastKey(first)).not.toBe(followerToastKey({ ...first, date: '2030-01-02T12:00:00.000Z' }))
  })
})
