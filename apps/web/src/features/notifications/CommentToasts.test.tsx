import { NotificationKind } from '@nauka/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { commentOf, pageOf, postOf } from '../posts/comments/test-data'

/** The socket is the network boundary, as fetch is elsewhere (see posts/post-page/live.test.tsx). */
const server = vi.hoisted(() => {
  type Listener = (payload?: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return socket
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return socket
    },
    emit() {
      return socket
    },
    disconnect() {
      return socket
    },
    send(event: string, payload?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    connect() {
      socket.connected = true
      socket.send('connect')
    },
    count(event: string) {
      return listeners.get(event)?.size ?? 0
    },
    reset() {
      listeners.clear()
      socket.connected = false
    },
  }
  return socket
})

vi.mock('../../api/socket', () => ({ openSocket: () => server }))

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
  server.reset()
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    [`GET /api/core/post/${VIEWED}`]: { body: postOf(VIEWED) },
    'POST /api/core/post/comment/fetch': { body: pageOf([commentOf(1)]) },
  })
})

describe('comment toasts on the post being read', () => {
  it('never shows a toast about the post on screen (its comments arrive live there)', async () => {
    await renderApp({ path: `/userPost/${VIEWED}`, locale: 'ru' })
    await screen.findByRole('list', { name: t('comments.list') })
    await waitFor(() => expect(server.count('ntf')).toBeGreaterThan(0))
    act(() => server.connect())
    act(() => {
      server.send('ntf', notification(VIEWED, 41, 'О радиоактивности'))
      server.send('ntf', notification(OTHER, 42, 'О полонии'))
    })
    // The second toast shows, so the first had its chance and stayed silent.
    expect(await screen.findByText('Ответ 42')).toBeTruthy()
    expect(screen.queryByText('Ответ 41')).toBeNull()
  })
})
