import { ErrorBody } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test/test-server'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('a request id', () => {
  it('keeps a short plain token', () => {
    for (const id of ['3f2a9c1e-0b7d-4c1a-9e55-6d2f0a7b8c91', 'lb-7f3a.01:42', 'A'])
      expect(requestIdOf(id)).toBe(id)
  })

  it('replaces a missing, repeated, too long or hostile one with a new UUID', () => {
    for (const id of [
      undefined,
      '',
      ['a', 'b'],
      'x'.repeat(65),
      'forged\nlevel=error msg="breach"',
      'with space',
      'quote"d',
      'nul\u0000',
      'ключ',
    ])
      expect(requestIdOf(id)).toMatch(UUID)
  })
})

describe('request ids over HTTP', () => {
  const env = useTestServer()

  it('answers every request with its id, a new one for each request without', async () => {
    const first = await env.t.app.inject({ url: '/api/health' })
    const second = await env.t.app.inject({ url: '/api/health' })
    expect(first.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(second.headers[REQUEST_ID_HEADER]).not.toBe(first.headers[REQUEST_ID_HEADER])
  })

  it("keeps a proxy's sane id", async () => {
    const res = await env.t.app.inject({
      url: '/api/health',
      headers: { [REQUEST_ID_HEADER]: 'edge-42.a:b' },
    })
    expect(res.headers[REQUEST_ID_HEADER]).toBe('edge-42.a:b')
  })

  it('replaces an id that is too long or would forge a log line', async () => {
    for (const hostile of ['x'.repeat(200), 'abc\r\nSet-Cookie: nauka_session=stolen', 'a\nb']) {
      const res = await env.t.app.inject({ url: '/api/health', headers: { [REQUEST_ID_HEADER]: hostile } })
      expect(res.statusCode).toBe(200)
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('names in an error answer the same id as in its header', async () => {
    const refused = await env.t.app.inject({ url: '/api/nothing/here' })
    expect(refused.statusCode).toBe(401)
    expect(ErrorBody.parse(refused.json()).requestId).toBe(refused.headers[REQUEST_ID_HEADER])
    const invalid = await env.t.app.inject({
      method: 'POST',
      url: '/api/a/login-actions/authenticate',
      headers: { [REQUEST_ID_HEADER]: 'report-7' },
      payload: { username: 42 },
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.headers[REQUEST_ID_HEADER]).toBe('report-7')
    expect(ErrorBody.parse(invalid.json()).requestId).toBe('report-7')
  })

  it('names it also when the router refuses the path before any route runs', async () => {
    const res = await env.t.app.inject({ url: '/api/core/post/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID)
    expect(ErrorBody.parse(res.json()).requestId).toBe(res.headers[REQUEST_ID_HEADER])
  })
})
