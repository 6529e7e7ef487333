import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useAuthStore } from '../../features/auth/auth.store'
import { signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const openFeed = async (width: number, routes = {}) => {
  const fetchMock = stubFetch({ ...signedIn(), ...routes })
  await renderApp({ path: '/feed', width })
  await screen.findByRole('heading', { level: 1, name: t('feed.title') })
  return fetchMock
}

const mainNav = () => screen.queryByRole('navigation', { name: t('nav.label') })
const rightBar = () => screen.queryByRole('complementary')
const footer = () => screen.queryByRole('contentinfo')

const toggleInLayoutMenu = async (user: UserEvent, flag: string) => {
  await user.click(screen.getByRole('button', { name: t('layout.menu') }))
  await user.click(await screen.findByRole('menuitemcheckbox', { name: t(`layout.${flag}`) }))
  await user.keyboard('{Escape}')
}

describe('signed-in layout', () => {
  it('shows the left bar, the right bar and the footer navbar on a wide screen', async () => {
    await openFeed(1366)
    expect(mainNav()).toBeTruthy()
    expect(rightBar()).toBeTruthy()
    // Drawn a task after the rest of the frame.
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    const current = within(mainNav() as HTMLElement).getByRole('link', { name: t('nav.feed') })
    expect(current.getAttribute('aria-current')).toBe('page')
  })

  it('hides and shows each bar from the layout menu, and remembers the choice', async () => {
    const user = setupUser()
    await openFeed(1366)
    await toggleInLayoutMenu(user, 'rightBar')
    expect(rightBar()).toBeNull()
    await toggleInLayoutMenu(user, 'footer')
    expect(footer()).toBeNull()
    await toggleInLayoutMenu(user, 'leftBar')
    expect(mainNav()).toBeNull()
    expect(JSON.parse(localStorage.getItem('nauka.layout') ?? '{}').state).toEqual({
      leftBar: false,
      rightBar: false,
      footer: false,
    })
    await toggleInLayoutMenu(user, 'rightBar')
    expect(rightBar()).toBeTruthy()
  })

  it('keeps the right bar for 1280 and up, and the left bar becomes a rail below 1200', async () => {
    await openFeed(1000)
    expect(rightBar()).toBeNull()
    const rail = mainNav() as HTMLElement
    expect(within(rail).getByRole('link', { name: t('nav.chats') })).toBeTruthy()
    expect(within(rail).queryByText(t('nav.chats'))).toBeNull()
  })

  it('moves the navigation into a drawer and a bottom navigation on a phone', async () => {
    const user = setupUser()
    await openFeed(390)
    expect(mainNav()).toBeNull()
    // Drawn a task after the rest of the frame.
    const bottom = await screen.findByRole('navigation', { name: t('layout.footer') })
    expect(within(bottom).getByRole('link', { name: t('nav.chats') })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: t('nav.openMenu') }))
    const drawerNav = await screen.findByRole('navigation', { name: t('nav.label') })
    await user.click(within(drawerNav).getByRole('link', { name: t('nav.groups') }))

    expect(await screen.findByRole('heading', { level: 1, name: t('groups.title') })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('navigation', { name: t('nav.label') })).toBeNull())
  })

  it('shows an offline notice while the browser is offline', async () => {
    await openFeed(1366)
    expect(screen.queryByText(t('layout.offline'))).toBeNull()
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByText(t('layout.offline'))).toBeTruthy()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByText(t('layout.offline'))).toBeNull()
  })

  it('signs out after confirmation, tells the mobile web view and goes to /login', async () => {
    const user = setupUser()
    const postMessage = vi.fn()
    vi.stubGlobal('ReactNativeWebView', { postMessage })
    const fetchMock = await openFeed(1366, { 'POST /api/a/oauth2c/logout': { body: { ok: true } } })

    await user.click(within(mainNav() as HTMLElement).getByRole('button', { name: t('nav.logout') }))
    const dialog = await screen.findByRole('dialog', { name: t('logout.title') })
    await user.click(within(dialog).getByRole('button', { name: t('logout.confirm') }))

    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/login')
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/a/oauth2c/logout' && init?.method === 'POST',
      ),
    ).toBe(true)
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'logout' }))
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, userId: null })
  })

  it('keeps the user signed in when they cancel the sign-out', async () => {
    const user = setupUser()
    await openFeed(1366)
    await user.click(within(mainNav() as HTMLElement).getByRole('button', { name: t('nav.logout') }))
    await user.click(await screen.findByRole('button', { name: t('logout.cancel') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(useAuthStore.getState().authenticated).toBe(true)
  })
})
