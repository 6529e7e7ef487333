import { vi } from 'vitest'

type Reply = { status?: number; body?: unknown }
type Handler = Reply | ((request: { url: string; init: RequestInit | undefined }) => Reply)

/**
 * Stubs the network boundary: `routes` maps "METHOD /path" (no query) to a reply. Anything else
 * answers 404 in the server's error format, as the real server does for unknown /api paths.
 */
export const stubFetch = (routes: Record<string, Handler> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = new URL(url, 'http://localhost').pathname
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
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The validate answer of a signed-in user. */
export const signedIn = (id = 17) => ({ 'GET /api/a/oauth2c/validate': { body: { userStatus: { id } } } })
