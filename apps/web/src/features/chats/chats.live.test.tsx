import { AnswerStatus, CallPhase, type Dialog, MessageType } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { callInfo, participant } from '../calls/test-data'
import { useChatStore } from './chat.store'
import { dialogOf, messageOf } from './dialog/test-data'

const ME = 2
const ADA = 3
const ALAN = 5
const me = { userId: ME, fullName: 'Мария Кюри', nickname: null, image: null, role: 1 as const }
const ada = { userId: ADA, fullName: 'Ада Лавлейс', nickname: null, image: null, role: 0 as const }
const alan = { userId: ALAN, fullName: 'Алан Тьюринг', nickname: null, image: null }
const lastSeen = '2030-01-01T09:00:00.000Z'

const personal = dialogOf(7, {
  interlocutor: ada,
  messageId: 30,
  lastMessage: messageOf(30, { ownerId: ADA, text: 'Привет' }),
  status: { isOnline: false, lastSeen },
})
const group = dialogOf(8, {
  dialogType: 2,
  dialogName: 'Лаборатория',
  interlocutor: null,
  users: [me, ada],
  role: 1,
  messageId: 20,
  lastMessage: messageOf(20, { dialogId: 8, ownerId: ADA, text: 'Добро пожаловать' }),
  status: null,
})

beforeEach(() => {
  useChatStore.setState({ selectedDialogId: null, filter: 'all', search: '' })
})

/** The server's list: what it answers changes as the test goes (`serve`). */
const stubChats = () => {
  let dialogs: Dialog[] = [personal, group]
  const fetchMock = stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    'GET /api/chat/v1/dialogs': () => ({ body: { count: dialogs.length, dialogs, sumUnreadMessages: 0 } }),
    'GET /api/chat/v1/dialogs/info/7': () => ({ body: dialogs.find((d) => d.dialogId === 7) }),
    'GET /api/chat/v1/dialogs/7': { body: [messageOf(30, { ownerId: ADA, text: 'Привет' })] },
    'PATCH /api/chat/v1/messages/read': { status: 204 },
  })
  const listReads = () =>
    fetchMock.mock.calls.filter(
      ([url]) => new URL(String(url), 'http://localhost').pathname === '/api/chat/v1/dialogs',
    ).length
  return { serve: (next: Dialog[]) => (dialogs = next), listReads }
}

const list = () => screen.findByRole('list', { name: t('chats.listLabel') })
const rowOf = async (name: RegExp) => within(await list()).getByRole('link', { name })
/** The list subscribes once the connection's context renders, a step after it opens. */
const listening = () =>
  waitFor(() => {
    expect(fakeSocket.listening('message')).toBe(true)
    expect(fakeSocket.listening('call')).toBe(true)
  })
const send = (payload: unknown) => act(async () => fakeSocket.send('message', payload))
const arrives = (id: number, dialogId: number, over = {}) =>
  send({ dialog: dialogId, message: messageOf(id, { dialogId, ...over }), action: null, clientId: null })

