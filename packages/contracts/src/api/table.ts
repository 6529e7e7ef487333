import { followRoutes } from './follow.routes'
import type { RouteTable } from './route'

/**
 * Every HTTP route of the platform (DESIGN "API map"), by module. The server registers exactly
 * these, the OpenAPI document lists exactly these, and the web calls nothing else.
 */
export const API = {
  follow: followRoutes,
} as const satisfies RouteTable
