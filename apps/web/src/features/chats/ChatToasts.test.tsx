import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useChatStore } from './chat.store'
import { dialogOf, messageOf } from './dialog/test-data'

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
    timeout() {
      return { emit: () => socket }
    },
    disconnect() {
      return socket
    },
    send(event: string, payload?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    count(event: string) {
      return listeners.get(event)?.size ?? 0
    },
    reset() {
      listeners.clear()
    },
  }
  return socket
})

vi.mock('../../api/socket', () => ({ openSocket: () => server }))

const ME = 2
const ada = dialogOf(7, { messageId: 30, lastMessage: messageOf(30, { text: 'Привет' }) })

beforeEach(() => {
  server.reset()
  useChatStore.setState({ selectedDialogId: null, filter: 'all', search: '' })
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    'GET /api/chat/v1/dialogs': { body: { count: 1, dialogs: [ada], sumUnreadMessages: 1 } },
    'GET /api/chat/v1/dialogs/info/7': { body: ada },
    'GET /api/chat/v1/dialogs/7': { body: [messageOf(30, { text: 'Привет' })] },
  })
})

const newMessage = (id: number, text: string) => ({
  dialog: 7,
  message: messageOf(id, { ownerId: 3, text }),
  action: null,
  clientId: null,
})

describe('chat toasts the reader has acted on', () => {
  it('closes a chat’s toast once that chat is opened from the list', async () => {
    const user = setupUser()
    await renderApp({ path: '/chats', locale: 'ru' })
    const item = await screen.findByRole('link', { name: /Ада Лавлейс/ })
    await waitFor(() => expect(server.count('message')).toBeGreaterThan(0))
    await act(async () => server.send('message', newMessage(31, 'Как дела?')))
    expect((await screen.findByTestId('chat-toast')).textContent).toContain('Как дела?')

    // Opened from the list, not from the toast: the toast has nothing left to say. (It would
    // otherwise stay its 8 s, over the composer; waitFor gives up after 5.)
    await user.click(item)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chats/7'))
    await waitFor(() => expect(screen.queryByTestId('chat-toast')).toBeNull())
  })
})
