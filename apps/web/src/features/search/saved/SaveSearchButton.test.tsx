import type { SearchCriteria } from '@nauka/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubFetch } from '../../../test/fetchStub'
import { renderInApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { useAuthStore } from '../../auth/auth.store'
import { initialAuthState } from '../../auth/model'
import { SaveSearchButton } from './SaveSearchButton'
import { callsOf, savedSearch } from './test-data'

const CREATE = 'POST /api/core/saved-search'
const criteria: SearchCriteria = { kind: 'publications', size: 'short', message: 'радий', author: 'Кюри' }

beforeEach(() => useAuthStore.setState({ authenticated: true, userId: 2 }))
afterEach(() => useAuthStore.setState(initialAuthState))

const openDialog = async () => {
  const user = setupUser()
  const view = renderInApp(<SaveSearchButton criteria={criteria} />)
  await user.click(screen.getByRole('button', { name: t('search.saved.save.action') }))
  const dialog = screen.getByRole('dialog', { name: t('search.saved.save.title') })
  return { user, dialog, ...view }
}

describe('SaveSearchButton', () => {
  it('saves the search under its words, kept, with notifications when asked', async () => {
    const fetchMock = stubFetch({ [CREATE]: { body: savedSearch(1) } })
    const { user, dialog } = await openDialog()
    const name = within(dialog).getByRole('textbox', { name: t('search.saved.save.name') })
    expect((name as HTMLInputElement).value).toBe('радий · Кюри')
    expect((await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual(
      [],
    )
    await user.click(within(dialog).getByRole('switch', { name: t('search.saved.notify') }))
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }))
    expect(await screen.findByText(t('search.saved.save.done'))).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      request: criteria,
      name: 'радий · Кюри',
      bookmarked: true,
      notify: true,
    })
  })

  it('sends no name when the person cleared it, so the server names it by its words', async () => {
    const fetchMock = stubFetch({ [CREATE]: { body: savedSearch(1) } })
    const { user, dialog } = await openDialog()
    await user.clear(within(dialog).getByRole('textbox', { name: t('search.saved.save.name') }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true))
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      request: criteria,
      bookmarked: true,
      notify: false,
    })
  })

  it('says why a refused save failed and keeps the dialog open', async () => {
    stubFetch({
      [CREATE]: {
        status: 400,
        body: { error: { code: 4000, textCode: 'validation', type: 'validation', message: 'Bad request' } },
      },
    })
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: t('common.save') }))
    expect(await within(dialog).findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('cancels without saving', async () => {
    const fetchMock = stubFetch({ [CREATE]: { body: savedSearch(1) } })
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is not offered to a visitor', async () => {
    act(() => useAuthStore.setState(initialAuthState))
    const { container } = renderInApp(<SaveSearchButton criteria={criteria} />)
    expect(container.textContent).toBe('')
  })
})
