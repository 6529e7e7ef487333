import { ERROR_CATALOGUE } from '@nauka/contracts'
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../app/i18n'
import { EARLY_ANSWERS_GLOBAL } from '../boot/bootKeys'
import { stubFetch } from '../test/fetchStub'
import { ACCESS_DENIED, ApiError, UNHANDLED_ERROR } from './ApiError'
import { api } from './api'
import { exchange } from './client'
import { errorText } from './errorText'
import { toApiError } from './toApiError'

const body = (code: number, textCode = 'x', message = 'server text') => ({
  error: { code, textCode, type: 'auth', message },
})

/** An answer's headers, as the client reads them. */
const headers = (values: Record<string, string>) => (name: string) => new Headers(values).get(name)

beforeAll(async () => {
  initI18n()
  await i18next.changeLanguage('en')
})

describe('toApiError', () => {
  it('reads the error body of the contracts', () => {
    const error = toApiError(409, {
      ...body(1201, 'user_already_exists', 'exists'),
      validationErrors: [{ field: 'username', message: 'taken' }],
    })
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 1201, textCode: 'user_already_exists' })
    expect(error.message).toBe('exists')
    expect(error.validationErrors).toEqual([{ field: 'username', message: 'taken' }])
  })

  it.each([401, 403])(
    'treats %i as an access error, "access denied" when the body says nothing',
    (status) => {
      const error = toApiError(status, undefined)
      expect(error.kind).toBe('access')
      expect(error.message).toBe(ACCESS_DENIED)
      expect(error.code).toBeUndefined()
    },
  )

  it('keeps the catalogued code of an access error', () => {
    expect(toApiError(401, body(1101))).toMatchObject({ kind: 'access', code: 1101 })
  })

  it('reads the wait of a rate limit from the body, else from the Retry-After header', () => {
    expect(
      toApiError(429, { ...body(4290), retryAfter: 12 }, headers({ 'Retry-After': '99' })).retryAfter,
    ).toBe(12)
    expect(toApiError(429, body(4290), headers({ 'Retry-After': '30' })).retryAfter).toBe(30)
    const dated = headers({ 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' })
    expect(toApiError(429, undefined, dated).retryAfter).toBeUndefined()
  })

  it("reads the request's id from the body, else from the X-Request-Id header", () => {
    const byHeader = headers({ 'X-Request-Id': 'from-header' })
    expect(toApiError(500, { ...body(5000), requestId: 'from-body' }, byHeader).requestId).toBe('from-body')
    expect(toApiError(500, body(5000), byHeader).requestId).toBe('from-header')
    expect(toApiError(502, '<html>bad gateway</html>', byHeader).requestId).toBe('from-header')
    expect(toApiError(500, body(5000)).requestId).toBeUndefined()
  })

  it('falls back to "Unhandled Error" for a body outside the format', () => {
    const error = toApiError(500, '<html>oops</html>')
    expect(error).toMatchObject({ kind: 'http', status: 500, message: UNHANDLED_ERROR, code: undefined })
  })
})

describe('errorText', () => {
  const t = i18next.t.bind(i18next)

  it('translates every catalogued code in both languages', async () => {
    for (const locale of ['ru', 'en']) {
      await i18next.changeLanguage(locale)
      for (const code of Object.keys(ERROR_CATALOGUE)) {
        expect(i18next.exists(`errors.${code}`), `${locale} errors.${code}`).toBe(true)
      }
    }
    await i18next.changeLanguage('en')
  })

  it('names a known code by its translation', () => {
    expect(errorText(t, toApiError(401, body(1101)))).toBe('Incorrect e-mail or password')
  })

  it('falls back to the textCode for an unknown code', () => {
    expect(errorText(t, toApiError(400, body(1999, 'strange_thing')))).toBe('strange_thing')
  })

  it('falls back to access denied, then to the flow default, then to Unhandled Error', () => {
    expect(errorText(t, toApiError(403, undefined))).toBe('Access denied')
    expect(errorText(t, toApiError(500, undefined), 'errors.verifying')).toBe(
      'The e-mail could not be confirmed',
    )
    expect(errorText(t, toApiError(500, undefined))).toBe('Unhandled error')
  })

  it('names the wait of a rate-limited call, and the catalogue text when no wait is known', () => {
    expect(errorText(t, toApiError(429, { ...body(4290), retryAfter: 12 }))).toBe(
      'Too many attempts. Try again in 12 s',
    )
    expect(errorText(t, toApiError(429, body(4290)))).toBe('Too many attempts. Wait a little and try again')
  })

  it('names a failed fetch as no connection', () => {
    expect(errorText(t, new ApiError({ kind: 'network', status: 0, message: 'fetch error' }))).toBe(
      'No connection to the server',
    )
  })
})

