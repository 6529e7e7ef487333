import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerSecurityHeaders } from './security'

/** What @fastify/helmet sent with our options, before the headers were computed once (issue 20). */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self' ws: wss:;worker-src 'self' blob:;manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

describe('security headers', () => {
  it('sends the headers helmet sent, on answers, errors and unknown paths alike', async () => {
    const app = Fastify()
    registerSecurityHeaders(app)
    app.get('/ok', async () => ({ ok: true }))
    app.get('/fails', async () => {
      throw new Error('boom')
    })
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const res = await app.inject(url)
      const security = Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
        ),
      )
      expect(security, url).toEqual(EXPECTED)
    }
    await app.close()
  })

  it('keeps the headers on answers written past Fastify (the raw response)', async () => {
    const app = Fastify()
    registerSecurityHeaders(app)
    app.get('/raw', (_req, reply) => {
      reply.hijack()
      reply.raw.end('raw')
    })
    const res = await app.inject('/raw')
    expect(res.headers['content-security-policy']).toBe(EXPECTED['content-security-policy'])
    await app.close()
  })
})
