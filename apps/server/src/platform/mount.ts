import type { RouteDef } from '@nauka/contracts'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** The Fastify schema a route description stands for, so request and reply types follow the table. */
export interface SchemaOf<R extends RouteDef> {
  params: R['params']
  querystring: R['query']
  body: R['body']
  response: R['responses']
}

export type HandlerOf<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider
>

/** What a route adds on the server side only: limits, hooks, and config the table has no say in. */
export type ServerOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'> & {
  config?: Omit<FastifyContextConfig, 'public' | 'multipart'>
}

/**
 * A success answer without a schema is bytes that are not JSON (a file, a PDF, a redirect): Fastify
 * sends it unserialised. A 204 is documented as an empty body.
 */
const responseSchemas = (responses: RouteDef['responses']): Record<number, z.ZodType> =>
  Object.fromEntries(
    Object.entries(responses).flatMap(([status, schema]) =>
      schema ? [[status, schema]] : status === '204' ? [[status, z.null()]] : [],
    ),
  )

/**
 * Registers one route of the table (packages/contracts/src/api) with its handler. Method, path,
 * schemas and whether visitors may call it all come from the table: a route cannot be registered
 * otherwise than the web client calls it, nor be public unless the table says so.
 */
export function mount<R extends RouteDef>(
  app: ZodApp,
  def: R,
  handler: HandlerOf<R>,
  options: ServerOptions = {},
): void {
  const { config, ...rest } = options
  app.route({
    ...rest,
    method: def.method,
    url: def.path,
    config: { ...config, public: def.public === true, multipart: def.multipart === true },
    schema: {
      tags: [...def.tags],
      ...(def.summary ? { summary: def.summary } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responseSchemas(def.responses),
    },
    handler: handler as RouteHandlerMethod,
  })
}
