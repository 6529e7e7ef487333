import { MessageAction, MessageType, ReadStatus } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeSocket } from '../../../test/fakeSocket'
import { type Handler, signedIn, stubFetch } from '../../../test/fetchStub'
import { t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { openDialog } from './openDialog'
import { dialogOf, messageOf } from './test-data'

const ME = 2
const OTHER = 3
const DIALOG = 7
const API = '/api/chat/v1'

const day = (date: number, hour: number) => new Date(2030, 0, date, hour).toISOString()

/** One page, newest first as the server answers: two days, own messages in every read state. */
const PAGE = [
  messageOf(5, { ownerId: OTHER, text: 'Как дела?', createdAt: day(2, 10) }),
  messageOf(4, { ownerId: ME, text: 'Прочитанное', read: ReadStatus.Read, createdAt: day(2, 9) }),
  messageOf(3, { ownerId: ME, text: 'Доставленное', read: ReadStatus.Delivered, createdAt: day(1, 12) }),
  messageOf(2, { ownerId: ME, text: 'Отправленное', read: ReadStatus.Sent, createdAt: day(1, 11) }),
  messageOf(1, { ownerId: OTHER, text: 'Привет', read: ReadStatus.Read, createdAt: day(1, 10) }),
]

const stubDialog = (routes: Record<string, Handler> = {}) =>
  stubFetch({
    ...signedIn(ME),
    [`GET ${API}/dialogs/info/${DIALOG}`]: { body: dialogOf(DIALOG) },
    [`GET ${API}/dialogs/${DIALOG}`]: { body: PAGE },
    [`PATCH ${API}/messages/read`]: { status: 204 },
    ...routes,
  })

const renderDialog = async ({
  selected = DIALOG,
  onBack,
}: {
  selected?: number
  onBack?: () => void
} = {}) => {
  await openDialog({ me: ME, dialogId: DIALOG, selected, onBack })
  const list = await screen.findByRole('list', { name: t('chatDialog.messages') })
  await within(list).findByText('Как дела?')
  await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
  act(() => fakeSocket.connect())
  return list
}

const bubbleOf = (id: number) => document.querySelector(`[data-message-id="${id}"]`) as HTMLElement
const readRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(`${API}/messages/read`) && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('the open dialog', () => {
  it('shows the page oldest first with day separators and read marks on own messages', async () => {
    stubDialog()
    const list = await renderDialog()
    const separators = within(list).getAllByRole('separator')
    expect(separators.map((s) => s.getAttribute('aria-label'))).toEqual([
      new Date(2030, 0, 1).toLocaleDateString('ru', { day: 'numeric', month: 'long', year: 'numeric' }),
      new Date(2030, 0, 2).toLocaleDateString('ru', { day: 'numeric', month: 'long', year: 'numeric' }),
    ])
    const texts = within(list).getAllByText(/Привет|Отправленное|Доставленное|Прочитанное|Как дела/)
    expect(texts.map((e) => e.textContent)).toEqual([
      'Привет',
      'Отправленное',
      'Доставленное',
      'Прочитанное',
      'Как дела?',
    ])
    expect(within(bubbleOf(2)).getByRole('img', { name: 'Отправлено' })).toBeTruthy()
    expect(within(bubbleOf(3)).getByRole('img', { name: 'Доставлено' })).toBeTruthy()
    expect(within(bubbleOf(4)).getByRole('img', { name: 'Прочитано' })).toBeTruthy()
    // Others' messages carry no ticks.
    expect(within(bubbleOf(5)).queryByRole('img', { name: /Отправлено|Доставлено|Прочитано/ })).toBeNull()
  })

  it('marks others’ unread messages read in one request, only for the selected dialog', async () => {
    const fetchMock = stubDialog()
    await renderDialog()
    await waitFor(() =>
      expect(readRequests(fetchMock)).toEqual([{ dialogId: DIALOG, messages: [5], readStatus: 3 }]),
    )
    // A new message of the other person is marked too; the old ones are not asked for again.
    act(() =>
      fakeSocket.send('message', {
        dialog: DIALOG,
        message: messageOf(6, { ownerId: OTHER, text: 'Ещё', createdAt: day(2, 11) }),
        action: null,
        clientId: null,
      }),
    )
    await screen.findByText('Ещё')
    await waitFor(() => expect(readRequests(fetchMock)).toHaveLength(2))
    expect(readRequests(fetchMock)[1]).toEqual({ dialogId: DIALOG, messages: [6], readStatus: 3 })
  })

  it('sends no read marks while another dialog is selected (SPEC 5)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = stubDialog()
    await renderDialog({ selected: 99 })
    // Past the moment the marks would have gone (they are batched on a timer).
    await act(() => vi.runOnlyPendingTimersAsync())
    expect(readRequests(fetchMock)).toEqual([])
  })

  it('applies live messages and actions of this dialog only', async () => {
    stubDialog()
    const list = await renderDialog()
    act(() => {
      fakeSocket.send('message', {
        dialog: 8,
        message: messageOf(40, { dialogId: 8, text: 'Чужой диалог' }),
        action: null,
        clientId: null,
      })
      fakeSocket.send('message', {
        dialog: DIALOG,
        message: null,
        action: { type: MessageAction.Read, userId: OTHER, messageId: 3, messageStatus: ReadStatus.Read },
        clientId: null,
      })
      fakeSocket.send('message', {
        dialog: DIALOG,
        message: null,
        action: { type: MessageAction.Delete, messageId: 1 },
        clientId: null,
      })
    })
    await waitFor(() => expect(within(bubbleOf(2)).getByRole('img', { name: 'Прочитано' })).toBeTruthy())
    expect(within(bubbleOf(3)).getByRole('img', { name: 'Прочитано' })).toBeTruthy()
    expect(within(list).queryByText('Привет')).toBeNull()
    expect(screen.queryByText('Чужой диалог')).toBeNull()
  })

  it('words system messages from what they record, with member names', async () => {
    stubDialog({
      [`GET ${API}/dialogs/info/${DIALOG}`]: {
        body: dialogOf(DIALOG, {
          dialogType: 2,
          dialogName: 'Лаборатория',
          interlocutor: null,
          users: [
            { userId: ME, fullName: 'Мария Кюри', nickname: null, image: null, role: 1 },
            { userId: OTHER, fullName: 'Ада Лавлейс', nickname: null, image: null, role: 0 },
          ],
        }),
      },
      [`GET ${API}/dialogs/${DIALOG}`]: {
        body: [
          messageOf(5, { ownerId: OTHER, text: 'Как дела?', createdAt: day(2, 10) }),
          messageOf(4, {
            ownerId: null,
            type: MessageType.SystemMessage,
            text: null,
            system: { kind: 'renamed', actorId: ME, userIds: [], name: 'Лаборатория', people: [] },
          }),
        ],
      },
    })
    const list = await renderDialog()
    expect(within(list).getByText('Мария Кюри переименовывает группу в «Лаборатория»')).toBeTruthy()
    // In a group, others' messages name their author.
    expect(within(bubbleOf(5)).getByText('Ада Лавлейс')).toBeTruthy()
  })
})

