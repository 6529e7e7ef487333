import type { API } from '@nauka/contracts'
import type { z } from 'zod'
import { parseUtcDate, type UtcDate } from './oai.dates'
import { type ListState, readToken } from './oai.token'
import {
  type ListVerb,
  METADATA_PREFIXES,
  type MetadataPrefix,
  OAI_VERBS,
  type OaiError,
  type OaiVerb,
} from './oai.vocabulary'

/** A request's arguments as they came, a repeated one as a list (the route table's shape). */
export type OaiArguments = z.infer<typeof API.oai.request.query>

/** A list request, fresh (no `after`) or resumed from a token. */
export type ListQuery = Omit<ListState, 'after'> & { after?: ListState['after'] }

/** A request that is well formed; whether its identifier or set exists is the repository's to say. */
export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string }
  | { verb: 'ListSets' }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: MetadataPrefix }
  | { verb: ListVerb; list: ListQuery }

/**
 * The arguments to echo in the response's `request` element: the request's own, or null when it
 * was refused with badVerb or badArgument, after which only the base URL may be given (protocol 3.2).
 */
export type Echo = Readonly<Record<string, string>> | null

export type ParsedRequest =
  | { ok: true; request: OaiRequest; echo: Echo }
  | { ok: false; errors: OaiError[]; echo: Echo }

interface VerbArguments {
  required: readonly string[]
  optional: readonly string[]
  /** An argument that must come alone (protocol 3.1.1: `resumptionToken`). */
  exclusive?: string
}

const LIST_ARGUMENTS: VerbArguments = {
  required: ['metadataPrefix'],
  optional: ['from', 'until', 'set'],
  exclusive: 'resumptionToken',
}

/** Protocol 4: the arguments of each verb. */
const ARGUMENTS: Record<OaiVerb, VerbArguments> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: LIST_ARGUMENTS,
  ListRecords: LIST_ARGUMENTS,
}

const isVerb = (value: string): value is OaiVerb => (OAI_VERBS as readonly string[]).includes(value)
const isPrefix = (value: string): value is MetadataPrefix =>
  (METADATA_PREFIXES as readonly string[]).includes(value)

const badArgument = (message: string): OaiError => ({ code: 'badArgument', message })
const refused = (errors: OaiError[], echo: Echo): ParsedRequest => ({ ok: false, errors, echo })

/** Parses and checks a request's arguments as protocol 3 and 4 define them. Pure. */
export function parseOaiRequest(args: OaiArguments): ParsedRequest {
  const verbValue = args.verb
  if (verbValue === undefined)
    return refused([{ code: 'badVerb', message: 'The verb argument is missing.' }], null)
  if (typeof verbValue !== 'string')
    return refused([{ code: 'badVerb', message: 'The verb argument is repeated.' }], null)
  if (!isVerb(verbValue))
    return refused(
      [{ code: 'badVerb', message: 'The value of the verb argument is not a legal OAI-PMH verb.' }],
      null,
    )
  const verb = verbValue

  const spec = ARGUMENTS[verb]
  const allowed = new Set([
    'verb',
    ...spec.required,
    ...spec.optional,
    ...(spec.exclusive ? [spec.exclusive] : []),
  ])
  const values: Record<string, string> = {}
  const problems: OaiError[] = []
  for (const [name, value] of Object.entries(args)) {
    if (!allowed.has(name)) problems.push(badArgument(`The argument "${name}" is not legal for ${verb}.`))
    else if (typeof value !== 'string') problems.push(badArgument(`The argument "${name}" is repeated.`))
    else if (value === '') problems.push(badArgument(`The argument "${name}" is empty.`))
    else values[name] = value
  }
  if (problems.length > 0) return refused(problems, null)

  const exclusive = spec.exclusive && values[spec.exclusive]
  if (exclusive !== undefined && Object.keys(values).length > 2)
    return refused(
      [badArgument(`The argument "${spec.exclusive}" must be the only argument besides verb.`)],
      null,
    )
  if (exclusive === undefined) {
    const missing = spec.required.filter((name) => values[name] === undefined)
    if (missing.length > 0)
      return refused(
        missing.map((name) => badArgument(`The argument "${name}" is required for ${verb}.`)),
        null,
      )
  }

  const echo: Echo = values
  switch (verb) {
    case 'Identify':
      return { ok: true, request: { verb }, echo }
    case 'ListMetadataFormats':
      return {
        ok: true,
        request: { verb, ...(values.identifier !== undefined && { identifier: values.identifier }) },
        echo,
      }
    case 'ListSets':
      // This repository's few sets fit one answer: it never hands out a token for them.
      if (exclusive !== undefined)
        return refused([{ code: 'badResumptionToken', message: 'The resumption token is not valid.' }], echo)
      return { ok: true, request: { verb }, echo }
    case 'GetRecord': {
      const metadataPrefix = values.metadataPrefix as string
      if (!isPrefix(metadataPrefix)) return refused([cannotDisseminate(metadataPrefix)], echo)
      return { ok: true, request: { verb, identifier: values.identifier as string, metadataPrefix }, echo }
    }
    case 'ListIdentifiers':
    case 'ListRecords':
      return exclusive !== undefined ? resumed(verb, exclusive, echo) : fresh(verb, values, echo)
  }
}

const cannotDisseminate = (prefix: string): OaiError => ({
  code: 'cannotDisseminateFormat',
  message: `The metadata format "${prefix}" is not supported by this repository.`,
})

function resumed(verb: ListVerb, token: string, echo: Echo): ParsedRequest {
  const state = readToken(token)
  // A token of ListIdentifiers does not continue ListRecords: the pages would not fit together.
  if (!state || state.verb !== verb)
    return refused([{ code: 'badResumptionToken', message: 'The resumption token is not valid.' }], echo)
  return { ok: true, request: { verb, list: state }, echo }
}

function fresh(verb: ListVerb, values: Record<string, string>, echo: Echo): ParsedRequest {
  const problems: OaiError[] = []
  const date = (name: 'from' | 'until'): UtcDate | undefined => {
    const value = values[name]
    if (value === undefined) return undefined
    const parsed = parseUtcDate(value)
    if (!parsed)
      problems.push(
        badArgument(`The argument "${name}" is not a date of the form YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`),
      )
    return parsed ?? undefined
  }
  const from = date('from')
  const until = date('until')
  if (from && until) {
    if (from.granularity !== until.granularity)
      problems.push(badArgument('The arguments "from" and "until" have different granularities.'))
    else if (from.start > until.start)
      problems.push(badArgument('The argument "from" is later than "until".'))
  }
  if (problems.length > 0) return refused(problems, null)
  const metadataPrefix = values.metadataPrefix as string
  if (!isPrefix(metadataPrefix)) return refused([cannotDisseminate(metadataPrefix)], echo)
  const list: ListQuery = {
    verb,
    metadataPrefix,
    ...(from && { from: from.start }),
    ...(until && { untilBefore: until.end }),
    ...(values.set !== undefined && { set: values.set }),
    cursor: 0,
  }
  return { ok: true, request: { verb, list }, echo }
}

/**
 * The item id an OAI identifier names (`oai:<host>:<uuid>`, the oai-identifier scheme with this
 * repository's host), or null when it names nothing here (idDoesNotExist).
 */
export function itemIdOf(identifier: string, host: string): string | null {
  const prefix = `oai:${host}:`
  if (!identifier.toLowerCase().startsWith(prefix.toLowerCase())) return null
  const id = identifier.slice(prefix.length)
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null
}

export const oaiIdentifier = (host: string, id: string): string => `oai:${host}:${id}`
