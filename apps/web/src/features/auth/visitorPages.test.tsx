import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownUser, stubFetch, userStatus, visitorSession } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { RESTORE_STORAGE_KEY } from './restore.store'

const visitor = visitorSession
const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)))
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) => bodiesOf(fetchMock, path)[0]
const authError = (code: number, textCode = 'x') => ({
  error: { code, textCode, type: 'auth', message: 'm' },
})
const location = () => screen.getByTestId('location').textContent

afterEach(() => vi.restoreAllMocks())

describe('registration', () => {
  it('starts on the e-mail step with the three document links', async () => {
    stubFetch(visitor)
    await renderApp({ path: '/registration' })
    await screen.findByRole('heading', { name: t('auth.registration.title') })
    const main = screen.getByRole('main')
    for (const [name, href] of [
      ['eula', '/eula.pdf'],
      ['policy', '/policy.pdf'],
      ['content', '/content.pdf'],
    ]) {
      expect(
        within(main)
          .getByRole('link', { name: t(`documents.${name}`) })
          .getAttribute('href'),
      ).toBe(href)
    }
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('links the English documents when the interface is English', async () => {
    stubFetch(visitor)
    await renderApp({ path: '/registration', locale: 'en' })
    const main = await screen.findByRole('main')
    expect(within(main).getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe(
      '/eula.pdf?lang=2',
    )
  })

  it('goes home from the first step with back', async () => {
    const user = setupUser()
    stubFetch(visitor)
    await renderApp({ path: '/registration' })
    await user.click(await screen.findByRole('button', { name: t('common.back') }))
    expect(location()).toBe('/login')
  })

  it('stops on the first step when the e-mail is taken, pointing to sign in and restore', async () => {
    const user = setupUser()
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/authenticate/check-email-free': { body: { free: false } },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'old@example.org{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(t('errors.1201'))
    expect(
      within(alert)
        .getByRole('link', { name: t('auth.login.forgot') })
        .getAttribute('href'),
    ).toBe('/restore-password')
    expect(screen.queryByLabelText(new RegExp(t('auth.registration.confirmation')))).toBeNull()
  })

  it('registers with a valid password, moves to the mail check by itself and finishes home', async () => {
    const user = setupUser()
    const fetchMock = stubFetch({
      ...visitor,
      'POST /api/a/login-actions/authenticate/check-email-free': { body: { free: true } },
      'POST /api/a/login-actions/register': { status: 201, body: { id: 5, email: 'new@example.org' } },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'new@example.org{Enter}')
    expect(bodyOf(fetchMock, '/api/a/login-actions/authenticate/check-email-free')).toEqual({
      username: 'new@example.org',
    })

    const password = await screen.findByLabelText(new RegExp(`^${t('auth.registration.password')}`))
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

    expect(await screen.findByText('new@example.org', { selector: 'strong' })).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/register')).toEqual({
      username: 'new@example.org',
      password: 'Str0ng!pass',
      lang: 1,
    })
    expect((screen.getByRole('button', { name: t('common.back') }) as HTMLButtonElement).disabled).toBe(true)
    // The first mail just went out: the resend link rests for a while.
    expect(screen.getByRole('button', { name: /^Отправить снова через \d+ с$/ })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(screen.getByRole('button', { name: t('auth.registration.finish') }))
    expect(location()).toBe('/login')
  })

  it('lists the password rules, each marked for the typed password', async () => {
    const user = setupUser()
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/authenticate/check-email-free': { body: { free: true } },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'new@example.org{Enter}')
    await user.type(await screen.findByLabelText(new RegExp(`^${t('auth.registration.password')}`)), 'abc')
    await user.click(screen.getByRole('button', { name: t('auth.registration.rulesButton') }))
    const dialog = await screen.findByRole('dialog', { name: t('auth.registration.rulesTitle') })
    expect(within(dialog).getAllByTitle(t('auth.registration.ruleMet'))).toHaveLength(2)
    expect(within(dialog).getAllByTitle(t('auth.registration.ruleUnmet'))).toHaveLength(4)
  })

  it('shows a taken e-mail on the password step', async () => {
    const user = setupUser()
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/authenticate/check-email-free': { body: { free: true } },
      'POST /api/a/login-actions/register': { status: 409, body: authError(1201, 'user_already_exists') },
    })
    await renderApp({ path: '/registration' })
    await user.type(await screen.findByLabelText(new RegExp(t('auth.login.email'))), 'old@example.org{Enter}')
    await user.type(
      await screen.findByLabelText(new RegExp(`^${t('auth.registration.password')}`)),
      'Str0ng!pass',
    )
    await user.type(
      screen.getByLabelText(new RegExp(t('auth.registration.confirmation'))),
      'Str0ng!pass{Enter}',
    )
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1201'))
  })
})

describe('restore password', () => {
  it('asks the server to mail a reset link, and words the answer as "if the account exists"', async () => {
    const user = setupUser()
    const fetchMock = stubFetch({ ...visitor, 'POST /api/a/login-actions/execute': { body: { ok: true } } })
    await renderApp({ path: '/restore-password' })
    await user.type(
      await screen.findByLabelText(new RegExp(t('auth.restore.email'))),
      'ada@example.org{Enter}',
    )
    expect(await screen.findByText('ada@example.org', { selector: 'strong' })).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/execute')).toEqual({
      actionType: 'reset-credentials',
      username: 'ada@example.org',
      lang: 1,
    })
    await user.click(screen.getByRole('button', { name: t('auth.restore.again') }))
    expect(screen.getByRole('button', { name: t('auth.restore.submit') })).toBeTruthy()
  })

  it('names the wait when the request is rate limited', async () => {
    const user = setupUser()
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/execute': { status: 429, body: { ...authError(4290), retryAfter: 30 } },
    })
    await renderApp({ path: '/restore-password' })
    await user.type(
      await screen.findByLabelText(new RegExp(t('auth.restore.email'))),
      'ada@example.org{Enter}',
    )
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.tooManyAttempts', { seconds: 30 }))
  })
})

