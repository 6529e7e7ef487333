import { describe, expect, it } from 'vitest'
import { prefixed } from './prefixed'
import { route } from './route'

describe('prefixed', () => {
  const list = route({ method: 'GET', path: '/a/:id/labor', tags: ['a'], responses: { 200: null } })
  const add = route({ method: 'POST', path: '/a/:id/labor', tags: ['a'], responses: { 201: null } })

  it('names each route by the prefix and its own name, keeping the route as it is', () => {
    const group = prefixed('labor', { list, add })
    expect(group).toEqual({ laborList: list, laborAdd: add })
    expect(group.laborAdd).toBe(add)
  })

  it('keeps the order of the routes', () => {
    expect(Object.keys(prefixed('x', { add, list }))).toEqual(['xAdd', 'xList'])
  })
})
