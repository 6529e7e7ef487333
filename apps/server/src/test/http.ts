import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestUser } from './auth-helpers'
import type { TestApp } from './test-app'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Requests as one signed-in user (or as a visitor when `user` is undefined). */
export interface Client {
  (
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  raw(options: InjectOptions): Promise<LightMyRequestResponse>
}

export function clientOf(t: TestApp, user?: Pick<TestUser, 'cookie'>): Client {
  const auth: Record<string, string> = user ? { cookie: user.cookie } : {}
  const raw = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...auth, ...(options.headers as Record<string, string>) } })
  const client = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    raw({ method, url, headers, payload: payload as InjectOptions['payload'] })
  return Object.assign(client, { raw })
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  field: string,
  file: { name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nauka${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
