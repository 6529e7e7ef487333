import { MessageType } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../../test/fakeSocket'
import { signedIn, stubFetch } from '../../../test/fetchStub'
import { t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { openDialog } from './openDialog'
import { dialogOf, messageOf } from './test-data'

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

beforeEach(() => {
  stubFetch({
    ...signedIn(ME),
    [`GET ${API}/dialogs/info/${DIALOG}`]: { body: dialogOf(DIALOG) },
    [`GET ${API}/dialogs/${DIALOG}`]: { body: [messageOf(1, { ownerId: 3, text: 'Привет' })] },
    [`PATCH ${API}/messages/read`]: { status: 204 },
    [`GET ${API}/users/search`]: { body: [ALAN] },
  })
})

const renderDialog = async () => {
  await openDialog({ me: ME, dialogId: DIALOG })
  await screen.findByText('Привет')
  act(() => fakeSocket.connect())
}

describe('sharing a contact (SPEC 3)', () => {
  it('sends the picked person as a type 7 message with their profile path, then closes', async () => {
    await renderDialog()
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Поделиться контактом' }))
    const dialog = await screen.findByRole('dialog', { name: t('chatDialog.shareContact.title') })
    await user.type(within(dialog).getByRole('textbox', { name: t('chats.people.search') }), 'алан')
    await user.click(await within(dialog).findByRole('button', { name: /Алан Тьюринг/ }))

    // On a loaded machine the send was seen after the click had returned (failed alone, twice): the
    // test waits for it, and still asks for exactly one.
    const sent = await waitFor(() => {
      const [message] = fakeSocket.sent('message')
      expect(message).toBeDefined()
      return message
    })
    expect(sent?.payload).toMatchObject({
      dialog: DIALOG,
      cType: MessageType.SentContact,
      text: '/profile/5',
      files: [],
    })
    expect(fakeSocket.sent('message')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('cannot be opened while sending is blocked', async () => {
    await renderDialog()
    const user = setupUser()
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Не дойдёт{Enter}')
    act(() =>
      fakeSocket
        .sent('message')[0]
        ?.ack?.(null, { ok: false, error: { code: 403, message: 'Писать нельзя' } }),
    )
    await screen.findByText(t('chatDialog.send.blocked'))
    expect(
      (screen.getByRole('button', { name: t('chatDialog.composer.shareContact') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
  })
})
