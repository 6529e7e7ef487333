import { render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { exchange } from '../api/client'
import { initI18n } from '../app/i18n'
import { type Handler, stubFetch } from '../test/fetchStub'
import { setupUser } from '../test/user'
import { RetryAlert } from './RetryAlert'

const ID = '7f3c2a9e-5b1d-4c8e-9f00-0123456789ab'
const errorBody = (code: number, textCode: string, extra: Record<string, unknown> = {}) => ({
  error: { code, textCode, type: 'internal', message: textCode },
  ...extra,
})

/** The error a load met, through the real client, from the answer the server gave. */
const failureOf = async (reply: Handler): Promise<unknown> => {
  stubFetch({ 'GET /api/thing': reply })
  return exchange('/api/thing').catch((cause: unknown) => cause)
}

const showAlert = (error: unknown) => render(<RetryAlert error={error} onRetry={vi.fn()} />)

beforeAll(() => {
  initI18n()
})

describe('the request id under a failure (issue 19)', () => {
  it("shows a 500 answer's id from its body and copies it", async () => {
    await i18next.changeLanguage('en')
    const user = setupUser()
    const error = await failureOf({ status: 500, body: errorBody(5000, 'internal_error', { requestId: ID }) })
    showAlert(error)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText(i18next.t('errors.5000'))).toBeTruthy()
    expect(within(alert).getByText('Request id:')).toBeTruthy()
    expect(within(alert).getByText(ID)).toBeTruthy()

    await user.click(within(alert).getByRole('button', { name: 'Copy the request id' }))
    expect(await navigator.clipboard.readText()).toBe(ID)
    expect(within(alert).getByRole('status').textContent).toBe('Copied')
  })

  it('takes the id from the X-Request-Id header when the body has none (a proxy page)', async () => {
    await i18next.changeLanguage('ru')
    const error = await failureOf({
      status: 502,
      body: '<html>Bad Gateway</html>',
      headers: { 'X-Request-Id': ID },
    })
    showAlert(error)
    expect(screen.getByText('Код запроса:')).toBeTruthy()
    expect(screen.getByText(ID)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Скопировать код запроса' })).toBeTruthy()
  })

  it('is reached from the keyboard and says when the clipboard refuses', async () => {
    await i18next.changeLanguage('en')
    const user = setupUser()
    showAlert(
      await failureOf({ status: 503, body: errorBody(5030, 'service_unavailable', { requestId: ID }) }),
    )
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    })
    const copy = screen.getByRole('button', { name: 'Copy the request id' })
    while (document.activeElement !== copy) await user.tab()
    await user.keyboard('{Enter}')
    expect((await screen.findByRole('status')).textContent).toBe(i18next.t('errors.requestId.copyFailed'))
  })

  it('is left out of a refusal the catalogue explains', async () => {
    await i18next.changeLanguage('en')
    showAlert(await failureOf({ status: 400, body: errorBody(4000, 'validation_failed', { requestId: ID }) }))
    expect(screen.getByText(i18next.t('errors.4000'))).toBeTruthy()
    expect(screen.queryByText(ID)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy the request id' })).toBeNull()
  })
})
