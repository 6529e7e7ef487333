import { MessageType } from '@nauka/contracts'
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/AppProviders'
import { signedIn, stubFetch } from '../../../test/fetchStub'
import { t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { useAuthStore } from '../../auth/auth.store'
import { initialAuthState } from '../../auth/model'
import { useChatStore } from '../chat.store'
import { ChatDialog } from './ChatDialog'
import { createSocketStub } from './socket-stub'
import { dialogOf, messageOf } from './test-data'

const server = vi.hoisted(() => ({ socket: null as null | ReturnType<typeof createSocketStub> }))
vi.mock('../../../api/socket', () => ({ openSocket: () => server.socket }))

const ME = 2
const DIALOG = 7
const API = '/api/chat/v1'
const ALAN = {
  id: 5,
  fullName: 'Алан Тьюринг',
  nickname: 'alan',
  image: null,
  status: { isOnline: false, lastSeen: null },
}

let socket: ReturnType<typeof createSocketStub>

beforeEach(() => {
  socket = createSocketStub()
  server.socket = socket
  Element.prototype.scrollIntoView = vi.fn()
  stubFetch({
    ...signedIn(ME),
    [`GET ${API}/dialogs/info/${DIALOG}`]: { body: dialogOf(DIALOG) },
    [`GET ${API}/dialogs/${DIALOG}`]: { body: [messageOf(1, { ownerId: 3, text: 'Привет' })] },
    [`PATCH ${API}/messages/read`]: { status: 204 },
    [`GET ${API}/users/search`]: { body: [ALAN] },
  })
})

const renderDialog = async () => {
  useAuthStore.setState({ ...initialAuthState, authenticated: true, firstLoading: false, userId: ME })
  useChatStore.setState({ selectedDialogId: DIALOG, editingMessageId: null })
  await i18next.changeLanguage('ru')
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatDialog dialogId={DIALOG} />
      </MemoryRouter>
    </AppProviders>,
  )
  await screen.findByText('Привет')
  act(() => socket.connect())
}

describe('sharing a contact (SPEC 3)', () => {
  it('sends the picked person as a type 7 message with their profile path, then closes', async () => {
    await renderDialog()
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Поделиться контактом' }))
    const dialog = await screen.findByRole('dialog', { name: t('chatDialog.shareContact.title') })
    await user.type(within(dialog).getByRole('textbox', { name: t('chats.people.search') }), 'алан')
    await user.click(await within(dialog).findByRole('button', { name: /Алан Тьюринг/ }))

    const [sent] = socket.messages()
    expect(sent?.payload).toMatchObject({
      dialog: DIALOG,
      cType: MessageType.SentContact,
      text: '/profile/5',
      files: [],
    })
    expect(socket.messages()).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('cannot be opened while sending is blocked', async () => {
    await renderDialog()
    const user = setupUser()
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Не дойдёт{Enter}')
    act(() =>
      socket.messages()[0]?.ack?.(null, { ok: false, error: { code: 403, message: 'Писать нельзя' } }),
    )
    await screen.findByText(t('chatDialog.send.blocked'))
    expect(
      (screen.getByRole('button', { name: t('chatDialog.composer.shareContact') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
  })
})
