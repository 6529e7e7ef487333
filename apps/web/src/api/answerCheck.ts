import { API, type Endpoint, type RouteDef, routesOf } from '@nauka/contracts'

const key = (route: Endpoint) => `${route.method} ${route.path}`
const routes = new Map<string, RouteDef>(routesOf(API).map((route) => [key(route), route]))

/**
 * Checks an answer with the schema of the status it came with, so a test or the dev server fails
 * loudly on a shape the contract does not promise. An answer without a schema is passed through.
 */
export const checkAnswer = (endpoint: Endpoint, status: number, data: unknown): unknown => {
  const schema = routes.get(key(endpoint))?.responses[status as keyof RouteDef['responses']]
  return schema ? schema.parse(data) : data
}
