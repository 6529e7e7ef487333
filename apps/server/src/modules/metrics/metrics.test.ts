import { API, AuthErrorCode, ErrorBody, GeneralErrorCode } from '@nauka/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { useTestServer } from '../../test/test-server'
import { until } from '../../test/until'

/** Issue 19: Prometheus metrics at /metrics, behind the bearer token of METRICS_TOKEN. */

const TOKEN = 'scrape-token-for-the-tests'
const { method, path } = API.metrics.scrape

type Labels = Record<string, string>

/** The samples of one metric in the Prometheus text format, each with its labels. */
function samples(text: string, name: string): { labels: Labels; value: number }[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) return []
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    )
    return [{ labels, value: Number(match[3]) }]
  })
}

/** The value of the sample whose labels include `labels`; 0 when none has been recorded yet. */
const sampleValue = (text: string, name: string, labels: Labels = {}) =>
  samples(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 404, as if there were no such route, whatever token comes', async () => {
    const res = await t.app.inject({ method, url: path, headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(404)
    expect(ErrorBody.parse(res.json()).error.code).toBe(GeneralErrorCode.NotFound)
  })
})

describe('metrics with METRICS_TOKEN', () => {
  const server = useTestServer({ env: { METRICS_TOKEN: TOKEN }, listen: true })
  const scrape = async () => {
    const res = await server.t.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.body
  }

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without its scheme', { authorization: TOKEN }],
  ])('refuses a scrape with %s with 401', async (_, headers: Record<string, string>) => {
    const res = await server.t.app.inject({ method, url: path, headers })
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(ErrorBody.parse(res.json()).error.code).toBe(AuthErrorCode.NotAuthorized)
    expect(res.body).not.toContain('http_requests_total')
  })

  it('counts and times each request under its route pattern, method and status class', async () => {
    const health = { method: 'GET', route: API.health.live.path, status_class: '2xx' }
    const post = { method: 'GET', route: API.posts.read.path, status_class: '4xx' }
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' }
    const before = await scrape()
    await server.as()('GET', API.health.live.path)
    await server.as()('GET', API.health.live.path)
    // A visitor's 401 on a post: the id must not become a label.
    await server.as()('GET', '/api/core/post/987654321')
    await server.as()('GET', '/no/such/page/123456789')
    const after = await scrape()
    expect(sampleValue(after, 'http_requests_total', health)).toBe(
      sampleValue(before, 'http_requests_total', health) + 2,
    )
    expect(sampleValue(after, 'http_requests_total', post)).toBe(
      sampleValue(before, 'http_requests_total', post) + 1,
    )
    expect(sampleValue(after, 'http_requests_total', unmatched)).toBe(
      sampleValue(before, 'http_requests_total', unmatched) + 1,
    )
    expect(sampleValue(after, 'http_request_duration_seconds_count', health)).toBe(
      sampleValue(before, 'http_request_duration_seconds_count', health) + 2,
    )
    expect(after).not.toContain('987654321')
    expect(after).not.toContain('123456789')
  })

  it('counts the signed-in sockets of the process', async () => {
    const sockets = async () => sampleValue(await scrape(), 'nauka_sockets_connected')
    const user = await server.newUser()
    const before = await sockets()
    const socket = await server.open({ cookie: user.cookie })
    expect(await sockets()).toBe(before + 1)
    socket.close()
    await until(sockets, (n) => n === before)
  })

  it('shows each queue of background jobs pending, active and failed', async () => {
    const jobs = samples(await scrape(), 'nauka_jobs')
    for (const state of ['pending', 'active', 'failed'])
      expect(jobs).toContainEqual({
        labels: { queue: 'publications.announce', state },
        value: expect.any(Number),
      })
  })

  it('shows the event-loop lag and, on PostgreSQL, the connection pool', async () => {
    const text = await scrape()
    expect(samples(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1)
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1)
    const pool = samples(text, 'nauka_db_pool_connections')
    if (server.t.database.kind === 'postgres') {
      expect(pool[0]?.value).toBeGreaterThan(0)
      expect(samples(text, 'nauka_db_pool_waiting')).toHaveLength(1)
    } else expect(pool).toEqual([])
  })
})
