import { API } from '@nauka/contracts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mount } from '../../platform/mount'
import type { OaiArguments } from './oai.protocol'
import type { OaiService } from './oai.service'

/** A form body's fields, a repeated one as a list: the protocol refuses repeats itself (badArgument). */
export function formArguments(body: string): OaiArguments {
  const args: Record<string, string | string[]> = Object.create(null)
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = args[name]
    args[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return { ...args }
}

const sendXml = (reply: FastifyReply, xml: string) => reply.type('text/xml; charset=utf-8').send(xml)

/**
 * `/oai`, by GET or by a urlencoded POST (protocol 3.1.1). Harvesters carry no session, so none is
 * looked up. The form parser lives in this plugin's scope only: every other route keeps refusing
 * form bodies (platform/same-origin).
 */
export const oaiRoutes =
  (oai: OaiService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, formArguments(body as string)),
    )
    const options = { config: { sessionless: true } }
    mount(app, API.oai.request, async (req, reply) => sendXml(reply, await oai.respond(req.query)), options)
    mount(
      app,
      API.oai.requestForm,
      async (req, reply) => sendXml(reply, await oai.respond(req.body)),
      options,
    )
  }