describe('sending', () => {
  // Pasted, not typed key by key: each key re-measures the growing composer, which is slow in jsdom
  // and not what these tests are about (Shift+Enter below is typed).
  const typeAndSend = async (text: string) => {
    const user = setupUser()
    await user.click(screen.getByRole('textbox', { name: 'Сообщение' }))
    await user.paste(text)
    await user.keyboard('{Enter}')
    return user
  }

  it('sends over the socket with a clientId, pending until the acknowledgement', async () => {
    stubDialog()
    await renderDialog()
    await typeAndSend('Новое сообщение')
    const [sent] = fakeSocket.sent('message')
    expect(sent?.payload).toMatchObject({ dialog: DIALOG, cType: 1, text: 'Новое сообщение', files: [] })
    const clientId = (sent?.payload as { clientId?: string } | undefined)?.clientId
    expect(clientId).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'Отправляется' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement).value).toBe('')
    act(() =>
      sent?.ack?.(null, {
        ok: true,
        message: messageOf(6, { ownerId: ME, text: 'Новое сообщение', createdAt: day(2, 12) }),
      }),
    )
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Отправляется' })).toBeNull())
    expect(within(bubbleOf(6)).getByRole('img', { name: 'Отправлено' })).toBeTruthy()
    // The echo of the same message on the socket does not show it twice.
    act(() =>
      fakeSocket.send('message', {
        dialog: DIALOG,
        message: messageOf(6, { ownerId: ME, text: 'Новое сообщение', createdAt: day(2, 12) }),
        action: null,
        clientId,
      }),
    )
    expect(screen.getAllByText('Новое сообщение')).toHaveLength(1)
  })

  it('Shift+Enter starts a new line instead of sending', async () => {
    stubDialog()
    await renderDialog()
    const user = setupUser()
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'строка{Shift>}{Enter}{/Shift}вторая')
    expect(fakeSocket.sent('message')).toHaveLength(0)
    expect((screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement).value).toBe(
      'строка\nвторая',
    )
  })

  it('a failed send disables sending with a clear message until it is retried (SPEC 4)', async () => {
    stubDialog()
    await renderDialog()
    const user = await typeAndSend('Не дойдёт')
    act(() =>
      fakeSocket
        .sent('message')[0]
        ?.ack?.(null, { ok: false, error: { code: 403, message: 'Писать нельзя' } }),
    )
    expect(await screen.findByText('Сообщение не отправлено: Писать нельзя')).toBeTruthy()
    expect(screen.getByText(t('chatDialog.send.blocked'))).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(true)

    await user.click(screen.getByRole('button', { name: t('chatDialog.send.retry') }))
    expect(fakeSocket.sent('message')).toHaveLength(2)
    expect(fakeSocket.sent('message')[1]?.payload).toMatchObject({ text: 'Не дойдёт' })
    act(() =>
      fakeSocket
        .sent('message')[1]
        ?.ack?.(null, { ok: true, message: messageOf(6, { ownerId: ME, text: 'Не дойдёт' }) }),
    )
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement).disabled).toBe(
        false,
      ),
    )
    expect(screen.queryByText(t('chatDialog.send.blocked'))).toBeNull()
  })

  it('an unanswered send fails too, and dropping it unblocks sending', async () => {
    stubDialog()
    await renderDialog()
    const user = await typeAndSend('Тишина')
    act(() => fakeSocket.sent('message')[0]?.ack?.(new Error('operation has timed out')))
    expect(await screen.findByText(`Сообщение не отправлено: ${t('chatDialog.send.noAnswer')}`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: t('chatDialog.send.discard') }))
    expect(screen.queryByText('Тишина')).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement).disabled).toBe(false)
  })
})

