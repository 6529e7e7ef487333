import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppProviders } from '../app/AppProviders'
import { initI18n } from '../app/i18n'
import { LeaveGuard } from './LeaveGuard'

// As main.tsx does before the app's first render.
beforeAll(() => {
  initI18n()
})

const t = (key: string) => i18next.t(key)

const renderGuard = (unsaved: boolean) => {
  const router = createMemoryRouter(
    [
      {
        path: '/editor',
        element: (
          <>
            <LeaveGuard when={unsaved} />
            <Link to="/elsewhere">away</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>elsewhere</h1> },
    ],
    { initialEntries: ['/editor'] },
  )
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, user: userEvent.setup() }
}

/** Whether a reload or tab close would be asked about. */
const unloadAsked = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('LeaveGuard', () => {
  it('asks before leaving unsaved changes, and stays when told so', async () => {
    await i18next.changeLanguage('en')
    const { router, user } = renderGuard(true)
    await user.click(screen.getByRole('link', { name: 'away' }))
    const dialog = await screen.findByRole('dialog', { name: t('leaveGuard.title') })
    expect(dialog.textContent).toContain(t('leaveGuard.text'))
    await user.click(screen.getByRole('button', { name: t('leaveGuard.stay') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/editor')
  })

  it('leaves when the author agrees to lose the changes', async () => {
    await i18next.changeLanguage('ru')
    const { router, user } = renderGuard(true)
    await user.click(screen.getByRole('link', { name: 'away' }))
    await user.click(await screen.findByRole('button', { name: t('leaveGuard.leave') }))
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/elsewhere')
  })

  it('asks before a reload or a tab close only while changes are unsaved', () => {
    renderGuard(true)
    expect(unloadAsked()).toBe(true)
  })

  it('lets the author go without a word when nothing is unsaved', async () => {
    const { user } = renderGuard(false)
    expect(unloadAsked()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'away' }))
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
