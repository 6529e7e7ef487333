import type { RouteDef, RouteTable } from './route'

/** What calling a route needs at run time: its method, its path and whether it takes a form. */
export type Endpoint = Pick<RouteDef, 'method' | 'path' | 'multipart'>

/** A route table reduced to its endpoints, group for group and name for name. */
export type EndpointTable<T extends RouteTable> = {
  readonly [G in keyof T]: { readonly [K in keyof T[G]]: Endpoint }
}

const endpointOf = ({ method, path, multipart }: RouteDef): Endpoint =>
  multipart ? { method, path, multipart } : { method, path }

/** The endpoints of a table: what API_ENDPOINTS must equal (endpoints.test.ts). */
export const endpointsOf = <T extends RouteTable>(table: T): EndpointTable<T> =>
  Object.fromEntries(
    Object.entries(table).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, endpointOf(route)])),
    ]),
  ) as EndpointTable<T>

const HEADER = `// Generated from API by endpoints.test.ts; do not edit. After a change of the route table:
// npx vitest run --project contracts packages/contracts/src/api/endpoints.test.ts -u
// The web client calls by this table: the same paths without the route table's zod schemas, which
// would otherwise all load with the first page.
import type { EndpointTable } from './endpoints'
import type { API } from './table'
`

/** The source of endpoints.generated.ts for a table. */
export const endpointsSource = (table: RouteTable): string => {
  const groups = Object.entries(endpointsOf(table)).map(([group, routes]) => {
    const lines = Object.entries(routes).map(([name, { method, path, multipart }]) => {
      const extra = multipart ? ', multipart: true' : ''
      return `    ${name}: { method: '${method}', path: '${path}'${extra} },`
    })
    return `  ${group}: {\n${lines.join('\n')}\n  },`
  })
  return `${HEADER}\nexport const API_ENDPOINTS: EndpointTable<typeof API> = {\n${groups.join('\n')}\n}\n`
}
