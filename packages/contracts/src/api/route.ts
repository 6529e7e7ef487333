import type { z } from 'zod'
import { ErrorBody } from '../error-body'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A status the server answers with when the call did what was asked: 206 a range of a file, 302 a
 * browser navigation, 304 the copy the client holds is still current.
 */
export type SuccessStatus = 200 | 201 | 204 | 206 | 302 | 304
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 429 | 503

/**
 * One HTTP route, described once: the server registers it from this, the OpenAPI document is
 * generated from that registration, and the web client calls it by this description, so a path,
 * a parameter or an answer's shape cannot drift between the two sides.
 */
export interface RouteDef {
  method: HttpMethod
  /** The router's pattern: `/api/core/post/:id`. Each `:name` is a key of `params`. */
  path: string
  params?: z.ZodType
  query?: z.ZodType
  /** A JSON body. Multipart routes leave it out and set `multipart`. */
  body?: z.ZodType
  /**
   * Answers by status. A status without a schema answers no JSON: the bytes of a file or a PDF, a
   * redirect, or headers only (a 304, a 416 with its content-range). The web links to a route
   * whose success answers are not JSON instead of fetching it.
   */
  responses: Partial<Record<SuccessStatus | ErrorStatus, z.ZodType | null>>
  /** Answers visitors too; every other route refuses them (default-deny auth guard). */
  public?: boolean
  /** Takes files as multipart/form-data. */
  multipart?: boolean
  /** Groups the route in the OpenAPI document. */
  tags: readonly string[]
  summary?: string
}

/** Keeps the literal types of a route's description, which the client and the server read. */
export const route = <const R extends RouteDef>(def: R): R => def

/** The catalogue error body (DESIGN "Errors") under each status a route may refuse with. */
export const errors = <const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBody } =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as { [K in S[number]]: typeof ErrorBody }

/** A group of routes of one module, by the name the client calls them. */
export type RouteGroup = Readonly<Record<string, RouteDef>>
/** The whole table: groups by module. */
export type RouteTable = Readonly<Record<string, RouteGroup>>

/** Every route of a table, flat, in declaration order. */
export const routesOf = (table: RouteTable): RouteDef[] =>
  Object.values(table).flatMap((group) => Object.values(group))

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g

/** The names of a path's parameters, in order: `/a/:id/b/:itemId` → `['id', 'itemId']`. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(PARAM)].map((m) => m[1] as string)

/**
 * A concrete path: each `:name` replaced by its value, percent-encoded so a value can never add a
 * segment or a query of its own. A missing value is a programming error, not a user's.
 */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> = {}): string =>
  path.replace(PARAM, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`fillPath: ${path} needs "${name}"`)
    return encodeURIComponent(String(value))
  })
