import { vi } from 'vitest'

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }
export type Handler = Reply | ((request: { url: string; init: RequestInit | undefined }) => Reply)

/**
 * Stubs the network boundary: `routes` maps "METHOD /path" (no query) to a reply. Anything else
 * answers 404 in the server's error format, as the real server does for unknown /api paths.
 */
export const stubFetch = (routes: Record<string, Handler> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    // The client percent-encodes path parameters (`302:5` goes as `302%3A5`) and the server reads
    // them decoded, so the keys are written decoded too.
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname)
    const handler = routes[`${init?.method ?? 'GET'} ${path}`]
    const reply: Reply = !handler
      ? {
          status: 404,
          body: { error: { code: 4040, textCode: 'not_found', type: 'not_found', message: 'Not found' } },
        }
      : typeof handler === 'function'
        ? handler({ url, init })
        : handler
    const status = reply.status ?? 200
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The user status of the validate and sign-in answers (contracts ValidateAnswer, SessionAnswer). */
export const userStatus = (id = 17) => ({ id, email: `user${id}@example.org`, emailVerified: true, lang: 1 })

/** The own user info (contracts UserInfo), profile fields still empty. */
export const ownUser = (id = 17) => ({
  id,
  email: `user${id}@example.org`,
  firstName: null,
  lastName: null,
  nickname: null,
  phone: null,
  birthDate: null,
  imageUrl: null,
  bannerUrl: null,
  keywordsMap: {},
  settings: {},
  addresses: [],
  lang: 1,
})

/** The sign-in answer (contracts SessionAnswer). */
export const sessionAnswer = (id = 17) => ({
  userStatus: userStatus(id),
  accessToken: 'token',
  expiresAt: '2030-01-01T00:00:00.000Z',
})

/** The start-up session check of a signed-in user (contracts SessionProbe). */
export const signedIn = (id = 17) => ({
  'GET /api/a/oauth2c/session': { body: { signedIn: true, userStatus: userStatus(id) } },
})

/** The start-up session check of a visitor: an answer, not a 401. */
export const visitorSession = {
  'GET /api/a/oauth2c/session': { body: { signedIn: false } },
}
