import type { HttpMethod } from '@nauka/contracts'
import { forgetEarlyAnswers, takeEarlyAnswer } from '../boot/earlyAnswers'
import { networkError } from './ApiError'

export interface ExchangeOptions {
  method?: HttpMethod
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  form?: FormData
  signal?: AbortSignal
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** One answer of the server, read: its status and its parsed JSON (undefined when empty). */
export interface Exchange {
  status: number
  data: unknown
}

/**
 * How the web app talks to the server (api.ts calls it for every route of the table): same origin, JSON, the session cookie included.
 * Resolves with the answer of a success status; rejects with an ApiError (SPEC 8 mapping).
 */
export const exchange = async (path: string, options: ExchangeOptions = {}): Promise<Exchange> => {
  const { method = 'GET', body, form, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  // The page asked for some GETs itself (src/boot/boot.js); a write before they are taken outdates them.
  const early = method === 'GET' ? takeEarlyAnswer(path) : null
  if (method !== 'GET') forgetEarlyAnswers()
  let response: Response
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      }))
  } catch (cause) {
    throw networkError(cause)
  }
  const data = await readJson(response)
  if (!response.ok) {
    const { toApiError } = await import('./toApiError')
    throw toApiError(response.status, data, (name) => response.headers.get(name))
  }
  return { status: response.status, data }
}
