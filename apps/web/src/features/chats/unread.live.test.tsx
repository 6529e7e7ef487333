import { MessageAction, MessageType } from '@nauka/contracts'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { dialogOf, messageOf } from './dialog/test-data'

const ME = 2
const ADA = 3
const ada = dialogOf(7, { messageId: 30, lastMessage: messageOf(30, { ownerId: ADA, text: 'Привет' }) })

/** The navigation's chats link, named with the unread total. */
const chatsLink = (total: number) =>
  screen.findByRole('link', { name: `${t('nav.chats')}, ${t('nav.unread', { count: total })}` })

/** The server's unread total is `total`; every time the badge asks for it is counted. */
const serveTotal = (total: { value: number }) => {
  const reads: string[] = []
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    'GET /api/chat/v1/dialogs': ({ url }) => {
      if (url.includes('limit=1')) reads.push(url)
      return { body: { count: 1, dialogs: [ada], sumUnreadMessages: total.value } }
    },
    'GET /api/chat/v1/dialogs/info/7': { body: ada },
  })
  return reads
}

const openFeed = async () => {
  await renderApp({ path: '/feed', locale: 'ru' })
  await chatsLink(1)
  act(() => fakeSocket.connect())
  await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
}

const play = (event: unknown) => act(async () => fakeSocket.send('message', event))
const arrives = (id: number, over = {}) =>
  play({ dialog: 7, message: messageOf(id, { ownerId: ADA, ...over }), action: null, clientId: null })

describe('the unread badge of the navigation over the socket', () => {
  it('counts someone else’s new message from the event itself, without asking the server', async () => {
    const reads = serveTotal({ value: 1 })
    await openFeed()
    expect(reads).toHaveLength(1)

    await arrives(31)
    expect(await chatsLink(2)).toBeTruthy()
    // The reader's own message, a call signal and an edit change nothing.
    await arrives(32, { ownerId: ME })
    await arrives(33, { type: MessageType.CallActivated })
    await play({
      dialog: 7,
      message: null,
      action: { type: MessageAction.Update, message: messageOf(31, { ownerId: ADA, text: 'Исправлено' }) },
      clientId: null,
    })
    await arrives(34)
    expect(await chatsLink(3)).toBeTruthy()
    expect(reads).toHaveLength(1)
  })

  it('asks the server when only it knows: a deleted message, or a connection that came back', async () => {
    const total = { value: 1 }
    const reads = serveTotal(total)
    await openFeed()

    // Was the deleted message unread? Only the server can say.
    total.value = 0
    await play({
      dialog: 7,
      message: null,
      action: { type: MessageAction.Delete, messageId: 30 },
      clientId: null,
    })
    await waitFor(() => expect(reads).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('link', { name: t('nav.chats') })).toBeTruthy())

    // Messages sent while the connection was down never arrive as events.
    total.value = 5
    act(() => fakeSocket.send('disconnect'))
    act(() => fakeSocket.connect())
    expect(await chatsLink(5)).toBeTruthy()
    expect(reads).toHaveLength(3)
  })
})
