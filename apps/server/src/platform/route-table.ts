import type { FastifyInstance, RouteOptions } from 'fastify'

/** One registered route as the server really has it: what the access tests and the fuzzer walk. */
export interface RegisteredRoute {
  method: string
  /** The router's pattern, e.g. `/api/core/post/:id`. */
  url: string
  /** Answers visitors (route config `public`). */
  public: boolean
  /** Takes files: multipart/form-data in the schema's `consumes`. */
  multipart: boolean
  /** The zod schemas the route validates with, when it has them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, in registration order (HEAD twins of GET routes left out). */
    routeTable(): readonly RegisteredRoute[]
  }
}

const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase())

/**
 * Records every route at registration, from the route's own options, so tests can prove a property
 * of all routes (access, bad input) without a hand-kept list that a new route could be missing from.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { public?: boolean }
    const schema = (route.schema ?? {}) as RegisteredRoute['schema'] & { consumes?: string[] }
    for (const method of methodsOf(route)) {
      // Fastify adds a HEAD twin of every GET route; it shares the GET route's options and guard.
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        public: config.public === true,
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
        schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
      })
    }
  })
  app.decorate('routeTable', () => routes)
}
