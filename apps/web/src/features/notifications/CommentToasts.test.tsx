import { NotificationKind } from '@nauka/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { commentOf, pageOf, postOf } from '../posts/comments/test-data'

const ME = 2
const VIEWED = 5
const OTHER = 6

const notification = (postId: number, commentId: number, postTitle: string) => ({
  kind: NotificationKind.CommentReply,
  postId,
  postTitle,
  commentId,
  rAuthor: '202:3',
  authorName: 'Ада Лавлейс',
  authorNameEn: null,
  excerpt: `Ответ ${commentId}`,
  date: '2030-01-01T12:00:00.000Z',
})

beforeEach(() => {
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    [`GET /api/core/post/${VIEWED}`]: { body: postOf(VIEWED) },
    'POST /api/core/post/comment/fetch': { body: pageOf([commentOf(1)]) },
  })
})

/** The viewed post's page, listening for notifications on a connected socket. */
async function onViewedPost() {
  await renderApp({ path: `/userPost/${VIEWED}`, locale: 'ru' })
  await screen.findByRole('list', { name: t('comments.list') })
  await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
  act(() => fakeSocket.connect())
}

describe('comment toasts on the post being read', () => {
  it('never shows a toast about the post on screen (its comments arrive live there)', async () => {
    await onViewedPost()
    act(() => {
      fakeSocket.send('ntf', notification(VIEWED, 41, 'О радиоактивности'))
      fakeSocket.send('ntf', notification(OTHER, 42, 'О полонии'))
    })
    // The second toast shows, so the first had its chance and stayed silent.
    expect(await screen.findByText('Ответ 42')).toBeTruthy()
    expect(screen.queryByText('Ответ 41')).toBeNull()
  })
})

describe('comment toasts and other notifications', () => {
  it('shows no comment toast for a notification of another kind (a new publication)', async () => {
    await onViewedPost()
    act(() => {
      fakeSocket.send('ntf', {
        kind: NotificationKind.NewPublication,
        publicationId: '00000000-0000-4000-8000-000000000001',
        title: 'О свойствах радия',
        link: '/publication/00000000-0000-4000-8000-000000000001',
        rAuthor: '202:4',
        authorName: 'Ирен Жолио-Кюри',
        authorNameEn: null,
        date: '2030-01-01T12:00:00.000Z',
      })
      fakeSocket.send('ntf', notification(OTHER, 43, 'О полонии'))
    })
    // The comment toast shows, so the publication's had its chance and made no comment toast.
    expect(await screen.findByText('Ответ 43')).toBeTruthy()
    // The publication has a toast of its own; no comment wording names its author.
    expect(screen.queryByText(/Жолио.*(прокомментировал|ответил)/)).toBeNull()
  })
})
