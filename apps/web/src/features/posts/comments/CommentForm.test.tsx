import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '../../../test/fetchStub'
import { renderInApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { CommentForm } from './CommentForm'

const ID = '5e11a2b4-0c3d-4e5f-8a9b-abcdefabcdef'

describe('CommentForm', () => {
  it("shows the request's id under a send the server failed, to copy for a report (issue 19)", async () => {
    stubFetch({
      'POST /api/core/post/comment': {
        status: 500,
        body: {
          error: { code: 5000, textCode: 'internal_error', type: 'internal', message: 'x' },
          requestId: ID,
        },
      },
    })
    const user = setupUser()
    renderInApp(<CommentForm postId={5} up={null} label="Write a comment" />)
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'A remark')
    await user.click(screen.getByRole('button', { name: t('comments.form.send') }))

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(t('errors.5000'))).toBeTruthy()
    expect(within(alert).getByText(ID)).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: t('errors.requestId.copy') }))
    expect(await navigator.clipboard.readText()).toBe(ID)
  })
})
