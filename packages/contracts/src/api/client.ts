import type { z } from 'zod'
import type { Endpoint, EndpointTable } from './endpoints'
import { fillPath, type RouteDef, type RouteTable, type SuccessStatus } from './route'

type Schema<T> = T extends z.ZodType ? T : never
type InputOf<T> = z.input<Schema<T>>

/** What a call of a route takes: its path parameters, query and body, as the route's schemas read them. */
export type CallInput<R extends RouteDef> = (R['params'] extends z.ZodType
  ? { params: InputOf<R['params']> }
  : unknown) &
  (R['query'] extends z.ZodType
    ? object extends InputOf<R['query']>
      ? { query?: InputOf<R['query']> }
      : { query: InputOf<R['query']> }
    : unknown) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : unknown) &
  (R['multipart'] extends true ? { form: FormData } : unknown) & {
    signal?: AbortSignal
  }

type SuccessOf<R extends RouteDef> = Extract<keyof R['responses'], SuccessStatus>
type AnswerAt<R extends RouteDef, S> = S extends 204
  ? undefined
  : S extends keyof R['responses']
    ? R['responses'][S] extends z.ZodType
      ? z.output<R['responses'][S]>
      : unknown
    : never

/** What a call of a route resolves with: the parsed answer of any of its success statuses. */
export type CallResult<R extends RouteDef> = AnswerAt<R, SuccessOf<R>>

/** What a route's URL is made of: its path parameters and query. */
type UrlInput<R extends RouteDef> = Omit<CallInput<R>, 'body' | 'form' | 'signal'>

/** A route made callable: `call(input)`, plus the concrete URL for links to non-JSON answers. */
export type RouteCall<R extends RouteDef> = (object extends CallInput<R>
  ? (input?: CallInput<R>) => Promise<CallResult<R>>
  : (input: CallInput<R>) => Promise<CallResult<R>>) & {
  readonly route: Endpoint
  url: object extends UrlInput<R> ? (input?: UrlInput<R>) => string : (input: UrlInput<R>) => string
}

export type Client<T extends RouteTable> = {
  readonly [G in keyof T]: { readonly [K in keyof T[G]]: RouteCall<T[G][K]> }
}

/** One request as the transport sends it; the transport may check the answer with the route's schema. */
export interface Outgoing {
  route: Endpoint
  url: string
  body?: unknown
  form?: FormData
  signal?: AbortSignal
}
export type Transport = (request: Outgoing) => Promise<unknown>

type Query = Readonly<Record<string, unknown>>

const withQuery = (path: string, query?: Query): string => {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    // Arrays go as repeated keys (`?id=1&id=2`), which Fastify's query parser reads back as an array.
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

interface AnyInput {
  params?: Readonly<Record<string, unknown>>
  query?: Query
  body?: unknown
  form?: FormData
  signal?: AbortSignal
}

const urlOf = (route: Endpoint, input: AnyInput = {}): string =>
  withQuery(fillPath(route.path, input.params), input.query)

/**
 * A typed client of a whole route table: `client.posts.read({ params: { id } })`. Paths are never
 * written by hand on the calling side, and a call's argument and answer types come from the table.
 * It calls by the table itself or by its endpoints (API_ENDPOINTS: `createClient<typeof API>(...)`),
 * which the web app uses so the zod schemas stay out of its first load.
 */
export const createClient = <T extends RouteTable>(
  table: T | EndpointTable<T>,
  transport: Transport,
): Client<T> =>
  Object.fromEntries(
    Object.entries(table as Readonly<Record<string, Readonly<Record<string, Endpoint>>>>).map(
      ([group, routes]) => [
        group,
        Object.fromEntries(
          Object.entries(routes).map(([name, route]) => {
            const call = (input: AnyInput = {}) =>
              transport({
                route,
                url: urlOf(route, input),
                body: input.body,
                form: input.form,
                signal: input.signal,
              })
            return [name, Object.assign(call, { route, url: (input?: AnyInput) => urlOf(route, input) })]
          }),
        ),
      ],
    ),
  ) as unknown as Client<T>
