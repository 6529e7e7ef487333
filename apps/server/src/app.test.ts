import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ErrorBody } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestServer } from './test/test-server'

let webDir: string
/** The shell's inline script, as the web build writes one (apps/web/build/bootSplash.ts). */
const BOOT = "alert('Hello, world.');"
/** Its CSP hash, from the CSP specification's example. */
const BOOT_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'nauka-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(
    join(webDir, 'index.html'),
    `<!doctype html><title>Nauka</title><script>${BOOT}</script><div id="root"></div>`,
  )
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)')
})
afterAll(() => rmSync(webDir, { recursive: true, force: true }))
// Registered after the folder's hooks: starts once the files are there, closes before they go.
const env = useTestServer(() => ({
  env: { CONTACT_EMAIL: 'office@lab.example' },
  deps: { webDistDir: webDir },
}))

describe('the server shell', () => {
  it('answers the liveness and readiness probes', async () => {
    const live = await env.t.app.inject({ url: '/api/health' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await env.t.app.inject({ url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready' })
  })

  it('serves the web app for any unknown non-API path so the client router decides', async () => {
    for (const path of ['/', '/login', '/some/unknown/path', '/feed?x=1']) {
      const res = await env.t.app.inject({ url: path })
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it("lets the shell's own inline script run, by its hash, and no other", async () => {
    for (const path of ['/login', '/api/health']) {
      const policy = String((await env.t.app.inject({ url: path })).headers['content-security-policy'])
      const scripts = policy.split(';').find((directive) => directive.startsWith('script-src '))
      expect(scripts, path).toBe(`script-src 'self' ${BOOT_HASH}`)
    }
  })

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await env.t.app.inject({ url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('answers a visitor on unknown API paths with a 401 in the error format, never the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/core/nothing'],
      ['GET', '/api'],
    ] as const) {
      const res = await env.t.app.inject({ method, url, headers: { 'accept-language': 'en' } })
      // Nothing tells a visitor which API paths exist; a signed-in user gets 404 (access-matrix.test).
      expect(res.statusCode, url).toBe(401)
      expect(ErrorBody.parse(res.json()).error).toMatchObject({ code: 1100, textCode: 'user_not_authorized' })
    }
  })

  it("tells visitors the Operator's contact from the configuration", async () => {
    const res = await env.t.app.inject({ url: '/api/core/settings/instance' })
    expect(res.json()).toEqual({ contactEmail: 'office@lab.example' })
  })

  it('sends security headers', async () => {
    const res = await env.t.app.inject({ url: '/login' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBeDefined()
  })

  it('publishes the OpenAPI description with the catalogue routes', async () => {
    const res = await env.t.app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/core/cls/all',
        '/api/core/cls/find',
        '/api/core/settings/model',
        '/api/health',
        '/api/health/ready',
      ]),
    )
    const ui = await env.t.app.inject({ url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})
