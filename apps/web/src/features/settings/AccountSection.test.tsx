import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Handler, signedIn, stubFetch } from '../../test/fetchStub'
import { renderApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'

const PATH = '/api/a/oauth2c/change-password'

const openAccount = async (reply: Handler) => {
  const fetchMock = stubFetch({ ...signedIn(), [`POST ${PATH}`]: reply })
  await renderApp({ path: '/settings?section=account' })
  await screen.findByRole('heading', { level: 2, name: t('settings.account.title') })
  const field = (key: string) =>
    screen.getByLabelText(new RegExp(`^${t(`settings.account.password.${key}`)}`))
  return {
    fetchMock,
    current: field('current'),
    password: field('new'),
    confirmation: field('confirmation'),
    submit: screen.getByRole('button', { name: t('settings.account.password.submit') }) as HTMLButtonElement,
  }
}

describe('settings: account', () => {
  it('shows the e-mail of the account', async () => {
    await openAccount({ body: { ok: true } })
    await waitFor(() => expect(screen.getByText('user17@example.org')).toBeTruthy())
  })

  it('changes the password, says so and empties the form', async () => {
    const user = setupUser()
    const { fetchMock, current, password, confirmation, submit } = await openAccount({ body: { ok: true } })
    expect(submit.disabled).toBe(true)
    await user.type(current, 'Old!pass1')
    await user.type(password, 'N3w!passw')
    await user.type(confirmation, 'N3w!passX')
    expect(screen.getByText(t('auth.password.mismatch'))).toBeTruthy()
    expect(submit.disabled).toBe(true)
    await user.clear(confirmation)
    await user.type(confirmation, 'N3w!passw{Enter}')
    expect(await screen.findByText(t('settings.account.password.success'))).toBeTruthy()
    const call = fetchMock.mock.calls.find(([url]) => String(url) === PATH)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Old!pass1',
      newPassword: 'N3w!passw',
      confirmation: 'N3w!passw',
    })
    expect((current as HTMLInputElement).value).toBe('')
  })

  it('shows the wrong-password error for a 400, with the current password marked', async () => {
    const user = setupUser()
    const { current, password, confirmation } = await openAccount({
      status: 400,
      body: { error: { code: 4001, textCode: 'bad_request', type: 'validation', message: 'wrong' } },
    })
    await user.type(current, 'Wrong!pass1')
    await user.type(password, 'N3w!passw')
    await user.type(confirmation, 'N3w!passw{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(t('settings.account.password.wrongPassword'))
    expect(screen.getByText(t('settings.account.password.oldIncorrect'))).toBeTruthy()
    expect(current.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the update error for a server failure', async () => {
    const user = setupUser()
    const { current, password, confirmation } = await openAccount({ status: 500, body: 'oops' })
    await user.type(current, 'Old!pass1')
    await user.type(password, 'N3w!passw')
    await user.type(confirmation, 'N3w!passw{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(t('settings.account.password.updateError'))
  })
})
