import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubFetch } from '../../../test/fetchStub'
import { renderInApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { useAuthStore } from '../../auth/auth.store'
import { initialAuthState } from '../../auth/model'
import { SavedSearchPanel } from './SavedSearchPanel'
import { callsOf, listsHandler, newResult, savedId, savedSearch } from './test-data'

const LIST = 'GET /api/core/saved-search'

const kept = savedSearch(1, { name: 'Радий', newResultCount: 2, notify: false })
const recent = savedSearch(2, { bookmarked: false })

beforeEach(() => useAuthStore.setState({ authenticated: true, userId: 2 }))
afterEach(() => useAuthStore.setState(initialAuthState))

const violations = async (container: HTMLElement) =>
  (
    await axe.run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } })
  ).violations.map((v) => v.id)

const section = (title: string) => screen.getByRole('region', { name: title })

describe('SavedSearchPanel', () => {
  it('lists the kept searches with their badge and the history without the kept ones, each opening its search', async () => {
    stubFetch({ [LIST]: listsHandler([kept], [kept, recent]) })
    const { container } = renderInApp(<SavedSearchPanel />)
    const keptLink = await screen.findByRole('link', { name: t('search.saved.open', { name: 'Радий' }) })
    expect(keptLink.getAttribute('href')).toBe('/nausearch?message=%D1%80%D0%B0%D0%B4%D0%B8%D0%B9+1')
    expect(screen.getByRole('button', { name: t('search.saved.newResults', { count: 2 }) })).toBeTruthy()
    const history = section(t('search.saved.history.title'))
    expect(within(history).getAllByRole('listitem')).toHaveLength(1)
    expect(
      within(history).getByRole('link', { name: t('search.saved.open', { name: 'радий 2' }) }),
    ).toBeTruthy()
    expect(within(history).queryByText('Радий')).toBeNull()
    expect(await violations(container)).toEqual([])
  })

  it('says when both lists are empty, and offers no clearing of an empty history', async () => {
    stubFetch({ [LIST]: listsHandler([], []) })
    const { container } = renderInApp(<SavedSearchPanel />)
    expect(await screen.findByText(t('search.saved.kept.none'))).toBeTruthy()
    expect(screen.getByText(t('search.saved.history.none'))).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('search.saved.history.clear') })).toBeNull()
    expect(await violations(container)).toEqual([])
  })

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true
    stubFetch({
      [LIST]: (request) =>
        fail
          ? { status: 503, body: { error: { code: 5030, textCode: 'unavailable', type: 'x', message: 'x' } } }
          : listsHandler([kept], [kept])(request),
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    const retries = await screen.findAllByRole('button', { name: t('common.retry') })
    expect(retries).toHaveLength(2)
    fail = false
    await user.click(retries[0] as HTMLElement)
    expect(await screen.findByRole('link', { name: t('search.saved.open', { name: 'Радий' }) })).toBeTruthy()
  })

  it('switches notifications of a kept search and reads the lists again', async () => {
    const fetchMock = stubFetch({
      [LIST]: listsHandler([kept], [kept]),
      [`PATCH /api/core/saved-search/${kept.id}`]: { body: { ...kept, notify: true } },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    const toggle = await screen.findByRole('switch', { name: t('search.saved.notifyOf', { name: 'Радий' }) })
    const listsBefore = callsOf(fetchMock).filter((c) => c.method === 'GET').length
    await user.click(toggle)
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((c) => c.method === 'GET').length).toBe(listsBefore + 2),
    )
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({ notify: true })
  })

  it('renames a kept search', async () => {
    const fetchMock = stubFetch({
      [LIST]: listsHandler([kept], [kept]),
      [`PATCH /api/core/saved-search/${kept.id}`]: { body: { ...kept, name: 'Полоний' } },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    await user.click(
      await screen.findByRole('button', { name: t('search.saved.rename.action', { name: 'Радий' }) }),
    )
    const dialog = screen.getByRole('dialog', { name: t('search.saved.rename.title') })
    const field = within(dialog).getByRole('textbox', { name: t('search.saved.save.name') })
    await user.clear(field)
    await user.type(field, '  Полоний ')
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Полоний' })
  })

  it('deletes a kept search only once confirmed', async () => {
    const fetchMock = stubFetch({
      [LIST]: listsHandler([kept], [kept]),
      [`DELETE /api/core/saved-search/${kept.id}`]: { status: 204 },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    const remove = await screen.findByRole('button', {
      name: t('search.saved.remove.action', { name: 'Радий' }),
    })
    await user.click(remove)
    await user.click(screen.getByRole('button', { name: t('common.cancel') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(false)
    await user.click(remove)
    const dialog = screen.getByRole('dialog', { name: t('search.saved.remove.title') })
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }))
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.method === 'DELETE')).toHaveLength(1))
  })

  it('keeps a search of the history', async () => {
    const fetchMock = stubFetch({
      [LIST]: listsHandler([], [recent]),
      [`PATCH /api/core/saved-search/${recent.id}`]: { body: { ...recent, bookmarked: true } },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    await user.click(await screen.findByRole('button', { name: t('search.saved.keep', { name: 'радий 2' }) }))
    await waitFor(() =>
      expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({ bookmarked: true }),
    )
  })

  it('clears the history once confirmed', async () => {
    const fetchMock = stubFetch({
      [LIST]: listsHandler([], [recent]),
      'DELETE /api/core/saved-search/clear': { status: 204 },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    await user.click(await screen.findByRole('button', { name: t('search.saved.history.clear') }))
    const dialog = screen.getByRole('dialog', { name: t('search.saved.history.clearTitle') })
    await user.click(within(dialog).getByRole('button', { name: t('search.saved.history.clear') }))
    await waitFor(() =>
      expect(
        callsOf(fetchMock)
          .filter((c) => c.method === 'DELETE')
          .map((c) => c.url),
      ).toEqual(['/api/core/saved-search/clear']),
    )
  })

  it('shows the new results of a kept search with links to their pages, then marks them seen', async () => {
    // As the server does: once refreshed, the search has no unseen results.
    let seen = false
    const fetchMock = stubFetch({
      [LIST]: listsHandler([kept], [kept]),
      [`GET /api/core/saved-search/${kept.id}/results`]: () => ({
        body: seen ? [] : [newResult(1, 'О свойствах радия'), newResult(2, 'Радий в медицине')],
      }),
      [`PUT /api/core/saved-search/${kept.id}/refresh`]: () => {
        seen = true
        return { body: { ...kept, newResultCount: 0 } }
      },
    })
    const user = setupUser()
    renderInApp(<SavedSearchPanel />)
    await user.click(await screen.findByRole('button', { name: t('search.saved.newResults', { count: 2 }) }))
    const dialog = await screen.findByRole('dialog', {
      name: t('search.saved.results.title', { name: 'Радий' }),
    })
    const first = await within(dialog).findByRole('link', { name: 'О свойствах радия' })
    expect(first.getAttribute('href')).toBe(`/publication/${savedId(101)}`)
    expect(within(dialog).getByRole('link', { name: 'Радий в медицине' })).toBeTruthy()
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(true))
    const results = callsOf(fetchMock).find((c) => c.url.includes('/results'))
    expect(new URL(results?.url ?? '', 'http://localhost').searchParams.get('mode')).toBe('NEW')
    // Marked seen, the results stay on screen while being read (the lists are read again meanwhile).
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.url.includes('mode=ALL')).length).toBe(2))
    expect(within(dialog).getByRole('link', { name: 'О свойствах радия' })).toBeTruthy()
    expect(within(dialog).queryByText(t('search.saved.results.none'))).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: t('common.close') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows nothing to a visitor and asks nothing of the server', async () => {
    act(() => useAuthStore.setState(initialAuthState))
    const fetchMock = stubFetch({ [LIST]: listsHandler([kept], [kept]) })
    const { container } = renderInApp(<SavedSearchPanel />)
    await act(async () => {})
    expect(container.textContent).toBe('')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
