import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signedIn, stubFetch, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'

const location = () => screen.getByTestId('location').textContent

describe('auth guard', () => {
  it('shows the loading screen while the first check runs', async () => {
    let answer: (value: Response) => void = () => {}
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    await renderApp({ path: '/feed' })
    expect(screen.getByText(t('app.loading'))).toBeTruthy()
    answer(new Response(null, { status: 401 }))
    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeTruthy()
  })

  it.each(['/', '/feed', '/some/unknown/path', '/settings', '/userPost/5'])(
    'sends a visitor from %s to /login',
    async (path) => {
      stubFetch(visitorSession)
      await renderApp({ path })
      expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeTruthy()
      expect(location()).toBe('/login')
    },
  )

  it.each([
    ['/registration', 'auth.registration.title'],
    ['/restore-password', 'auth.restore.title'],
    ['/login-actions/reset-credentials', 'auth.actions.resetTitle'],
    ['/login-actions/verify-email', 'auth.actions.verifyTitle'],
  ])('lets a visitor open %s', async (path, title) => {
    stubFetch(visitorSession)
    await renderApp({ path })
    expect(await screen.findByRole('heading', { name: t(title) })).toBeTruthy()
    expect(location()).toBe(path)
  })

  it('treats a missing session endpoint (404) as a visitor', async () => {
    stubFetch()
    await renderApp({ path: '/chats' })
    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeTruthy()
  })

  it.each([
    ['/feed', 'feed.title'],
    ['/profile', 'profile.title'],
    ['/chats', 'chats.title'],
    ['/nausearch', 'search.title'],
    ['/followers', 'followers.title'],
    ['/groups', 'groups.title'],
    ['/events', 'events.title'],
    ['/my_territory', 'territory.title'],
    ['/marketplace', 'marketplace.title'],
    ['/help', 'help.title'],
    ['/settings', 'settings.title'],
    ['/userPost/42', 'post.title'],
  ])('opens %s for a signed-in user', async (path, title) => {
    stubFetch(signedIn())
    await renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: t(title) })).toBeTruthy()
    expect(location()).toBe(path)
  })

  it.each(['/login', '/registration', '/', '/some/unknown/path'])(
    'sends a signed-in user from %s to /feed',
    async (path) => {
      stubFetch(signedIn())
      await renderApp({ path })
      expect(await screen.findByRole('heading', { level: 1, name: t('feed.title') })).toBeTruthy()
      expect(location()).toBe('/feed')
    },
  )
})
