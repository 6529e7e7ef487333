import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { toastClock } from '../../test/toastClock'
import { setupUser } from '../../test/user'
import { useChatStore } from './chat.store'
import { dialogOf, messageOf } from './dialog/test-data'

beforeEach(() => {
  useChatStore.setState({ selectedDialogId: null, filter: 'all', search: '' })
})

const ME = 2
const ada = dialogOf(7, { messageId: 30, unreadMessages: 2, lastMessage: messageOf(30, { text: 'Привет' }) })
const lab = dialogOf(8, {
  dialogType: 2,
  dialogName: 'Лаборатория',
  interlocutor: null,
  messageId: 20,
  users: [
    { userId: ME, fullName: 'Я', nickname: null, image: null, role: 1 },
    { userId: 3, fullName: 'Ада Лавлейс', nickname: null, image: null, role: 0 },
  ],
  role: 1,
})

const stubChats = (extra: Parameters<typeof stubFetch>[0] = {}, muted = false) => {
  const calls: string[] = []
  let pinned = false
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    'GET /api/chat/v1/dialogs': ({ url }) => {
      calls.push(`GET ${url}`)
      return {
        body: {
          count: 2,
          dialogs: [
            { ...lab, isPinned: pinned },
            { ...ada, notificationsDisable: muted },
          ],
          sumUnreadMessages: 2,
        },
      }
    },
    'GET /api/chat/v1/dialogs/info/7': { body: ada },
    'GET /api/chat/v1/dialogs/info/8': { body: lab },
    'POST /api/chat/v1/dialogs/pin/8': () => {
      calls.push('pin 8')
      pinned = true
      return { body: { dialog: 8 } }
    },
    'POST /api/chat/v1/dialogs/disable-notifications/7': () => {
      calls.push('mute 7')
      muted = true
      return { body: { dialog: 7 } }
    },
    'GET /api/chat/v1/users/search': ({ url }) => {
      calls.push(`GET ${url}`)
      return {
        body: [
          {
            id: 5,
            fullName: 'Алан Тьюринг',
            nickname: 'alan',
            image: null,
            status: { isOnline: true, lastSeen: null },
          },
        ],
      }
    },
    'POST /api/chat/v1/dialogs/create': ({ init }) => {
      calls.push(`create ${String(init?.body)}`)
      return { body: { id: 9, name: 'Семинар', isAlreadyExist: false } }
    },
    ...extra,
  })
  return calls
}

const list = () => screen.findByRole('list', { name: t('chats.listLabel') })

