import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { toastClock } from '../../test/toastClock'
import { setupUser } from '../../test/user'
import { useChatStore } from './chat.store'
import { dialogOf, messageOf } from './dialog/test-data'

const ME = 2
const ada = dialogOf(7, { messageId: 30, lastMessage: messageOf(30, { text: 'Привет' }) })

beforeEach(() => {
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
    const clock = toastClock()
    const user = setupUser()
    await renderApp({ path: '/chats', locale: 'ru' })
    const item = await screen.findByRole('link', { name: /Ада Лавлейс/ })
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    await act(async () => fakeSocket.send('message', newMessage(31, 'Как дела?')))
    expect((await screen.findByTestId('chat-toast')).textContent).toContain('Как дела?')
    await clock.freeze()

    // Opened from the list, not from the toast: the toast has nothing left to say (it would cover
    // the composer).
    await user.click(item)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chats/7'))
    await waitFor(() => expect(screen.queryByTestId('chat-toast')).toBeNull())
  })
})
