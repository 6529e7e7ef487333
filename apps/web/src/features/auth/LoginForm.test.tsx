import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ownUser, sessionAnswer, stubFetch, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { socialSignInUrl } from './auth.api'
import { useAuthStore } from './auth.store'

const visitor = visitorSession

const openLogin = async (routes = {}) => {
  const fetchMock = stubFetch({ ...visitor, ...routes })
  await renderApp({ path: '/login' })
  await screen.findByRole('heading', { name: t('auth.login.title') })
  return {
    fetchMock,
    email: screen.getByLabelText(new RegExp(t('auth.login.email'))),
    password: screen.getByLabelText(new RegExp(`^${t('auth.login.password')}`)),
    submit: screen.getByRole('button', { name: t('auth.login.submit') }) as HTMLButtonElement,
  }
}

const signInCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login-actions/authenticate'))

describe('sign-in form', () => {
  it('keeps submit disabled while either field is empty', async () => {
    const user = setupUser()
    const { email, password, submit } = await openLogin()
    expect(submit.disabled).toBe(true)
    await user.type(email, 'ada@example.org')
    expect(submit.disabled).toBe(true)
    await user.type(password, 'secret')
    expect(submit.disabled).toBe(false)
    await user.clear(email)
    expect(submit.disabled).toBe(true)
  })

  it('shows the e-mail error under a non-empty invalid e-mail and keeps submit disabled', async () => {
    const user = setupUser()
    const { email, password, submit } = await openLogin()
    expect(screen.queryByText(t('profile.email.error'))).toBeNull()
    await user.type(email, 'not-an-email')
    await user.type(password, 'secret')
    expect(screen.getByText(t('profile.email.error'))).toBeTruthy()
    expect(submit.disabled).toBe(true)
  })

  it('submits with Enter, sending the credentials and remember-me', async () => {
    const user = setupUser()
    const { email, password, fetchMock } = await openLogin({
      'POST /api/a/login-actions/authenticate': { body: sessionAnswer() },
    })
    await user.click(screen.getByLabelText(t('auth.login.rememberMe')))
    await user.type(email, ' ada@example.org ')
    await user.type(password, 'secret{Enter}')
    const [call] = signInCalls(fetchMock)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'ada@example.org',
      password: 'secret',
      rememberMe: true,
    })
  })

  it('goes to the feed after a successful sign in and loads the own user info', async () => {
    const user = setupUser()
    const me = { ...ownUser(3), email: 'ada@example.org' }
    const { email, password, submit, fetchMock } = await openLogin({
      'POST /api/a/login-actions/authenticate': { body: sessionAnswer(3) },
      'GET /api/core/user/me': { body: me },
    })
    await user.type(email, 'ada@example.org')
    await user.type(password, 'secret')
    await user.click(submit)
    expect(await screen.findByRole('heading', { level: 1, name: t('feed.title') })).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/feed')
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(me))
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, userId: 3 })
    // The sign-in answer names the user: no second check is needed.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/oauth2c/session'))).toHaveLength(1)
  })

  it('names the wait when sign in is rate limited', async () => {
    const user = setupUser()
    const { email, password } = await openLogin({
      'POST /api/a/login-actions/authenticate': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { error: { code: 4290, textCode: 'too_many_requests', type: 'limit', message: 'slow down' } },
      },
    })
    await user.type(email, 'ada@example.org')
    await user.type(password, 'secret{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.tooManyAttempts', { seconds: 42 }))
  })

  it('offers the confirmation link again when the e-mail is not confirmed (1110)', async () => {
    const user = setupUser()
    const { email, password, fetchMock } = await openLogin({
      'POST /api/a/login-actions/authenticate': {
        status: 403,
        body: { error: { code: 1110, textCode: 'user_action_required', type: 'auth', message: 'verify' } },
      },
      'POST /api/a/login-actions/execute': { body: { ok: true } },
    })
    await user.type(email, 'ada@example.org')
    await user.type(password, 'secret{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1110'))
    await user.click(screen.getByRole('button', { name: t('auth.resend.action') }))
    expect(await screen.findByText(t('auth.resend.sent', { email: 'ada@example.org' }))).toBeTruthy()
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login-actions/execute'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      actionType: 'verify-email',
      username: 'ada@example.org',
      lang: 1,
    })
    expect(screen.getByRole('button', { name: /^Отправить снова через \d+ с$/ })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('shows the catalogue message of a failed social sign-in and cleans the address', async () => {
    stubFetch(visitor)
    await renderApp({ path: '/login?error=1120' })
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1120'))
    expect(screen.getByTestId('location').textContent).toBe('/login')
  })

  it('falls back to the text code of an unknown social sign-in failure', async () => {
    stubFetch(visitor)
    await renderApp({ path: '/login?error=access_denied' })
    expect((await screen.findByRole('alert')).textContent).toBe('access_denied')
  })

  it("shows the request's id under a sign-in the server failed (issue 19)", async () => {
    const user = setupUser()
    const { email, password } = await openLogin({
      'POST /api/a/login-actions/authenticate': {
        status: 500,
        body: {
          error: { code: 5000, textCode: 'internal_error', type: 'internal', message: 'x' },
          requestId: 'rq-9',
        },
      },
    })
    await user.type(email, 'ada@example.org')
    await user.type(password, 'secret{Enter}')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(t('errors.5000'))).toBeTruthy()
    expect(within(alert).getByText('rq-9')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: t('errors.requestId.copy') })).toBeTruthy()
  })

  it('shows a failed sign in and keeps submit disabled until a field changes', async () => {
    const user = setupUser()
    const { email, password, submit } = await openLogin({
      'POST /api/a/login-actions/authenticate': {
        status: 401,
        body: {
          error: { code: 1101, textCode: 'invalid_grant', type: 'auth', message: 'Invalid credentials' },
        },
      },
    })
    await user.type(email, 'ada@example.org')
    await user.type(password, 'wrong{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1101'))
    expect(submit.disabled).toBe(true)
    await user.type(password, '!')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(submit.disabled).toBe(false)
  })

  it('shows or hides the password', async () => {
    const user = setupUser()
    const { password } = await openLogin()
    expect(password.getAttribute('type')).toBe('password')
    await user.click(screen.getByRole('button', { name: t('auth.login.showPassword') }))
    expect(password.getAttribute('type')).toBe('text')
    await user.click(screen.getByRole('button', { name: t('auth.login.hidePassword') }))
    expect(password.getAttribute('type')).toBe('password')
  })

  it('offers one social button per provider, and none when the server names none', async () => {
    await openLogin({
      'GET /api/a/login-actions/authenticate/idp-hints': {
        body: [
          { id: 'orcid', name: 'ORCID' },
          { id: 'google', name: 'Google' },
        ],
      },
    })
    expect(
      await screen.findByRole('button', { name: t('auth.login.socialWith', { name: 'ORCID' }) }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: t('auth.login.socialWith', { name: 'Google' }) })).toBeTruthy()
  })

  it('builds the authorize address of the web client with the provider and the way back', () => {
    expect(socialSignInUrl('testid', 'http://host:1/feed')).toBe(
      '/api/a/oauth2/authorize/web?idp=testid&redirect_uri=http%3A%2F%2Fhost%3A1%2Ffeed',
    )
  })

  it('shows no social buttons when the providers list is absent', async () => {
    const { fetchMock } = await openLogin()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/authenticate/idp-hints'))).toBe(
        true,
      ),
    )
    expect(screen.queryByText(t('auth.login.social'))).toBeNull()
  })

  it('links to password restore and registration', async () => {
    await openLogin()
    expect(screen.getByRole('link', { name: t('auth.login.forgot') }).getAttribute('href')).toBe(
      '/restore-password',
    )
    expect(screen.getByRole('link', { name: t('auth.login.register') }).getAttribute('href')).toBe(
      '/registration',
    )
  })
})
