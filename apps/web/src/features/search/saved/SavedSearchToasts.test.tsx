import { NotificationKind, type SavedSearchNotification } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeSocket } from '../../../test/fakeSocket'
import { ownUser, signedIn, stubFetch } from '../../../test/fetchStub'
import { renderApp, renderInApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { useAuthStore } from '../../auth/auth.store'
import { initialAuthState } from '../../auth/model'
import { SavedSearchPanel } from './SavedSearchPanel'
import { SavedSearchToasts } from './SavedSearchToasts'
import { listsHandler, savedSearch } from './test-data'

const ME = 2
const PUBLICATION = '0190a1b2-0000-7000-8000-000000000004'

const matched: SavedSearchNotification = {
  kind: NotificationKind.SavedSearchMatch,
  savedSearchId: '0190a1b2-0000-7000-8000-0000000000aa',
  searchName: 'радий',
  publicationId: PUBLICATION,
  title: 'О свойствах радия',
  link: `/publication/${PUBLICATION}`,
  date: '2030-01-01T12:00:00.000Z',
}

describe('a toast for a new result of a saved search', () => {
  it.each([
    ['ru', 'Новое по поиску «радий»', 'Открыть'],
    ['en', 'New for the search “радий”', 'Open'],
  ] as const)('in %s names the search and the item once, and opens its page', async (locale, words, open) => {
    const user = setupUser()
    stubFetch({ ...signedIn(ME), 'GET /api/core/user/me': { body: ownUser(ME) } })
    await renderApp({ path: '/help', locale })
    await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
    act(() => fakeSocket.connect())
    act(() => fakeSocket.send('ntf', matched))
    act(() => fakeSocket.send('ntf', matched))
    const title = await screen.findByText(words)
    expect(screen.getAllByText(words)).toHaveLength(1)
    const toast = title.closest('.notistack-MuiContent')
    if (!(toast instanceof HTMLElement)) throw new Error('the toast has no frame')
    expect(within(toast).getByText('О свойствах радия')).toBeTruthy()
    await user.click(within(toast).getByRole('button', { name: open }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/publication/${PUBLICATION}`),
    )
  })

  it('counts the new result in the badge of its kept search', async () => {
    const kept = savedSearch(1, { id: matched.savedSearchId, name: 'радий' })
    let arrived = false
    stubFetch({
      'GET /api/core/saved-search': (request) =>
        listsHandler([{ ...kept, newResultCount: arrived ? 1 : 0 }], [])(request),
    })
    act(() => useAuthStore.setState({ authenticated: true, userId: ME }))
    renderInApp(
      <>
        <SavedSearchToasts />
        <SavedSearchPanel />
      </>,
    )
    await screen.findByRole('link', { name: t('search.saved.open', { name: 'радий' }) })
    await waitFor(() => expect(fakeSocket.listening('ntf')).toBe(true))
    act(() => fakeSocket.connect())
    arrived = true
    act(() => fakeSocket.send('ntf', matched))
    expect(
      await screen.findByRole('button', { name: t('search.saved.newResults', { count: 1 }) }),
    ).toBeTruthy()
  })
})

afterEach(() => useAuthStore.setState(initialAuthState))
