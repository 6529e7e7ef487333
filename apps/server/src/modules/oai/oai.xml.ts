import { create } from 'xmlbuilder2'
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import { datestamp, GRANULARITY } from './oai.dates'
import type { OaiHeader, OaiRecord } from './oai.present'
import type { Echo } from './oai.protocol'
import { OAI_DC, type OaiError } from './oai.vocabulary'

const NS = {
  oai: 'http://www.openarchives.org/OAI/2.0/',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
  dc: 'http://purl.org/dc/elements/1.1/',
  oaiIdentifier: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
} as const

/** An element of `namespace` that names its XML Schema, as every OAI-PMH container does. */
const schemaElement = (parent: XMLBuilder, namespace: string, name: string, xsd: string): XMLBuilder =>
  parent
    .ele(namespace, name)
    .att(NS.xmlns, 'xmlns:xsi', NS.xsi)
    .att(NS.xsi, 'xsi:schemaLocation', `${namespace} ${xsd}`)

export interface IdentifyInfo {
  repositoryName: string
  baseUrl: string
  adminEmail: string
  earliestDatestamp: Date
  /** The host of `oai:<host>:<id>` identifiers, described when it is a domain name the scheme allows. */
  repositoryIdentifier: string
  sampleIdentifier: string
}

export interface OaiSet {
  setSpec: string
  setName: string
  /** The set's name in other languages, as Dublin Core titles in its description. */
  titles: { value: string; lang: string }[]
}

/** Protocol 3.5: where a list stands. Absent from a list answered whole at once. */
export interface ResumptionInfo {
  /** Empty on the last page of a resumed list. */
  token: string
  completeListSize: number
  cursor: number
}

export type OaiBody =
  | { verb: 'Identify'; identify: IdentifyInfo }
  | { verb: 'ListMetadataFormats' }
  | { verb: 'ListSets'; sets: OaiSet[] }
  | { verb: 'ListIdentifiers'; headers: OaiHeader[]; resumption?: ResumptionInfo }
  | { verb: 'ListRecords'; records: OaiRecord[]; resumption?: ResumptionInfo }
  | { verb: 'GetRecord'; record: OaiRecord }
  | { errors: OaiError[] }

export interface OaiResponse {
  responseDate: Date
  baseUrl: string
  echo: Echo
  body: OaiBody
}

/** The oai-identifier scheme's repositoryIdentifier: a domain name with at least one dot. */
const DOMAIN = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/

/**
 * The XML of an OAI-PMH response (protocol 3.2, the OAI-PMH.xsd element order). Built with
 * xmlbuilder2, which escapes every text and attribute; characters XML 1.0 cannot carry (control
 * characters an item's text or a request's argument may hold) become U+FFFD.
 */
export function writeOaiResponse(response: OaiResponse): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' })
  const root = schemaElement(doc, NS.oai, 'OAI-PMH', 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd')
  root.ele('responseDate').txt(datestamp(response.responseDate))
  root.ele('request', response.echo ?? {}).txt(response.baseUrl)
  writeBody(root, response.body)
  return doc.end({ prettyPrint: true })
}

function writeBody(root: XMLBuilder, body: OaiBody): void {
  if ('errors' in body) {
    for (const error of body.errors) root.ele('error', { code: error.code }).txt(error.message)
    return
  }
  const verb = root.ele(body.verb)
  switch (body.verb) {
    case 'Identify':
      writeIdentify(verb, body.identify)
      break
    case 'ListMetadataFormats': {
      const format = verb.ele('metadataFormat')
      format.ele('metadataPrefix').txt(OAI_DC.metadataPrefix)
      format.ele('schema').txt(OAI_DC.schema)
      format.ele('metadataNamespace').txt(OAI_DC.metadataNamespace)
      break
    }
    case 'ListSets':
      for (const set of body.sets) writeSet(verb, set)
      break
    case 'ListIdentifiers':
      for (const header of body.headers) writeHeader(verb, header)
      writeResumption(verb, body.resumption)
      break
    case 'ListRecords':
      for (const record of body.records) writeRecord(verb, record)
      writeResumption(verb, body.resumption)
      break
    case 'GetRecord':
      writeRecord(verb, body.record)
      break
  }
}

function writeIdentify(parent: XMLBuilder, info: IdentifyInfo): void {
  parent.ele('repositoryName').txt(info.repositoryName)
  parent.ele('baseURL').txt(info.baseUrl)
  parent.ele('protocolVersion').txt('2.0')
  parent.ele('adminEmail').txt(info.adminEmail)
  parent.ele('earliestDatestamp').txt(datestamp(info.earliestDatestamp))
  // Deleted items keep their row: a harvester can always learn of a deletion.
  parent.ele('deletedRecord').txt('persistent')
  parent.ele('granularity').txt(GRANULARITY)
  if (!DOMAIN.test(info.repositoryIdentifier)) return
  const scheme = schemaElement(
    parent.ele('description'),
    NS.oaiIdentifier,
    'oai-identifier',
    'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd',
  )
  scheme.ele('scheme').txt('oai')
  scheme.ele('repositoryIdentifier').txt(info.repositoryIdentifier)
  scheme.ele('delimiter').txt(':')
  scheme.ele('sampleIdentifier').txt(info.sampleIdentifier)
}

function writeSet(parent: XMLBuilder, set: OaiSet): void {
  const node = parent.ele('set')
  node.ele('setSpec').txt(set.setSpec)
  node.ele('setName').txt(set.setName)
  if (set.titles.length === 0) return
  const dc = dcRoot(node.ele('setDescription'))
  for (const title of set.titles)
    dc.ele(NS.dc, 'dc:title').att(NS.xml, 'xml:lang', title.lang).txt(title.value)
}

function writeHeader(parent: XMLBuilder, header: OaiHeader): void {
  const node = parent.ele('header', header.deleted ? { status: 'deleted' } : {})
  node.ele('identifier').txt(header.identifier)
  node.ele('datestamp').txt(header.datestamp)
  for (const spec of header.setSpecs) node.ele('setSpec').txt(spec)
}

function writeRecord(parent: XMLBuilder, record: OaiRecord): void {
  const node = parent.ele('record')
  writeHeader(node, record.header)
  if (!record.dc) return
  const dc = dcRoot(node.ele('metadata'))
  for (const element of record.dc) {
    const child = dc.ele(NS.dc, `dc:${element.name}`)
    if (element.lang) child.att(NS.xml, 'xml:lang', element.lang)
    child.txt(element.value)
  }
}

/** `oai_dc:dc`, the container of unqualified Dublin Core (oai_dc.xsd). */
const dcRoot = (parent: XMLBuilder): XMLBuilder =>
  schemaElement(parent, OAI_DC.metadataNamespace, 'oai_dc:dc', OAI_DC.schema).att(NS.xmlns, 'xmlns:dc', NS.dc)

function writeResumption(parent: XMLBuilder, resumption: ResumptionInfo | undefined): void {
  if (!resumption) return
  parent
    .ele('resumptionToken', {
      completeListSize: String(resumption.completeListSize),
      cursor: String(resumption.cursor),
    })
    .txt(resumption.token)
}
