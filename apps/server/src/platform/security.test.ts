import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, registerSecurityHeaders } from './security'

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

describe('inline scripts of the web app shell', () => {
  // The example of the CSP specification's section on hashes (and MDN's): a fixed, outside value.
  const ALERT = "alert('Hello, world.');"
  const ALERT_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

  it('hashes each inline script a browser runs, exactly as written', () => {
    const page = `<html><head>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <script type="application/json" id="data">{"a":1}</script>
      <script type="module">${ALERT}</script>
    </head><body><script>${ALERT}</script><script>${ALERT} </script></body></html>`
    const hashes = inlineScriptHashes(page)
    expect(hashes).toHaveLength(3)
    expect(hashes[0]).toBe(ALERT_HASH)
    expect(hashes[1]).toBe(ALERT_HASH)
    // One space more is another script, and not allowed by the first one's hash.
    expect(hashes[2]).not.toBe(ALERT_HASH)
  })

  it('finds none in a page without them', () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script></html>')).toEqual([])
  })

  it("allows the shell's scripts by their hashes and no other inline script", async () => {
    const app = Fastify()
    registerSecurityHeaders(app, [ALERT_HASH])
    app.get('/ok', async () => ({ ok: true }))
    const policy = String((await app.inject('/ok')).headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH};`)
    expect(policy.replace(ALERT_HASH, '').replaceAll(' ', '')).toBe(
      EXPECTED['content-security-policy'].replaceAll(' ', ''),
    )
    await app.close()
  })
})
