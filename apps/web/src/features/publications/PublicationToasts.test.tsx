import { NotificationKind, type PublicationNotification } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSocket } from '../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { publicationId } from './test-data'

const ME = 2
const ID = publicationId(4)

const published = (
  authorName: string | null,
  authorNameEn: string | null = null,
): PublicationNotification => ({
  kind: NotificationKind.NewPublication,
  publicationId: ID,
  title: 'О свойствах радия',
  link: `/publication/${ID}`,
  rAuthor: '202:4',
  authorName,
  authorNameEn,
  date: '2030-01-01T12:00:00.000Z',
})

describe('a toast for a new publication of a followed author', () => {
  it.each([
    ['ru', 'Ирен Жолио-Кюри: новая публикация', 'Открыть'],
    ['en', 'Irène Joliot-Curie: new publication', 'Open'],
  ] as const)(
    'in %s names the author and the title once, and opens its page',
    async (locale, words, open) => {
      const user = setupUser()
      stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
      await renderApp({ path: '/help', locale })
      await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
      act(() => fakeSocket.connect())
      const event = published('Ирен Жолио-Кюри', 'Irène Joliot-Curie')
      act(() => fakeSocket.send('ntf', event))
      act(() => fakeSocket.send('ntf', event))
      const title = await screen.findByText(words)
      expect(screen.getAllByText(words)).toHaveLength(1)
      const toast = title.closest('.notistack-MuiContent')
      if (!(toast instanceof HTMLElement)) throw new Error('the toast has no frame')
      expect(within(toast).getByText('О свойствах радия')).toBeTruthy()
      await user.click(within(toast).getByRole('button', { name: open }))
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/publication/${ID}`))
    },
  )

  it('names an author without a name by the fallback', async () => {
    stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
    await renderApp({ path: '/help', locale: 'en' })
    await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
    act(() => fakeSocket.connect())
    act(() => fakeSocket.send('ntf', published(null)))
    expect(await screen.findByText(t('publication.toast.title', { name: t('comments.noName') }))).toBeTruthy()
  })
})