describe('the live chat list', () => {
  it('marks a dialog while its call goes on, from the call events alone (the list is not read again)', async () => {
    const { listReads } = stubChats()
    await renderApp({ path: '/chats', locale: 'ru' })
    await rowOf(/Лаборатория/)
    await listening()
    act(() => fakeSocket.connect())
    const reads = listReads()
    const mark = async () =>
      within(await rowOf(/Лаборатория/)).queryByRole('img', { name: t('chats.callInProgress') })
    expect(await mark()).toBeNull()
    // Ada calls the group; the reader (2) is not rung, so no incoming dialog covers the list.
    const call = callInfo({
      dialogId: 8,
      owner: ADA,
      participants: [participant(ADA, { status: AnswerStatus.Connected, admin: true }), participant(ALAN)],
    })
    await act(async () => fakeSocket.send('call', { dialogId: 8, call }))
    await waitFor(async () => expect(await mark()).not.toBeNull())
    expect(
      within(await rowOf(/Ада Лавлейс/)).queryByRole('img', { name: t('chats.callInProgress') }),
    ).toBeNull()
    await act(async () =>
      fakeSocket.send('call', { dialogId: 8, call: { ...call, status: CallPhase.Finished } }),
    )
    await waitFor(async () => expect(await mark()).toBeNull())
    expect(listReads()).toBe(reads)
  })

  it('keeps each row’s own preview, words system messages as the dialog does, and re-reads a lost preview', async () => {
    const { serve } = stubChats()
    await renderApp({ path: '/chats', locale: 'ru' })
    await list()
    await listening()
    act(() => fakeSocket.connect())
    await arrives(31, 8, { ownerId: ADA, text: 'В группе' })
    await arrives(32, 7, { ownerId: ADA, text: 'Лично' })
    expect((await rowOf(/Ада Лавлейс/)).textContent).toContain('Лично')
    expect((await rowOf(/Лаборатория/)).textContent).toContain('В группе')

    // Alan has left: only the event names him.
    await arrives(33, 8, {
      ownerId: null,
      type: MessageType.SystemMessage,
      text: null,
      system: { kind: 'left', actorId: ALAN, userIds: [], name: null, people: [alan] },
    })
    await waitFor(async () =>
      expect((await rowOf(/Лаборатория/)).textContent).toContain('Алан Тьюринг покидает группу'),
    )
    expect((await rowOf(/Ада Лавлейс/)).textContent).toContain('Лично')

    // The previewed message goes: the row shows the one before it, as the server knows it.
    serve([
      personal,
      {
        ...group,
        messageId: 33,
        lastMessage: messageOf(31, { dialogId: 8, ownerId: ADA, text: 'В группе' }),
      },
    ])
    await send({ dialog: 8, message: null, action: { type: 'delete', messageId: 33 }, clientId: null })
    await waitFor(async () => expect((await rowOf(/Лаборатория/)).textContent).toContain('В группе'))
    expect((await rowOf(/Лаборатория/)).textContent).not.toContain(t('chats.noMessages'))
  })

  it('follows presence in the open dialog’s header and the list as the events come', async () => {
    stubChats()
    await renderApp({ path: '/chats/7', locale: 'ru' })
    const header = await screen.findByRole('heading', { level: 2, name: 'Ада Лавлейс' })
    const subtitle = () => header.nextElementSibling?.textContent ?? ''
    const away = /^был\(а\) в сети /
    await waitFor(() => expect(subtitle()).toMatch(away))
    await listening()
    act(() => fakeSocket.connect())
    await act(async () => fakeSocket.send('presence', { userId: ADA, isOnline: true, lastSeen }))
    await waitFor(() => expect(subtitle()).toBe(t('chatDialog.header.online')))
    const badge = async () =>
      (await rowOf(/Ада Лавлейс/)).querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)')
    expect(await badge()).not.toBeNull()
    await act(async () =>
      fakeSocket.send('presence', { userId: ADA, isOnline: false, lastSeen: '2030-01-01T10:00:00.000Z' }),
    )
    await waitFor(() => expect(subtitle()).toMatch(away))
    expect(await badge()).toBeNull()
  })

  it('reads the chats again after its connection comes back, having missed what happened meanwhile', async () => {
    const { serve } = stubChats()
    await renderApp({ path: '/chats/7', locale: 'ru' })
    const header = await screen.findByRole('heading', { level: 2, name: 'Ада Лавлейс' })
    const subtitle = () => header.nextElementSibling?.textContent ?? ''
    await listening()
    act(() => fakeSocket.connect())
    await waitFor(() => expect(subtitle()).toMatch(/^был\(а\) в сети /))
    // While the connection was down, Ada came online and wrote: no event reached this tab.
    serve([
      {
        ...personal,
        status: { isOnline: true, lastSeen },
        lastMessage: messageOf(40, { ownerId: ADA, text: 'Пока вас не было' }),
      },
      group,
    ])
    act(() => fakeSocket.send('disconnect'))
    await listening()
    act(() => fakeSocket.connect())
    await waitFor(() => expect(subtitle()).toBe(t('chatDialog.header.online')))
    expect((await rowOf(/Ада Лавлейс/)).textContent).toContain('Пока вас не было')
  })
})
