import { networkError, toApiError } from './ApiError'

type Query = Record<string, string | number | boolean | undefined>

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  form?: FormData
  /** When given, the answer is checked against it (a contracts schema) before it reaches the UI. */
  schema?: { parse: (data: unknown) => T }
  signal?: AbortSignal
}

export const withQuery = (path: string, query?: Query): string => {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
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
 * The one way the web app talks to the server: same origin, JSON, the session cookie included.
 * Resolves with the answer of a success status; rejects with an ApiError (SPEC 8 mapping).
 */
export const exchange = async (
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema' | 'query'> = {},
): Promise<Exchange> => {
  const { method = 'GET', body, form, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    })
  } catch (cause) {
    throw networkError(cause)
  }
  const data = await readJson(response)
  if (!response.ok) throw toApiError(response.status, data, response.headers.get('Retry-After'))
  return { status: response.status, data }
}

/** A call by path; the route table's client (api.ts) is the typed way, this serves what is not yet on it. */
export const apiRequest = async <T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
  const { query, schema, ...rest } = options
  const { data } = await exchange(withQuery(path, query), rest)
  return schema ? schema.parse(data) : (data as T)
}
