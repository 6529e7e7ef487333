import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errors, fillPath, pathParamNames, route, routesOf } from './route'

describe('fillPath', () => {
  it('puts each value in its place', () => {
    expect(fillPath('/api/core/user_profile/:id/education/:itemId', { id: 7, itemId: 12 })).toBe(
      '/api/core/user_profile/7/education/12',
    )
  })

  it('encodes a value so it stays one segment', () => {
    expect(fillPath('/api/core/x/:name', { name: '../a b?c=1#d/e' })).toBe(
      '/api/core/x/..%2Fa%20b%3Fc%3D1%23d%2Fe',
    )
  })

  it('refuses a missing value instead of sending a hole', () => {
    expect(() => fillPath('/api/core/post/:id', {})).toThrow(/"id"/)
  })

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/core/post')).toBe('/api/core/post')
  })
})

describe('a route table', () => {
  const table = {
    posts: {
      read: route({
        method: 'GET',
        path: '/p/:id',
        tags: ['p'],
        responses: { 200: z.string(), ...errors(404) },
      }),
      remove: route({ method: 'DELETE', path: '/p/:id/:at', tags: ['p'], responses: { 204: null } }),
    },
    health: {
      probe: route({ method: 'GET', path: '/h', tags: ['h'], public: true, responses: { 200: z.null() } }),
    },
  }

  it('lists every route once, in order', () => {
    expect(routesOf(table).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /p/:id',
      'DELETE /p/:id/:at',
      'GET /h',
    ])
  })

  it('names the parameters of a path', () => {
    expect(pathParamNames(table.posts.remove.path)).toEqual(['id', 'at'])
  })

  it('puts the catalogue error body under each refusing status', () => {
    expect(Object.keys(errors(400, 403))).toEqual(['400', '403'])
  })
})
