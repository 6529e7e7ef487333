import { API } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { CatalogTermsCache } from '../scholar-head/catalog-terms'
import { absoluteUrl } from '../scholar-head/public-links'
import { type PresentContext, presentHeader, presentRecord } from './oai.present'
import {
  itemIdOf,
  type ListQuery,
  type OaiArguments,
  type OaiRequest,
  oaiIdentifier,
  parseOaiRequest,
} from './oai.protocol'
import {
  countHarvest,
  findEarliestDatestamp,
  findHarvestItem,
  findHarvestPage,
  type HarvestFilter,
} from './oai.queries'
import { writeToken } from './oai.token'
import { areaOfSetSpec, OAI_PAGE_SIZE, type OaiError, setSpecOfArea } from './oai.vocabulary'
import { type OaiBody, type ResumptionInfo, writeOaiResponse } from './oai.xml'

export interface OaiDeps {
  db: Db
  terms: CatalogTermsCache
  /** PUBLIC_URL: the base URL harvesters are told and the host of every identifier. */
  publicUrl: string
  /** The repository's contact for harvesters (Identify `adminEmail`): CONTACT_EMAIL, else the host's postmaster. */
  adminEmail?: string | undefined
  pageSize?: number
  now?: () => Date
}

const REPOSITORY_NAME = 'Nauka'

const refuse = (code: OaiError['code'], message: string): OaiBody => ({ errors: [{ code, message }] })
const noRecords = () => refuse('noRecordsMatch', 'No item matches the arguments of this request.')

/**
 * The repository's side of OAI-PMH: answers a parsed request from the published open items.
 * Protocol errors are answers too (HTTP 200, an `error` element), never exceptions.
 */
export class OaiService {
  readonly baseUrl: string
  private readonly host: string
  private readonly pageSize: number
  private readonly now: () => Date

  constructor(private readonly deps: OaiDeps) {
    this.baseUrl = absoluteUrl(deps.publicUrl, API.oai.request.path)
    this.host = new URL(deps.publicUrl).hostname
    this.pageSize = deps.pageSize ?? OAI_PAGE_SIZE
    this.now = deps.now ?? (() => new Date())
  }

  /** The XML answer to a request's arguments, whatever they are. */
  async respond(args: OaiArguments): Promise<string> {
    const responseDate = this.now()
    const parsed = parseOaiRequest(args)
    const body = parsed.ok ? await this.answer(parsed.request, responseDate) : { errors: parsed.errors }
    return writeOaiResponse({ responseDate, baseUrl: this.baseUrl, echo: parsed.echo, body })
  }

  private async answer(request: OaiRequest, now: Date): Promise<OaiBody> {
    switch (request.verb) {
      case 'Identify':
        return {
          verb: 'Identify',
          identify: {
            repositoryName: REPOSITORY_NAME,
            baseUrl: this.baseUrl,
            // RFC 5321 4.5.1: every mail domain has a postmaster, the sensible default contact.
            adminEmail: this.deps.adminEmail ?? `postmaster@${this.host}`,
            // With nothing published yet, no change can be older than now.
            earliestDatestamp: (await findEarliestDatestamp(this.deps.db)) ?? now,
            repositoryIdentifier: this.host,
            sampleIdentifier: oaiIdentifier(this.host, '00000000-0000-4000-8000-000000000000'),
          },
        }
      case 'ListMetadataFormats':
        // Every item, deleted ones included, is offered in oai_dc: only an unknown one has none.
        if (request.identifier !== undefined && !(await this.item(request.identifier))) return this.unknown()
        return { verb: 'ListMetadataFormats' }
      case 'ListSets': {
        const { areas } = await this.deps.terms.get()
        if (areas.length === 0) return refuse('noSetHierarchy', 'This repository has no sets.')
        return {
          verb: 'ListSets',
          sets: areas.map((area) => ({
            setSpec: setSpecOfArea(area.num),
            setName: area.ru,
            titles: [
              { value: area.ru, lang: 'ru' },
              { value: area.en, lang: 'en' },
            ],
          })),
        }
      }
      case 'GetRecord': {
        const row = await this.item(request.identifier)
        if (!row) return this.unknown()
        return { verb: 'GetRecord', record: presentRecord(row, await this.context()) }
      }
      case 'ListIdentifiers':
      case 'ListRecords':
        return this.list(request.list)
    }
  }

  private async list(list: ListQuery): Promise<OaiBody> {
    const { areas } = await this.deps.terms.get()
    let scienceArea: number | undefined
    if (list.set !== undefined) {
      const area = areaOfSetSpec(list.set)
      // A set that is not ours holds nothing (the protocol has no error of its own for it).
      if (area === null || !areas.some((a) => a.num === area)) return noRecords()
      scienceArea = area
    }
    const selection: Omit<HarvestFilter, 'after'> = {
      ...(list.from && { from: list.from }),
      ...(list.untilBefore && { untilBefore: list.untilBefore }),
      ...(scienceArea !== undefined && { scienceArea }),
    }
    const records = list.verb === 'ListRecords'
    const rows = await findHarvestPage(
      this.deps.db,
      { ...selection, ...(list.after && { after: list.after }) },
      this.pageSize + 1,
      records,
    )
    if (rows.length === 0) return noRecords()
    const page = rows.slice(0, this.pageSize)
    const last = page.at(-1)
    let resumption: ResumptionInfo | undefined
    if (rows.length > page.length || list.after) {
      const completeListSize = await countHarvest(this.deps.db, selection)
      const more = rows.length > page.length && last
      resumption = {
        token: more
          ? writeToken({
              ...list,
              after: { updatedAt: last.updatedAt, id: last.id },
              cursor: list.cursor + page.length,
            })
          : '',
        completeListSize,
        cursor: list.cursor,
      }
    }
    if (records) {
      const context = await this.context()
      return {
        verb: 'ListRecords',
        records: page.map((row) => presentRecord(row, context)),
        ...(resumption && { resumption }),
      }
    }
    return {
      verb: 'ListIdentifiers',
      headers: page.map((row) => presentHeader(row, this.host)),
      ...(resumption && { resumption }),
    }
  }

  private async item(identifier: string) {
    const id = itemIdOf(identifier, this.host)
    return id ? findHarvestItem(this.deps.db, id) : null
  }

  private unknown(): OaiBody {
    return refuse('idDoesNotExist', 'No item of this repository has this identifier.')
  }

  private async context(): Promise<PresentContext> {
    return { host: this.host, publicUrl: this.deps.publicUrl, terms: await this.deps.terms.get() }
  }
}
