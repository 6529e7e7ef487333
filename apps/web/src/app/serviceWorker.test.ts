import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { workerUrl } from './serviceWorker'

type Guard = {
  config: (url: string) => { chatBase: string; fileApi: string }
  mimeList: (page: unknown) => string[]
  refusal: (headers: Headers, allowed: string[] | null) => string | null
  kind: (
    request: { method: string; url: string },
    origin: string,
    config: { chatBase: string; fileApi: string },
  ) => string | null
}

/** The worker script as the browser loads it, run in a sandbox without worker APIs. */
const loadGuard = (): Guard => {
  const source = readFileSync(join(import.meta.dirname, '../../public/chat-files-sw.js'), 'utf8')
  const sandbox: Record<string, unknown> = { URL }
  sandbox.self = sandbox
  runInNewContext(source, sandbox)
  return sandbox.chatFileGuard as Guard
}

const ORIGIN = 'http://localhost'
const guard = loadGuard()
const config = guard.config(`${ORIGIN}${workerUrl()}`)

describe('the service worker registration', () => {
  it('passes the chat base path and the file API URL', () => {
    expect(config).toEqual({ chatBase: '/api/chat/v1', fileApi: '/api/core/file/' })
  })
})

describe('the worker’s file checks (SPEC 9)', () => {
  const allowed = guard.mimeList({
    elements: [
      { code: 'application/pdf', other: null },
      { code: 'audio/wav', other: { aliases: ['audio/x-wav'] } },
    ],
  })

  it('reads catalogue 58 with its aliases', () => {
    expect(allowed).toEqual(['application/pdf', 'audio/wav', 'audio/x-wav'])
  })

  it('lets an allowed type through and refuses any other', () => {
    expect(guard.refusal(new Headers({ 'Content-Type': 'application/pdf' }), allowed)).toBeNull()
    expect(guard.refusal(new Headers({ 'Content-Type': 'Audio/X-WAV; charset=binary' }), allowed)).toBeNull()
    expect(guard.refusal(new Headers({ 'Content-Type': 'text/html' }), allowed)).toBe('unsupported')
    expect(guard.refusal(new Headers({}), allowed)).toBe('unsupported')
  })

  it('refuses a file over the attachment limit, and checks only the size without the list', () => {
    const big = new Headers({
      'Content-Type': 'application/pdf',
      'Content-Length': String(101 * 1024 * 1024),
    })
    expect(guard.refusal(big, allowed)).toBe('tooLarge')
    expect(guard.refusal(new Headers({ 'Content-Type': 'text/html' }), [])).toBeNull()
  })

  it('checks downloads of the file API and passes chat calls to the network', () => {
    const get = (path: string, method = 'GET') =>
      guard.kind({ method, url: `${ORIGIN}${path}` }, ORIGIN, config)
    expect(get('/api/core/file/0b6f3b1e-0000-4000-8000-000000000000')).toBe('file')
    expect(get('/api/chat/v1/dialogs')).toBe('chat')
    expect(get('/api/core/files', 'POST')).toBeNull()
    expect(get('/api/core/post/1')).toBeNull()
    expect(
      guard.kind({ method: 'GET', url: 'https://elsewhere.org/api/core/file/x' }, ORIGIN, config),
    ).toBeNull()
  })
})