describe('the chat list', () => {
  it('shows the count once known, sorts by latest message, filters, searches and marks unread', async () => {
    const user = setupUser()
    const calls = stubChats()
    await renderApp({ path: '/chats', locale: 'ru' })
    // A row is named by what it shows (axe label-content-name-mismatch), the unread count in words.
    const items = within(await list()).getAllByTestId('chat-list-item')
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([null, null])
    const ada = within(await list()).getByRole('link', { name: /^Ада Лавлейс/ })
    expect(ada.textContent).toContain('Привет')
    expect(within(await list()).getByRole('link', { name: /Привет/ })).toBe(ada)
    expect(
      within(await list()).getByRole('link', {
        name: new RegExp(`${t('chats.unreadCount', { count: 2 })}$`),
      }),
    ).toBe(ada)
    expect(calls).toContain('GET /api/chat/v1/dialogs')
    // The navigation names the unread total of every chat (asked with one dialog per page).
    expect(calls).toContain('GET /api/chat/v1/dialogs?limit=1')
    expect(
      await screen.findByRole('link', { name: `${t('nav.chats')}, ${t('nav.unread', { count: 2 })}` }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: t('chats.titleCount', { count: 2 }) })).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: t('chats.filter.group') }))
    expect(within(await list()).getAllByTestId('chat-list-item')).toHaveLength(1)
    await user.click(screen.getByRole('tab', { name: t('chats.filter.unread') }))
    expect(within(await list()).getByTestId('chat-list-item').textContent).toContain('Ада Лавлейс')
    await user.click(screen.getByRole('tab', { name: t('chats.filter.all') }))
    await user.type(screen.getByRole('searchbox', { name: t('chats.search') }), 'лаб')
    expect(within(await list()).getByTestId('chat-list-item').textContent).toContain('Лаборатория')
  })

  it('opens a dialog by its route, clears its unread count, and pins from the menu', async () => {
    const user = setupUser()
    const calls = stubChats()
    await renderApp({ path: '/chats', locale: 'ru' })
    await user.click(within(await list()).getByRole('link', { name: /Ада Лавлейс/ }))
    expect(screen.getByTestId('location').textContent).toBe('/chats/7')
    expect(useChatStore.getState().selectedDialogId).toBe(7)
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: t('chats.listLabel') })).getByRole('link', {
          name: /^Ада Лавлейс [^,]*Привет$/,
        }),
      ).toBeTruthy(),
    )

    await user.click(screen.getByRole('button', { name: t('chats.menu.open', { title: 'Лаборатория' }) }))
    await user.click(screen.getByRole('menuitem', { name: t('chats.menu.pin') }))
    await waitFor(() => expect(calls).toContain('pin 8'))
    const first = within(await list()).getAllByTestId('chat-list-item')[0]
    expect(first?.textContent).toContain('Лаборатория')
  })

  it('refuses a group without a name of 3 characters or a member, then creates it and opens it', async () => {
    const user = setupUser()
    const calls = stubChats()
    await renderApp({ path: '/chats', locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: t('chats.create.open') }))
    await user.click(screen.getByRole('tab', { name: t('chats.create.group') }))
    await user.type(screen.getByRole('textbox', { name: t('chats.group.name') }), 'Се')
    await user.click(screen.getByRole('button', { name: t('chats.group.create') }))
    expect(screen.getByText(t('chat.group.nameTooShort'))).toBeTruthy()
    expect(screen.getByText(t('chat.group.noMember'))).toBeTruthy()
    expect(calls.some((c) => c.startsWith('create'))).toBe(false)

    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' })
    await user.upload(screen.getByTestId('group-image-input'), big)
    expect(screen.getByText(t('chat.group.imageTooLarge'))).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: t('chats.group.name') }), 'минар')
    await user.click(await screen.findByRole('button', { name: /Алан Тьюринг/ }))
    await user.click(screen.getByRole('button', { name: t('chats.group.create') }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chats/9'))
    expect(calls).toContain('create {"dialogName":"Семинар","users":[5],"dialogImage":null,"group":true}')
  })
})

describe('a refused new chat', () => {
  it('says why, in the words the server gave (the person limited who can write to them)', async () => {
    const user = setupUser()
    const why = 'Пользователь ограничил круг лиц, которые могут ему писать'
    stubChats({
      'POST /api/chat/v1/dialogs/create': {
        status: 403,
        body: { error: { code: 4030, textCode: 'access_denied', type: 'access', message: why } },
      },
    })
    await renderApp({ path: '/chats', locale: 'ru' })
    await user.click(await screen.findByRole('button', { name: t('chats.create.open') }))
    await user.click(await screen.findByRole('button', { name: /Алан Тьюринг/ }))
    expect((await screen.findByRole('alert')).textContent).toBe(why)
  })
})

