import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'

const visitor = { 'GET /api/a/oauth2c/validate': { status: 401 } }
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === path)?.[1]?.body))

describe('registration', () => {
  it('starts on the e-mail step with the three document links', async () => {
    stubFetch(visitor)
    await renderApp({ path: '/registration' })
    await screen.findByRole('heading', { name: t('auth.registration.title') })
    const main = screen.getByRole('main')
    expect(
      within(main)
        .getByRole('link', { name: t('documents.eula') })
        .getAttribute('href'),
    ).toBe('/eula.pdf')
    expect(
      within(main)
        .getByRole('link', { name: t('documents.policy') })
        .getAttribute('href'),
    ).toBe('/policy.pdf')
    expect(
      within(main)
        .getByRole('link', { name: t('documents.content') })
        .getAttribute('href'),
    ).toBe('/content.pdf')
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('goes home from the first step with back', async () => {
    const user = userEvent.setup()
    stubFetch(visitor)
    await renderApp({ path: '/registration' })
    await user.click(await screen.findByRole('button', { name: t('common.back') }))
    expect(screen.getByTestId('location').textContent).toBe('/login')
  })

  it('registers with a valid password and moves to the mail check by itself', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch({
      ...visitor,
      'POST /api/a/login-actions/register': { status: 201, body: {} },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'new@example.org{Enter}')

    const password = screen.getByLabelText(new RegExp(`^${t('auth.registration.password')}`))
    const confirmation = screen.getByLabelText(new RegExp(t('auth.registration.confirmation')))
    const submit = screen.getByRole('button', { name: t('auth.registration.submit') }) as HTMLButtonElement
    await user.type(password, 'short')
    expect(screen.getByText(t('auth.password.tooShort'))).toBeTruthy()
    await user.clear(password)
    await user.type(password, 'Str0ng!pass')
    await user.type(confirmation, 'Str0ng!pasX')
    expect(screen.getByText(t('auth.password.mismatch'))).toBeTruthy()
    expect(submit.disabled).toBe(true)
    await user.clear(confirmation)
    await user.type(confirmation, 'Str0ng!pass{Enter}')

    expect(
      await screen.findByText(t('auth.registration.checkMail', { email: 'new@example.org' })),
    ).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/register')).toEqual({
      username: 'new@example.org',
      password: 'Str0ng!pass',
    })
    expect((screen.getByRole('button', { name: t('common.back') }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows a taken e-mail on the password step', async () => {
    const user = userEvent.setup()
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/register': {
        status: 409,
        body: { error: { code: 1201, textCode: 'user_already_exists', type: 'auth', message: 'exists' } },
      },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'old@example.org{Enter}')
    await user.type(screen.getByLabelText(new RegExp(`^${t('auth.registration.password')}`)), 'Str0ng!pass')
    await user.type(
      screen.getByLabelText(new RegExp(t('auth.registration.confirmation'))),
      'Str0ng!pass{Enter}',
    )
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1201'))
  })
})

describe('restore password', () => {
  it('asks the server to mail a reset link to the e-mail', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch({ ...visitor, 'POST /api/a/login-actions/execute': { body: {} } })
    await renderApp({ path: '/restore-password' })
    await user.type(
      await screen.findByLabelText(new RegExp(t('auth.restore.email'))),
      'ada@example.org{Enter}',
    )
    expect(await screen.findByText(t('auth.restore.sent', { email: 'ada@example.org' }))).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/execute')).toEqual({
      actionType: 'reset-credentials',
      username: 'ada@example.org',
    })
  })
})

describe('link actions', () => {
  it.each(['/login-actions/reset-credentials', '/login-actions/verify-email'])(
    'shows the empty key error when %s has no key',
    async (path) => {
      stubFetch(visitor)
      await renderApp({ path })
      expect((await screen.findByRole('alert')).textContent).toBe(t('errors.emptyKey'))
    },
  )

  it('confirms the account from the verify-email key, then shows the sign-in screen', async () => {
    const fetchMock = stubFetch({ 'POST /api/a/login-actions/action-token': { body: { followUp: false } } })
    await renderApp({ path: '/login-actions/verify-email?key=abc' })
    expect(await screen.findByText(t('auth.login.verified'))).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/login')
    expect(bodyOf(fetchMock, '/api/a/login-actions/action-token')).toEqual({ key: 'abc' })
    // SPEC 4: on this path the key verifies the account instead of the session check.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/oauth2c/validate'))).toBe(false)
  })

  it('shows the verifying error for a rejected key', async () => {
    stubFetch({ 'POST /api/a/login-actions/action-token': { status: 500, body: 'nope' } })
    await renderApp({ path: '/login-actions/verify-email?key=abc' })
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.verifying'))
  })

  it('sets a new password with the token of the reset key', async () => {
    const user = userEvent.setup()
    const token = {
      tokenType: 'reset-credentials',
      key: 'k2',
      clientId: 'web',
      tabId: 't',
      authSessionId: 's',
    }
    const fetchMock = stubFetch({
      ...visitor,
      'POST /api/a/login-actions/action-token': ({ init }) =>
        JSON.parse(String(init?.body)).password ? { body: {} } : { body: token },
    })
    await renderApp({ path: '/login-actions/reset-credentials?key=abc' })
    await user.type(
      await screen.findByLabelText(new RegExp(`^${t('auth.restore.newPassword')}`)),
      'N3w!passw',
    )
    await user.type(screen.getByLabelText(new RegExp(t('auth.restore.confirmation'))), 'N3w!passw{Enter}')
    expect(await screen.findByText(t('auth.restore.success'))).toBeTruthy()
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/action-token'))
      .map(([, init]) => JSON.parse(String(init?.body)))
    expect(bodies).toEqual([{ key: 'abc' }, { ...token, password: 'N3w!passw' }])
  })
})
