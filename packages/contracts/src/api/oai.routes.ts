import { z } from 'zod'
import { errors, route } from './route'

/**
 * The arguments of an OAI-PMH request as they arrive, a repeated one as a list. They are not judged
 * here: the protocol answers bad arguments itself, in XML with its own error codes (badVerb,
 * badArgument …), not with the error catalogue.
 */
export const OaiArguments = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
export type OaiArguments = z.infer<typeof OaiArguments>

const tags = ['harvesting']

/**
 * OAI-PMH 2.0 (openarchives.org/OAI/openarchivesprotocol.html) for harvesters: the published open
 * items in Dublin Core. Outside `/api` (DESIGN "API map"); answers `text/xml`, never JSON.
 */
export const oaiRoutes = {
  request: route({
    method: 'GET',
    path: '/oai',
    tags,
    public: true,
    summary: 'OAI-PMH request, arguments in the query',
    query: OaiArguments,
    responses: { 200: null, ...errors(400) },
  }),
  /** The same request as an HTML form sends it (application/x-www-form-urlencoded), as OAI-PMH allows. */
  requestForm: route({
    method: 'POST',
    path: '/oai',
    tags,
    public: true,
    summary: 'OAI-PMH request, arguments in a form body',
    body: OaiArguments,
    responses: { 200: null, ...errors(400, 413, 415) },
  }),
} as const