describe('own messages', () => {
  it('are edited inline: Esc cancels, Enter saves and shows the edit mark', async () => {
    const fetchMock = stubDialog({
      [`PATCH ${API}/messages/update`]: {
        body: messageOf(4, {
          ownerId: ME,
          text: 'Исправлено',
          read: 3,
          updatedAt: day(2, 12),
          createdAt: day(2, 9),
        }),
      },
    })
    await renderDialog()
    const user = setupUser()
    await user.click(within(bubbleOf(4)).getByRole('button', { name: t('chatDialog.actions') }))
    await user.click(await screen.findByRole('menuitem', { name: t('chatDialog.edit.action') }))
    const field = await screen.findByRole('textbox', { name: t('chatDialog.edit.label') })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('textbox', { name: t('chatDialog.edit.label') })).toBeNull()
    expect(field.isConnected).toBe(false)

    await user.click(within(bubbleOf(4)).getByRole('button', { name: t('chatDialog.actions') }))
    await user.click(await screen.findByRole('menuitem', { name: t('chatDialog.edit.action') }))
    const again = await screen.findByRole('textbox', { name: t('chatDialog.edit.label') })
    await user.clear(again)
    await user.type(again, 'Исправлено{Enter}')
    expect(await within(bubbleOf(4)).findByText('Исправлено')).toBeTruthy()
    expect(within(bubbleOf(4)).getByText(t('chatDialog.edited'))).toBeTruthy()
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `${API}/messages/update`)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      dialogId: DIALOG,
      messageId: 4,
      updatedText: 'Исправлено',
    })
    // Others' messages offer no actions.
    expect(within(bubbleOf(5)).queryByRole('button', { name: t('chatDialog.actions') })).toBeNull()
  })

  it('are deleted after a confirmation', async () => {
    const fetchMock = stubDialog({ [`DELETE ${API}/messages/4`]: { status: 204 } })
    const list = await renderDialog()
    const user = setupUser()
    await user.click(within(bubbleOf(4)).getByRole('button', { name: t('chatDialog.actions') }))
    await user.click(await screen.findByRole('menuitem', { name: t('chatDialog.delete.action') }))
    const confirm = await screen.findByRole('dialog', { name: t('chatDialog.delete.title') })
    await user.click(within(confirm).getByRole('button', { name: t('chatDialog.delete.confirm') }))
    await waitFor(() => expect(within(list).queryByText('Прочитанное')).toBeNull())
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === `${API}/messages/4` && init?.method === 'DELETE'),
    ).toBe(true)
  })
})

