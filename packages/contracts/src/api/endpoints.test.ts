import { describe, expect, it } from 'vitest'
import { endpointsSource } from './endpoints'
import { API_ENDPOINTS } from './endpoints.generated'
import { API } from './table'

describe('API_ENDPOINTS', () => {
  it('is generated from the route table (run this file with -u after changing a route)', async () => {
    await expect(endpointsSource(API)).toMatchFileSnapshot('./endpoints.generated.ts')
  })

  it('names every route of the table with its method and path', () => {
    for (const [group, routes] of Object.entries(API)) {
      for (const [name, route] of Object.entries(routes)) {
        const endpoint = (API_ENDPOINTS as Record<string, Record<string, unknown>>)[group]?.[name]
        expect(endpoint, `${group}.${name}`).toMatchObject({ method: route.method, path: route.path })
      }
    }
  })
})
