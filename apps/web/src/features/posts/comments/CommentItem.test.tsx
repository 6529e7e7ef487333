import { CommentSort, CommentView } from '@nauka/contracts'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/renderApp'
import { CommentItem } from './CommentItem'
import { commentOf, postOf } from './test-data'
import { ThreadContext } from './thread-context'

describe('CommentItem', () => {
  it("makes the addresses of a comment's text links", async () => {
    renderInApp(
      <ThreadContext.Provider
        value={{
          post: postOf(5),
          myRef: '202:9',
          view: CommentView.Tree,
          sort: CommentSort.InOrder,
          mayComment: true,
          replyingTo: null,
          setReplyingTo: () => {},
        }}
      >
        <CommentItem comment={commentOf(1, { text: 'Полный текст: https://example.org/paper!' })} depth={0} />
      </ThreadContext.Provider>,
    )
    const link = await screen.findByRole('link', { name: 'https://example.org/paper' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
  })
})