describe('search in the dialog', () => {
  it('finds messages and jumps to the one chosen', async () => {
    const fetchMock = stubDialog({
      [`GET ${API}/dialogs/search-messages/${DIALOG}`]: { body: [PAGE[3]] },
    })
    await renderDialog()
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: t('chatDialog.search.open') }))
    await user.type(screen.getByRole('searchbox', { name: t('chatDialog.search.label') }), 'Отправ')
    const results = await screen.findByRole('list', { name: t('chatDialog.search.results') })
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(
      'searchField=%D0%9E%D1%82%D0%BF%D1%80%D0%B0%D0%B2',
    )
    // jsdom lays nothing out and has no scrollIntoView: the jump is seen by standing in for it.
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
    })
    await user.click(within(results).getByRole('button', { name: /Отправленное/ }))
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled())
    const scrolled = scrollIntoView.mock.contexts.at(-1) as HTMLElement
    expect(scrolled.dataset.messageId).toBe('2')
  })
})

describe('paging and the mobile variant', () => {
  it('loads older messages by lastMessageId and stops at the first message', async () => {
    const full = Array.from({ length: 20 }, (_, i) =>
      messageOf(40 - i, { ownerId: OTHER, read: 3, text: `m${40 - i}` }),
    )
    const older = [messageOf(20, { ownerId: OTHER, read: 3, text: 'самое первое' })]
    const fetchMock = stubDialog({
      [`GET ${API}/dialogs/info/${DIALOG}`]: { body: dialogOf(DIALOG, { firstMessageId: 20 }) },
      [`GET ${API}/dialogs/${DIALOG}`]: ({ url }) => ({
        body: url.includes('lastMessageId=21') ? older : full,
      }),
    })
    await openDialog({ me: ME, dialogId: DIALOG })
    const user = setupUser()
    await user.click(await screen.findByRole('button', { name: t('chatDialog.loadOlder') }))
    expect(await screen.findByText('самое первое')).toBeTruthy()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('lastMessageId=21'))).toBe(true)
    expect(screen.queryByRole('button', { name: t('chatDialog.loadOlder') })).toBeNull()
  })

  it('offers a back button that returns to the list', async () => {
    stubDialog()
    const onBack = vi.fn()
    window.innerWidth = 375
    await renderDialog({ onBack })
    await setupUser().click(screen.getByRole('button', { name: t('chatDialog.back') }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})
