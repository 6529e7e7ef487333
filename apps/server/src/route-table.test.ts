import { API, createClient, fillPath, pathParamNames, type RouteDef, routesOf } from '@nauka/contracts'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './test/test-server'

/**
 * Issue 13: every route is described once, in packages/contracts/src/api. The server registers
 * exactly the table's routes, the OpenAPI document lists exactly them, and the web's client calls
 * exactly them: a route added on one side only, or a path spelled differently, fails here.
 */

/**
 * Routes of libraries, not ours: the documentation UI and the built web app's files. Everything
 * else is ours, outside `/api` too (the legal PDFs, OAI-PMH at `/oai`).
 */
const isLibraryRoute = (url: string) => url.startsWith('/api/docs') || url === '/' || url === '/*'

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`
/** OpenAPI writes `/post/{id}` where the router has `/post/:id`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

const server = useTestServer()

const tableRoutes = () =>
  routesOf(API)
    .map((r) => key(r.method, r.path))
    .sort()

describe('one route table', () => {
  it('has each route once', () => {
    const all = tableRoutes()
    expect(all.filter((route, i) => all.indexOf(route) !== i)).toEqual([])
  })

  it('is what the server registers', () => {
    const registered = server.t.app
      .routeTable()
      .filter((r) => !isLibraryRoute(r.url))
      .map((r) => key(r.method, r.url))
      .sort()
    expect(registered).toEqual(tableRoutes())
  })

  it('is what the OpenAPI document lists', async () => {
    const doc = (await server.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const listed = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => key(method, path)))
      .filter((route) => !route.includes(' /api/docs'))
      .sort()
    expect(listed).toEqual(
      routesOf(API)
        .map((r) => key(r.method, openApiPath(r.path)))
        .sort(),
    )
  })

  it('is what the web client calls, path for path', async () => {
    const sent: string[] = []
    const client = createClient(API, async ({ route, url }) => {
      sent.push(key(route.method, url))
      return undefined
    })
    const expected: string[] = []
    for (const group of Object.values(client) as Record<string, (input: object) => Promise<unknown>>[]) {
      for (const call of Object.values(group)) {
        const route = (call as unknown as { route: RouteDef }).route
        const params = Object.fromEntries(pathParamNames(route.path).map((name, i) => [name, `p${i}`]))
        await call({ params })
        expected.push(key(route.method, fillPath(route.path, params)))
      }
    }
    expect(sent).toEqual(expected)
    expect(sent).toHaveLength(routesOf(API).length)
  })

  it('says of each route whether visitors may call it, and the server answers them so', () => {
    const publicOnServer = server.t.app
      .routeTable()
      .filter((r) => !isLibraryRoute(r.url) && r.public)
      .map((r) => key(r.method, r.url))
      .sort()
    expect(publicOnServer).toEqual(
      routesOf(API)
        .filter((r) => r.public)
        .map((r) => key(r.method, r.path))
        .sort(),
    )
  })
})
