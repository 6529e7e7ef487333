import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const page = (elements: unknown[]) => ({ count: elements.length, elements, hasMore: false })
const FEED = 'http://localhost/api/core/events/calendar/'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('my calendar feed', () => {
  it('shows a feed made now; one made before gets a new address on renewal', async () => {
    const user = setupUser()
    const renewals: string[] = []
    stubFetch({
      ...signedIn(17),
      'GET /api/core/events': { body: page([]) },
      // The feed exists already: its address is not kept, so it is not answered.
      'GET /api/core/events/calendar-feed': { body: { url: null } },
      'POST /api/core/events/calendar-feed': () => {
        renewals.push('renew')
        return { body: { url: `${FEED}${'b'.repeat(43)}` } }
      },
    })
    await renderApp({ path: '/events', locale: 'en' })
    await user.click(await screen.findByRole('button', { name: 'My calendar feed' }))
    const dialog = screen.getByRole('dialog', { name: 'My calendar feed' })
    expect(await within(dialog).findByText(/The address shows once, when it is made/)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Copy' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Renew address' }))
    const address = await within(dialog).findByRole('textbox', { name: 'Calendar address' })
    expect((address as HTMLInputElement).value).toBe(`${FEED}${'b'.repeat(43)}`)
    expect(renewals).toEqual(['renew'])
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy()
  })
})