describe('exchange', () => {
  it('sends JSON with the session cookie and returns the status and the parsed answer', async () => {
    const fetchMock = stubFetch({ 'POST /api/x': { status: 201, body: { ok: 1 } } })
    await expect(exchange('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      status: 201,
      data: { ok: 1 },
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/x')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' })
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('sends a form as multipart, leaving the content type to the browser', async () => {
    const fetchMock = stubFetch({ 'PUT /api/f': { body: { ok: 1 } } })
    const form = new FormData()
    form.set('image', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg')
    await exchange('/api/f', { method: 'PUT', form })
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('Content-Type')
  })

  it('rejects with the mapped error on a non-ok answer', async () => {
    stubFetch({ 'GET /api/y': { status: 401, body: body(1100) } })
    await expect(exchange('/api/y')).rejects.toMatchObject({ kind: 'access', status: 401, code: 1100 })
  })

  it('passes the Retry-After header of a 429 on', async () => {
    stubFetch({ 'POST /api/r': { status: 429, body: body(4290), headers: { 'Retry-After': '7' } } })
    await expect(exchange('/api/r', { method: 'POST', body: {} })).rejects.toMatchObject({ retryAfter: 7 })
  })

  it("passes the request's id of an error answer on, from its header when the body has none", async () => {
    stubFetch({ 'GET /api/e': { status: 503, body: '<html>', headers: { 'X-Request-Id': 'f00d-1' } } })
    await expect(exchange('/api/e')).rejects.toMatchObject({ status: 503, requestId: 'f00d-1' })
  })

  it('rejects with a network error when the fetch itself fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(exchange('/api/z')).rejects.toMatchObject({ kind: 'network', status: 0 })
  })
})

describe('api, the route table client', () => {
  it('fills the path and the query from the call', async () => {
    const fetchMock = stubFetch({ 'GET /api/core/user_subscription/7': { body: { items: [], total: 0 } } })
    await api.follow
      .followings({ params: { id: 7 }, query: { page: 2, pageSize: 20 } })
      .catch(() => undefined)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/core/user_subscription/7?page=2&pageSize=20')
  })

  it('checks the answer against the schema of the status it came with', async () => {
    stubFetch({ 'PATCH /api/core/user_subscription': { body: [{ not: 'a follow record' }] } })
    await expect(api.follow.update({ body: [] })).rejects.toThrow()
  })

  it('resolves a 204 with nothing', async () => {
    stubFetch({ 'DELETE /api/core/user_subscription/subscribers/self/user:3': { status: 204 } })
    await expect(api.follow.removeFollower({ params: { entity: 'user:3' } })).resolves.toBeUndefined()
  })
})

describe('exchange, with the answers the page asked for itself (boot.js)', () => {
  const early = (answers: Record<string, Promise<Response>>) => {
    ;(window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = answers
  }
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 })

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL]
  })

  it("takes the page's answer for its path once, then asks the server", async () => {
    const fetchMock = stubFetch({ 'GET /api/a/oauth2c/session': { body: { signedIn: false } } })
    early({ '/api/a/oauth2c/session': Promise.resolve(json({ from: 'page' })) })
    await expect(exchange('/api/a/oauth2c/session')).resolves.toEqual({ status: 200, data: { from: 'page' } })
    expect(fetchMock).not.toHaveBeenCalled()
    await expect(exchange('/api/a/oauth2c/session')).resolves.toEqual({
      status: 200,
      data: { signedIn: false },
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks the server again once a write went out first: the answer may be out of date', async () => {
    const fetchMock = stubFetch({
      'POST /api/a/oauth2c/login': { body: {} },
      'GET /api/a/oauth2c/session': { body: { signedIn: true } },
    })
    early({ '/api/a/oauth2c/session': Promise.resolve(json({ signedIn: false })) })
    await exchange('/api/a/oauth2c/login', { method: 'POST', body: {} })
    await expect(exchange('/api/a/oauth2c/session')).resolves.toMatchObject({ data: { signedIn: true } })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('reads a failed answer as any other: offline is a network error, a refusal an HTTP one', async () => {
    stubFetch()
    early({
      '/offline': Promise.reject(new TypeError('Failed to fetch')),
      '/refused': Promise.resolve(new Response(JSON.stringify(body(5000)), { status: 500 })),
    })
    await expect(exchange('/offline')).rejects.toMatchObject({ kind: 'network' })
    await expect(exchange('/refused')).rejects.toMatchObject({ kind: 'http', status: 500, code: 5000 })
  })
})
