import { NotificationKind } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { commentToastKey, commentToastText } from './model'

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
