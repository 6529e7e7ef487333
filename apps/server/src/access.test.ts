import { ErrorBody } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/test-app'

/** The routes a visitor may use; every other API route must refuse a visitor with 401. */
const VISITOR_ROUTES = new Set([
  'GET /api/health',
  'GET /api/core/cls/all',
  'POST /api/core/cls/find',
  'GET /api/core/settings/model',
  'GET /api/core/settings/instance',
  'POST /api/a/login-actions/authenticate',
  'POST /api/a/login-actions/authenticate/check-email-free',
  'GET /api/a/login-actions/authenticate/idp-hints',
  'POST /api/a/login-actions/register',
  'POST /api/a/login-actions/execute',
  'POST /api/a/login-actions/action-token',
  'GET /api/a/oauth2/authorize/{client}',
  'GET /api/a/oauth2/callback/{idp}',
  'GET /eula.pdf',
  'GET /policy.pdf',
  'GET /content.pdf',
])

let t: TestApp
let routes: string[]
beforeAll(async () => {
  t = await createTestApp()
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> }
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  )
})
afterAll(async () => t?.close())

describe('access for visitors', () => {
  it('lists the API routes (sanity check of the route list)', () => {
    expect(routes).toEqual(expect.arrayContaining(['GET /api/a/oauth2c/validate', 'GET /api/core/user/me']))
  })

  it('refuses a visitor with 401 (1100) on every route but the visitor ones', async () => {
    const guarded = routes.filter((r) => !VISITOR_ROUTES.has(r))
    expect(guarded.length).toBeGreaterThan(2)
    for (const route of guarded) {
      const [method = 'GET', path = '/'] = route.split(' ')
      const url = path.replace(/\{[^}]+\}/g, '1')
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(res.statusCode, route).toBe(401)
      expect(ErrorBody.parse(res.json()).error.code, route).toBe(1100)
    }
  })

  it('answers a visitor on the visitor routes', async () => {
    for (const url of [
      '/api/health',
      '/api/core/cls/all?cls=46',
      '/api/core/settings/model',
      '/api/a/login-actions/authenticate/idp-hints',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200)
    }
  })
})
