import { NotificationKind, PostStatus, StatsTopic } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../../test/fetchStub'
import { renderApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { useAuthStore } from '../../auth/auth.store'
import { commentOf, pageOf, postOf } from '../comments/test-data'

const ME = 2
const POST = 5

const stubPage = () =>
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    [`GET /api/core/post/${POST}`]: { body: postOf(POST) },
    'POST /api/core/post/comment/fetch': { body: pageOf([commentOf(1), commentOf(2)]) },
  })

const social = () => fakeSocket.sent('social').map((entry) => entry.payload)

describe('the post page over the socket', () => {
  it('joins the post’s statistics, counts a view, and applies live counters, edits and deletes', async () => {
    stubPage()
    await renderApp({ path: `/userPost/${POST}` })
    await screen.findByRole('list', { name: t('comments.list') })
    await waitFor(() => expect(fakeSocket.listening('social')).toBe(true))
    act(() => fakeSocket.connect())
    expect(social()).toEqual([
      { type: 'subStats', postIds: [POST] },
      { type: 'view', postId: POST },
    ])

    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostStats,
        postId: POST,
        meta: { view_count: 10, comment_count: 5, reaction_count: 4 },
      }),
    )
    expect(await screen.findByRole('img', { name: t('feed.post.views', { count: 10 }) })).toBeTruthy()

    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.CommentStats,
        postId: POST,
        commentId: 2,
        reaction_count: 6,
        childCount: 0,
      }),
    )
    const second = document.querySelector('article[data-comment-id="2"]') as HTMLElement
    expect(await within(second).findByRole('button', { name: t('comments.like', { count: 6 }) })).toBeTruthy()

    // SPEC 4: an active update brings the changes...
    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostUpdate,
        postId: POST,
        cStatus: PostStatus.Active,
        changes: {
          title: 'О полонии',
          text: 'Исправленный текст',
          cCommentStatus: '108:1',
          files: [],
          topics: [],
          editDate: '2030-01-02T00:00:00.000Z',
        },
      }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'О полонии' })).toBeTruthy()
    // ...another post's events change nothing here...
    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostUpdate,
        postId: 77,
        cStatus: PostStatus.Inactive,
        changes: null,
      }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'О полонии' })).toBeTruthy()
    // ...and any other status is a delete.
    act(() =>
      fakeSocket.send('social', {
        topic: StatsTopic.PostUpdate,
        postId: POST,
        cStatus: PostStatus.Inactive,
        changes: null,
      }),
    )
    expect(await screen.findByText(t('post.deleted.title'))).toBeTruthy()
  })

  it('joins again after a reconnection and leaves when the reader goes elsewhere', async () => {
    const user = setupUser()
    stubPage()
    await renderApp({ path: `/userPost/${POST}` })
    await screen.findByRole('list', { name: t('comments.list') })
    await waitFor(() => expect(fakeSocket.listening('social')).toBe(true))
    act(() => fakeSocket.connect())
    act(() => fakeSocket.connect())
    expect(social().filter((e) => (e as { type: string }).type === 'subStats')).toHaveLength(2)
    await user.click(screen.getAllByRole('link', { name: t('post.toFeed') })[0] as HTMLElement)
    await waitFor(() => expect(social().at(-1)).toEqual({ type: 'unsubStats', postIds: [POST] }))
  })
})

describe('the connection', () => {
  it('opens when the user is signed in and closes when they sign out', async () => {
    stubPage()
    await renderApp({ path: '/events' })
    await waitFor(() => expect(fakeSocket.opened).toBe(1))
    expect(fakeSocket.closed).toBe(0)
    act(() => useAuthStore.getState().dispatch({ type: 'loggedOut' }))
    await waitFor(() => expect(fakeSocket.closed).toBe(1))
    expect(fakeSocket.opened).toBe(1)
  })
})

describe('comment toasts', () => {
  const notification = {
    kind: NotificationKind.PostComment,
    postId: POST,
    postTitle: 'О радиоактивности',
    commentId: 41,
    rAuthor: '202:3',
    authorName: 'Ада Лавлейс',
    excerpt: 'Прекрасная работа',
    date: '2030-01-01T12:00:00.000Z',
  }

  it('shows one toast per new comment, which opens the post scrolled to its comments', async () => {
    const user = setupUser()
    stubPage()
    await renderApp({ path: '/events' })
    await screen.findByRole('heading', { level: 1, name: t('events.title') })
    // The toasts subscribe once the connection's context renders, a step after it opens.
    await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
    act(() => fakeSocket.connect())
    act(() => {
      fakeSocket.send('ntf', notification)
      fakeSocket.send('ntf', notification)
    })
    const text = t('notifications.comment.post', { name: 'Ада Лавлейс', title: 'О радиоактивности' })
    expect(await screen.findAllByText(text)).toHaveLength(1)
    expect(screen.getByText('Прекрасная работа')).toBeTruthy()

    // The toast's own button: the page behind has others of that name (a list's "open" arrows).
    const toast = screen.getByText('Прекрасная работа').closest('[role="alert"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: t('notifications.comment.open') }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/userPost/${POST}`))
    await screen.findByRole('list', { name: t('comments.list') })
    // SPEC 2: opened from a notification, the page brings its comments into view and focus.
    await waitFor(() => expect(document.activeElement?.id).toBe('comments'))
  })

  it('says when someone replied to the reader’s comment', async () => {
    stubPage()
    await renderApp({ path: '/events', locale: 'en' })
    await screen.findByRole('heading', { level: 1, name: t('events.title') })
    // The toasts subscribe once the connection's context renders, a step after it opens.
    await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
    act(() => fakeSocket.connect())
    act(() =>
      fakeSocket.send('ntf', { ...notification, kind: NotificationKind.CommentReply, authorName: null }),
    )
    expect(
      await screen.findByText(`${t('comments.noName')} replied to your comment on «О радиоактивности»`),
    ).toBeTruthy()
  })
})
