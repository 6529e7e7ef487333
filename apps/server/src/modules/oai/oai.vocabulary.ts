/** The words of OAI-PMH 2.0 (openarchives.org/OAI/openarchivesprotocol.html) that this repository speaks. */

export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const
export type OaiVerb = (typeof OAI_VERBS)[number]
export type ListVerb = Extract<OaiVerb, 'ListIdentifiers' | 'ListRecords'>

/** Protocol 3.6: every error condition a repository reports, with `code` as the spec spells it. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy'

export interface OaiError {
  code: OaiErrorCode
  /** For the person reading the harvester's log; harvesters act on the code. */
  message: string
}

/** Unqualified Dublin Core, the one format every OAI-PMH repository must offer (protocol 3.4). */
export const OAI_DC = {
  metadataPrefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const
export const METADATA_PREFIXES = [OAI_DC.metadataPrefix] as const
export type MetadataPrefix = (typeof METADATA_PREFIXES)[number]

/** A science area's set (catalogue 40): `area-1` holds the items of area 40:1. */
const SET_PREFIX = 'area-'
export const SET_SPEC = /^area-[1-9]\d{0,8}$/

export const setSpecOfArea = (area: number): string => `${SET_PREFIX}${area}`

/** The science area (catalogue 40 number) a setSpec names, or null when it names none of ours. */
export const areaOfSetSpec = (spec: string): number | null =>
  SET_SPEC.test(spec) ? Number(spec.slice(SET_PREFIX.length)) : null

/** How many headers or records one list answer holds before it offers a resumption token. */
export const OAI_PAGE_SIZE = 100
