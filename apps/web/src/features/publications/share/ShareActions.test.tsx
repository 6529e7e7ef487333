import type { MessageSend, PostCreate } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../../test/fakeSocket'
import { type Handler, ownUser, signedIn, stubFetch } from '../../../test/fetchStub'
import { postOf } from '../../../test/posts'
import { renderApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { dialogOf, messageOf } from '../../chats/dialog/test-data'
import { publicationId, publicationOf } from '../test-data'

const ME = 2
const ID = publicationId(1)
const radium = publicationOf(1, { title: 'О радии', titleEn: 'On radium' })
const link = `${window.location.origin}/publication/${ID}`
const ada = dialogOf(7)
const lab = dialogOf(8, {
  dialogType: 2,
  dialogName: 'Лаборатория',
  interlocutor: null,
  users: [],
})

const stubPage = (extra: Record<string, Handler> = {}) =>
  stubFetch({
    ...signedIn(ME),
    'GET /api/core/user/me': { body: ownUser(ME) },
    'GET /api/core/cls/all': { body: { count: 0, elements: [] } },
    [`GET /api/core/publication/${ID}`]: { body: radium },
    'GET /api/chat/v1/dialogs': { body: { count: 2, dialogs: [ada, lab], sumUnreadMessages: 0 } },
    ...extra,
  })

const openPage = async (locale: 'ru' | 'en' = 'ru') => {
  const user = setupUser()
  await renderApp({ path: `/publication/${ID}`, locale })
  await screen.findByRole('heading', { level: 1, name: 'О радии' })
  return user
}

describe('sharing a publication', () => {
  it('to the feed: the post editor opens with the title and the link, and publishes them', async () => {
    const posted: PostCreate[] = []
    stubPage({
      'POST /api/core/post': ({ init }) => {
        posted.push(JSON.parse(String(init?.body)))
        return { status: 201, body: postOf(50, { title: 'О радии', text: link }, ME) }
      },
    })
    const user = await openPage()
    await user.click(screen.getByRole('button', { name: t('publication.actions.shareToFeed') }))
    const editor = await screen.findByRole('dialog', { name: t('postEditor.newTitle') })
    expect(within(editor).getByRole('textbox', { name: t('postEditor.title') })).toHaveProperty(
      'value',
      'О радии',
    )
    expect(within(editor).getByRole('textbox', { name: t('postEditor.text') })).toHaveProperty('value', link)
    await user.click(within(editor).getByRole('button', { name: t('postEditor.publish') }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ title: 'О радии', text: link })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('postEditor.newTitle') })).toBeNull())
  })

  it('to a chat: the reader finds one of their chats, the title and link go there, and the toast opens it', async () => {
    stubPage()
    const user = await openPage('en')
    // The layout's chat toasts listen once the connection's context renders, a step after it opens.
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    act(() => fakeSocket.connect())
    await user.click(screen.getByRole('button', { name: t('publication.actions.sendToChat') }))
    const dialog = await screen.findByRole('dialog', { name: t('publication.share.chatTitle') })
    const chats = await within(dialog).findByRole('list', { name: t('publication.share.chats') })
    expect(within(chats).getAllByRole('button')).toHaveLength(2)
    await user.type(within(dialog).getByRole('textbox', { name: t('publication.share.findChat') }), 'лаб')
    await waitFor(() => expect(within(chats).getAllByRole('button')).toHaveLength(1))
    await user.click(within(chats).getByRole('button', { name: /Лаборатория/ }))

    const [sent] = fakeSocket.sent('message')
    expect(sent?.payload).toMatchObject({
      dialog: 8,
      cType: 1,
      text: `On radium\n${link}`,
    } satisfies MessageSend)
    act(() =>
      sent?.ack?.(null, { ok: true, message: messageOf(90, { dialogId: 8, text: `On radium\n${link}` }) }),
    )
    const toast = await screen.findByText(t('publication.share.sent', { name: 'Лаборатория' }))
    expect(screen.queryByRole('dialog', { name: t('publication.share.chatTitle') })).toBeNull()
    const frame = toast.closest('.notistack-MuiContent')
    if (!(frame instanceof HTMLElement)) throw new Error('the toast has no frame')
    await user.click(within(frame).getByRole('button', { name: t('publication.share.openChat') }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chats/8'))
  })

  it('keeps the chat dialog open and says why when the server refuses the message', async () => {
    stubPage()
    const user = await openPage()
    // The layout's chat toasts listen once the connection's context renders, a step after it opens.
    await waitFor(() => expect(fakeSocket.listening('message')).toBe(true))
    act(() => fakeSocket.connect())
    await user.click(screen.getByRole('button', { name: t('publication.actions.sendToChat') }))
    const dialog = await screen.findByRole('dialog', { name: t('publication.share.chatTitle') })
    await user.click(await within(dialog).findByRole('button', { name: /Ада Лавлейс/ }))
    const [sent] = fakeSocket.sent('message')
    act(() =>
      sent?.ack?.(null, { ok: false, error: { code: 4030, message: 'Вы не можете писать в этот чат' } }),
    )
    expect(
      await within(dialog).findByText(
        t('chatDialog.send.failed', { reason: 'Вы не можете писать в этот чат' }),
      ),
    ).toBeTruthy()
  })
})