describe('link actions', () => {
  it.each(['/login-actions/reset-credentials', '/login-actions/verify-email'])(
    'logs and shows the empty key error when %s has no key',
    async (path) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      stubFetch(visitor)
      await renderApp({ path })
      expect((await screen.findByRole('alert')).textContent).toBe(t('errors.emptyKey'))
      expect(log).toHaveBeenCalledWith('empty key error')
    },
  )

  it('confirms the account from the verify-email key and lands signed in on the feed', async () => {
    let verified = false
    const fetchMock = stubFetch({
      'POST /api/a/login-actions/action-token': () => {
        verified = true
        return {
          body: {
            tokenType: 'verify-email',
            key: 'abc',
            clientId: 'web',
            tabId: 't',
            authSessionId: 's',
            followUp: false,
          },
        }
      },
      'GET /api/a/oauth2c/session': () =>
        verified ? { body: { signedIn: true, userStatus: userStatus(5) } } : { body: { signedIn: false } },
      'GET /api/core/user/me': { body: ownUser(5) },
    })
    await renderApp({ path: '/login-actions/verify-email?key=abc' })
    expect(await screen.findByRole('heading', { level: 1, name: t('feed.title') })).toBeTruthy()
    expect(location()).toBe('/feed')
    expect(await screen.findByText(t('auth.actions.welcome'))).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/action-token')).toEqual({ key: 'abc' })
    // SPEC 4: on this path the key verifies the account; the check runs only after it (SPEC 7).
    const paths = fetchMock.mock.calls.map(([url]) => String(url))
    expect(paths.indexOf('/api/a/login-actions/action-token')).toBeLessThan(
      paths.indexOf('/api/a/oauth2c/session'),
    )
  })

  it('shows an expired verify link by the catalogue and offers a new link', async () => {
    const user = setupUser()
    const fetchMock = stubFetch({
      'POST /api/a/login-actions/action-token': {
        status: 400,
        body: authError(1302, 'action_token_expired'),
      },
      'POST /api/a/login-actions/execute': { body: { ok: true } },
    })
    await renderApp({ path: '/login-actions/verify-email?key=abc' })
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1302'))
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.email'))), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: t('auth.resend.action') }))
    expect(await screen.findByText(t('auth.resend.sent', { email: 'ada@example.org' }))).toBeTruthy()
    expect(bodyOf(fetchMock, '/api/a/login-actions/execute')).toMatchObject({ actionType: 'verify-email' })
  })

  it('shows the verifying error for a rejected key outside the catalogue', async () => {
    stubFetch({ 'POST /api/a/login-actions/action-token': { status: 500, body: 'nope' } })
    await renderApp({ path: '/login-actions/verify-email?key=abc' })
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.verifying'))
  })

  const ids = { key: 'abc', clientId: 'web', tabId: 'tab-1', authSessionId: 'session-1' }
  const resetRoutes = () => ({
    ...visitor,
    'POST /api/a/login-actions/action-token': ({ init }: { init: RequestInit | undefined }) => ({
      body: {
        ...ids,
        tokenType: 'reset-credentials',
        followUp: JSON.parse(String(init?.body)).password === undefined,
      },
    }),
  })

  it('sets a new password with the ids of the reset key, then goes home from the success screen', async () => {
    const user = setupUser()
    const fetchMock = stubFetch(resetRoutes())
    await renderApp({ path: '/login-actions/reset-credentials?key=abc' })
    const field = await screen.findByLabelText(new RegExp(`^${t('auth.restore.newPassword')}`))
    // SPEC 3: the metadata, with the tab id, is kept in session storage.
    expect(JSON.parse(sessionStorage.getItem(RESTORE_STORAGE_KEY) ?? '{}').state.metadata).toEqual(ids)
    await user.type(field, 'N3w!passw')
    await user.type(screen.getByLabelText(new RegExp(t('auth.restore.confirmation'))), 'N3w!passw{Enter}')
    expect(await screen.findByText(t('auth.restore.success'))).toBeTruthy()
    expect(bodiesOf(fetchMock, '/api/a/login-actions/action-token')).toEqual([
      { key: 'abc' },
      { ...ids, password: 'N3w!passw' },
    ])
    expect(JSON.parse(sessionStorage.getItem(RESTORE_STORAGE_KEY) ?? '{}').state.metadata).toBeNull()
    await user.click(screen.getByRole('button', { name: t('common.toHome') }))
    expect(location()).toBe('/login')
  })

  it('shows an expired reset key by the catalogue with a way to a new link', async () => {
    stubFetch({
      ...visitor,
      'POST /api/a/login-actions/action-token': {
        status: 400,
        body: authError(1302, 'action_token_expired'),
      },
    })
    await renderApp({ path: '/login-actions/reset-credentials?key=abc' })
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.1302'))
    expect(screen.getByRole('link', { name: t('auth.restore.newLink') }).getAttribute('href')).toBe(
      '/restore-password',
    )
  })
})