describe('chat toasts', () => {
  it('shows a toast for a message in a dialog that is not open, which opens and selects it', async () => {
    const user = setupUser()
    stubChats()
    await renderApp({ path: '/feed', locale: 'ru' })
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    expect(screen.getByTestId('location').textContent).toBe('/feed')
    await act(async () =>
      fakeSocket.send('message', {
        dialog: 7,
        message: messageOf(31, { ownerId: 3, text: 'Как дела?' }),
        action: null,
        clientId: null,
      }),
    )
    const toast = await screen.findByTestId('chat-toast')
    expect(toast.textContent).toContain('Ада Лавлейс')
    expect(toast.textContent).toContain('Как дела?')
    await user.click(screen.getByRole('button', { name: t('chats.toast.open') }))
    expect(screen.getByTestId('location').textContent).toBe('/chats/7')
    expect(useChatStore.getState().selectedDialogId).toBe(7)
  })

  it('stays silent for a muted dialog, for the open one, and for the reader’s own message', async () => {
    const alan = dialogOf(9, {
      interlocutor: { userId: 5, fullName: 'Алан Тьюринг', nickname: null, image: null, role: 0 },
    })
    stubChats(
      {
        'GET /api/chat/v1/dialogs/info/7': { body: { ...ada, notificationsDisable: true } },
        'GET /api/chat/v1/dialogs/info/9': { body: alan },
      },
      true,
    )
    await renderApp({ path: '/chats/8', locale: 'ru' })
    await list()
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    await act(async () => {
      fakeSocket.send('message', {
        dialog: 7,
        message: messageOf(31, { ownerId: 3 }),
        action: null,
        clientId: null,
      })
      fakeSocket.send('message', {
        dialog: 8,
        message: messageOf(32, { dialogId: 8, ownerId: 3 }),
        action: null,
        clientId: null,
      })
      fakeSocket.send('message', {
        dialog: 9,
        message: messageOf(33, { dialogId: 9, ownerId: ME }),
        action: null,
        clientId: null,
      })
      // A message that does get its toast, sent last: once it shows, the ones before it were decided.
      fakeSocket.send('message', {
        dialog: 9,
        message: messageOf(34, { dialogId: 9, ownerId: 5, text: 'Громко' }),
        action: null,
        clientId: null,
      })
    })
    await screen.findByText('Громко')
    expect(screen.getAllByTestId('chat-toast').map((toast) => toast.textContent)).toEqual([
      `${t('chats.toast.title', { name: 'Алан Тьюринг' })}Громко`,
    ])
  })

  it('stays silent for a message the server marks as unwanted (chat notifications switched off)', async () => {
    stubChats()
    await renderApp({ path: '/feed', locale: 'ru' })
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    const event = (id: number, text: string, notify: boolean) => ({
      dialog: 7,
      message: messageOf(id, { ownerId: 3, text }),
      action: null,
      clientId: null,
      notify,
    })
    await act(async () => fakeSocket.send('message', event(31, 'Тихо', false)))
    // A toast the server wants comes after the silent one: only it shows.
    await act(async () => fakeSocket.send('message', event(32, 'Громко', true)))
    await screen.findByText('Громко')
    expect(screen.queryByText('Тихо')).toBeNull()
  })

  it('closes a dialog’s toast once the dialog is muted', async () => {
    const clock = toastClock()
    const user = setupUser()
    const calls = stubChats()
    await renderApp({ path: '/chats/8', locale: 'ru' })
    await list()
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    await act(async () =>
      fakeSocket.send('message', {
        dialog: 7,
        message: messageOf(31, { ownerId: 3, text: 'Не спите?' }),
        action: null,
        clientId: null,
      }),
    )
    expect((await screen.findByTestId('chat-toast')).textContent).toContain('Не спите?')
    await clock.freeze()
    await user.click(screen.getByRole('button', { name: t('chats.menu.open', { title: 'Ада Лавлейс' }) }))
    await user.click(screen.getByRole('menuitem', { name: t('chats.menu.mute') }))
    await waitFor(() => expect(calls).toContain('mute 7'))
    await waitFor(() => expect(screen.queryByTestId('chat-toast')).toBeNull())
  })
})

describe('the mobile variant', () => {
  it('gives the name the header’s width: search, pin and mute share one menu', async () => {
    const user = setupUser()
    const pins: string[] = []
    stubChats({
      'GET /api/chat/v1/dialogs/7': { body: [messageOf(30, { text: 'Привет' })] },
      'POST /api/chat/v1/dialogs/pin/7': () => {
        pins.push('pin 7')
        return { body: { dialog: 7 } }
      },
    })
    await renderApp({ path: '/chats/7', locale: 'ru', width: 390 })
    const header = (await screen.findByRole('heading', { level: 2, name: 'Ада Лавлейс' })).closest('header')
    if (!header) throw new Error('no header')
    expect(within(header).queryByRole('button', { name: t('chatDialog.header.pin') })).toBeNull()
    await user.click(within(header).getByRole('button', { name: t('chatDialog.header.more') }))
    expect(screen.getByRole('menuitem', { name: t('chatDialog.search.open') })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: t('chatDialog.header.mute') })).toBeTruthy()
    await user.click(screen.getByRole('menuitem', { name: t('chatDialog.header.pin') }))
    await waitFor(() => expect(pins).toEqual(['pin 7']))
    expect(screen.getByRole('heading', { level: 1, name: t('chats.title') })).toBeTruthy()
  })

  it('shows the list, or the open dialog alone with a way back', async () => {
    const user = setupUser()
    stubChats({ 'GET /api/chat/v1/dialogs/7': { body: [messageOf(30, { text: 'Привет' })] } })
    await renderApp({ path: '/chats/7', locale: 'ru', width: 375 })
    await user.click(await screen.findByRole('button', { name: t('chatDialog.back') }))
    expect(screen.getByTestId('location').textContent).toBe('/chats')
    await user.click(within(await list()).getByRole('link', { name: /Ада Лавлейс/ }))
    expect(await screen.findByRole('button', { name: t('chatDialog.back') })).toBeTruthy()
    expect(screen.queryByRole('list', { name: t('chats.listLabel') })).toBeNull()
  })
})
