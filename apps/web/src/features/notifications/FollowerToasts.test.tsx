import { NotificationKind } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const ME = 2

/**
 * Plays the `ntf` event once the layout listens (it starts once the start-up check signed the user
 * in), twice: the toast's key keeps a repeated event to one toast.
 */
const toastOf = async (event: ReturnType<typeof follower>, words: string) => {
  await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
  act(() => fakeSocket.send('ntf', event))
  act(() => fakeSocket.send('ntf', event))
  return screen.findByText(words)
}
const follower = (id: number, authorName: string | null, authorNameEn: string | null = null) => ({
  kind: NotificationKind.NewFollower,
  rAuthor: `202:${id}`,
  authorName,
  authorNameEn,
  date: '2030-01-01T12:00:00.000Z',
})

describe('new follower toasts (settings 132:24 lets the server send them)', () => {
  it.each([
    ['ru', 'Мария Кюри подписался(-ась) на вас', 'Профиль'],
    ['en', 'Marie Curie started following you', 'Profile'],
  ] as const)('in %s names the follower and opens their profile', async (locale, words, open) => {
    const user = setupUser()
    stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
    await renderApp({ path: '/help', locale })
    await waitFor(() => expect(fakeSocket.opened).toBeGreaterThan(0))
    act(() => fakeSocket.connect())
    await toastOf(follower(5, 'Мария Кюри', 'Marie Curie'), words)
    expect(screen.getAllByText(words)).toHaveLength(1)
    const toast = screen.getByText(words).closest('.notistack-MuiContent')
    if (!(toast instanceof HTMLElement)) throw new Error('the toast has no frame')
    await user.click(within(toast).getByRole('button', { name: open }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/5'))
  })

  it('names a follower without a name by the fallback', async () => {
    stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
    await renderApp({ path: '/help', locale: 'en' })
    await waitFor(() => expect(fakeSocket.opened).toBeGreaterThan(0))
    act(() => fakeSocket.connect())
    await toastOf(follower(6, null), `${t('comments.noName')} started following you`)
  })

  it('names a follower without an English name by their own name in English', async () => {
    stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
    await renderApp({ path: '/help', locale: 'en' })
    await waitFor(() => expect(fakeSocket.opened).toBeGreaterThan(0))
    act(() => fakeSocket.connect())
    await toastOf(follower(7, 'Пьер Кюри'), 'Пьер Кюри started following you')
  })
})
