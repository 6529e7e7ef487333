import type { Readable } from 'node:stream'
import {
  type CitationFormat,
  Dictionary,
  type Locale,
  type PostPublication,
  type Publication,
  type PublicationFetch,
  type PublicationPage,
  type PublicationSearchResult,
  parseRef,
  publicationPath,
  refId,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { BadRequestError, NotFoundError } from '../../platform/errors'
import type { Storage } from '../../platform/storage'
import { sanitizeFileName } from '../files/files.names'
import { type GatedRead, refusalOf, type Viewer } from '../files/files.policy'
import type { FilesService, ServedFile } from '../files/files.service'
import type { UserSummary } from '../follow/follow.present'
import type { FollowService } from '../follow/follow.service'
import type { PublicationPublished } from '../notifications/notifications.present'
import type { CatalogTerms } from '../scholar-head/catalog-terms'
import { type FormattedCitation, formatCitation } from './cite/format-citation'
import { ACCESS, type PublicationReader, publicationAccess } from './publications.access'
import { coverCacheControl, coverSourceOf, coverVersion } from './publications.cover.model'
import { cslItemOf } from './publications.csl'
import { hydratePublications } from './publications.hydrate'
import {
  metadataOf,
  type PublicationExtras,
  presentPublication,
  presentSearchResult,
} from './publications.present'
import {
  countDownload,
  findPublication,
  findPublicationContent,
  findPublicationOfFile,
  findPublicationPage,
  findPublications,
  findVisibleAmong,
  findVisiblePage,
  type PublicationRow,
} from './publications.queries'
import { pendingViews } from './publications.views'

export interface PublicationsDeps {
  db: Db
  files: Pick<FilesService, 'findMany' | 'serve' | 'served' | 'registerGate'>
  /** Where the extraction job put the first pages it drew (covers). */
  storage: Pick<Storage, 'stat' | 'openRead'>
  follows: Pick<FollowService, 'mutualStates'>
  /** Names and images of users, from the profile module. */
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
  /** Publication types and languages of the catalogues, for citations (their CSL type and code). */
  catalogTerms: () => Promise<Pick<CatalogTerms, 'byRef'>>
  /** Where the public pages are (`PUBLIC_URL`): a citation links to the item's. */
  publicUrl: string
}

/** A citation ready to send as a file. */
export interface CitationFile extends FormattedCitation {
  fileName: string
}

/** A cover ready to send: its type, validator and caching, and its bytes opened only when sent. */
export interface ServedCover {
  contentType: string
  etag: string
  cacheControl: string
  size: number
  open(): Promise<Readable>
}

type Fetch = z.output<typeof PublicationFetch>

/** The number of a checked reference filter (the contracts let through only that dictionary's). */
const numberOf = (ref: string | undefined, dictionary: number): number | undefined =>
  ref === undefined ? undefined : (refId(ref, dictionary) ?? undefined)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Published items as their readers see them (issue 14): one item, its content file, the item as a
 * search result, and lists by author, area, type or year; every read per the item's access level
 * (`publicationAccess`), with its views and downloads counted for anyone but its owner.
 */
export class PublicationsService {
  constructor(private readonly deps: PublicationsDeps) {
    // The item's files through `GET /file/{id}` answer as the item does, and count its downloads.
    deps.files.registerGate((viewer, fileId) => this.gateFile(viewer, fileId))
  }

  /** `GET /publication/{id}`: counts a view unless the reader is its owner. */
  async read(viewer: Viewer, id: string): Promise<Publication> {
    const page = await findPublicationPage(this.deps.db, id)
    const row = await this.readable(viewer, page?.row ?? null)
    if (viewer?.id !== row.ownerId) {
      pendingViews(this.deps.db).count(id)
      row.viewCount += 1
    }
    const loaded = {
      authors: new Map([[id, page?.authors ?? []]]),
      fileIds: new Map([[id, page?.fileIds ?? []]]),
    }
    return presentPublication(row, await this.extrasOf(viewer, row, loaded))
  }

  /** Writes the views counted in memory; the app calls it on closing, before the database closes. */
  flushViews(): Promise<void> {
    return pendingViews(this.deps.db).flush()
  }

  /** `GET /publication/{id}/content`: its content file; a read from the first byte counts a download. */
  async content(viewer: Viewer, id: string): Promise<ServedFile> {
    const found = await findPublicationContent(this.deps.db, id)
    const row = await this.readable(viewer, found?.publication ?? null)
    if (!found?.file) throw new NotFoundError()
    return this.deps.files.served(found.file, this.downloadCounter(viewer, row))
  }

  /**
   * `GET /publication/{id}/cover`: the author's image, else the first page of the PDF; read as the
   * item is, and counting nothing (a cover shown beside the item is neither a view nor a download).
   */
  async cover(viewer: Viewer, id: string): Promise<ServedCover> {
    const row = await this.requireReadable(viewer, id)
    const metadata = metadataOf(row)
    const picked = metadata.cover ? await this.deps.files.findMany([metadata.cover]) : []
    const source = coverSourceOf(metadata, row.coverKey, picked.length > 0)
    if (!source) throw new NotFoundError('publications.coverNotFound')
    const cacheControl = coverCacheControl(row.accessLevel)
    if (source.kind === 'picked') {
      const { file, size, open } = await this.deps.files.serve(source.fileId)
      return { contentType: file.mime, etag: `"${file.sha256}"`, cacheControl, size, open: () => open() }
    }
    const { storage } = this.deps
    const stored = await storage.stat(source.key)
    if (!stored) throw new NotFoundError('publications.coverNotFound')
    return {
      contentType: stored.contentType,
      etag: `"${coverVersion(source)}"`,
      cacheControl,
      size: stored.size,
      open: async () => {
        const bytes = await storage.openRead(source.key)
        if (!bytes) throw new NotFoundError('publications.coverNotFound')
        return bytes
      },
    }
  }

  /** `GET /publication/uref/{uref}`: the item in the search-result shape; `uref` is `"210:<uuid>"`. */
  async byUref(viewer: Viewer, uref: string): Promise<PublicationSearchResult> {
    const ref = parseRef(uref)
    if (ref?.dictionary !== Dictionary.publication || !UUID.test(String(ref.id)))
      throw new BadRequestError('publications.urefInvalid')
    const row = await this.requireReadable(viewer, String(ref.id))
    return presentSearchResult(row, await this.extrasOf(viewer, row))
  }

  /**
   * `POST /publication/fetch`: the items the reader may see that match, newest first. The query
   * applies `publicationAccess` in SQL (`findVisiblePage`), so pages and the count agree.
   */
  async fetch(viewer: Viewer, query: Fetch): Promise<PublicationPage> {
    const readerId = viewer?.id ?? null
    const { ids, count } = await findVisiblePage(
      this.deps.db,
      readerId,
      {
        authorId: numberOf(query.rAuthor, Dictionary.user),
        fullName: query.fullName,
        scienceArea: numberOf(query.cScienceArea, Dictionary.scienceArea),
        type: numberOf(query.cType, Dictionary.publicationType),
        year: query.year,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    )
    return { count, elements: await this.presentMany(viewer, ids) }
  }

  /**
   * The items of the ids as the reader sees them, in the ids' order, hydrated in batches: for lists
   * whose query applied `visibleTo` already (this module's, a group's publications).
   */
  async presentMany(viewer: Viewer, ids: string[]): Promise<Publication[]> {
    const rows = await findPublications(this.deps.db, ids)
    const extras = await hydratePublications(this.deps, viewer?.id ?? null, rows)
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      const extra = extras.get(id)
      return row && extra ? [presentPublication(row, extra)] : []
    })
  }

  /** Whether the reader may read the item, counting nothing: the uploads module tells 403 from 404 by it. */
  async canRead(viewer: Viewer, id: string): Promise<boolean> {
    const row = await findPublication(this.deps.db, id)
    return row !== null && publicationAccess(row, await this.readerOf(viewer, row)) === 'allow'
  }

  /** A live published item as the notifications hear of a publication (saved searches' "notify me"). */
  async publishedItem(id: string): Promise<PublicationPublished | null> {
    const row = await findPublication(this.deps.db, id)
    if (!row || row.deletedAt !== null) return null
    return {
      publication: { id: row.id, title: row.title, publishedAt: row.publishedAt },
      ownerId: row.ownerId,
    }
  }

  /** `GET /publication/{id}/cite`: the item as a citation in `format`, worded in `locale`; counts nothing. */
  async cite(viewer: Viewer, id: string, format: CitationFormat, locale: Locale): Promise<CitationFile> {
    const row = await this.requireReadable(viewer, id)
    const publication = presentPublication(row, await this.extrasOf(viewer, row))
    const { byRef } = await this.deps.catalogTerms()
    const { cType, cLang } = publication.metadata
    const terms = {
      cslType: (cType && byRef.get(cType)?.csl) || undefined,
      languageCode: (cLang && byRef.get(cLang)?.code) || undefined,
    }
    const citation = formatCitation(cslItemOf(publication, terms, this.deps.publicUrl), format, locale)
    return { ...citation, fileName: `${sanitizeFileName(row.title).slice(0, 100)}.${citation.fileExtension}` }
  }

  /**
   * Of the items among the ids, those the reader may read, as posts announcing them link to them
   * (the posts module's `AnnouncedReader`). One query, the same rule as `fetch`.
   */
  async announcedReadable(viewerId: number, ids: string[]): Promise<Map<string, PostPublication>> {
    const rows = await findVisibleAmong(this.deps.db, viewerId, ids)
    return new Map(
      rows.map((row) => [row.id, { id: row.id, title: row.title, link: publicationPath(row.id) }]),
    )
  }

  /**
   * An open item as a visitor reads it, or null for any other: what the server puts in the head of
   * its public page for crawlers. Counts nothing (the page's own read counts the view).
   */
  async readOpen(id: string): Promise<Publication | null> {
    const row = await findPublication(this.deps.db, id)
    if (!row || publicationAccess(row, await this.readerOf(null, row)) !== 'allow') return null
    return presentPublication(row, await this.extrasOf(null, row))
  }

  /** The item if the reader may read it; else the refusal `publicationAccess` decides (401/403/404). */
  private async requireReadable(viewer: Viewer, id: string): Promise<PublicationRow> {
    return this.readable(viewer, await findPublication(this.deps.db, id))
  }

  /** The row (null: none found) if the reader may read it; else the refusal, as `requireReadable`. */
  private async readable(viewer: Viewer, row: PublicationRow | null): Promise<PublicationRow> {
    if (!row) throw new NotFoundError('publications.notFound')
    const refusal = refusalOf(publicationAccess(row, await this.readerOf(viewer, row)))
    if (refusal) throw refusal
    return row
  }

  /** How the reader relates to the owner; asked of the follow module only where the level needs it. */
  private async readerOf(viewer: Viewer, row: PublicationRow): Promise<PublicationReader> {
    if (viewer === null || viewer.id === row.ownerId || row.accessLevel !== ACCESS.followers)
      return { viewer, follows: false, blocked: false }
    const mutual = await this.deps.follows.mutualStates(viewer.id, row.ownerId)
    return { viewer, follows: mutual.out.subscribed, blocked: mutual.out.blocked || mutual.in.blocked }
  }

  /**
   * The files gate: a file of a published item is read as the item is; other files are not ours.
   * Reading one of its files is a download; reading the image of its cover is not.
   */
  private async gateFile(viewer: Viewer, fileId: string): Promise<GatedRead | null> {
    const found = await findPublicationOfFile(this.deps.db, fileId)
    if (!found) return null
    const { row, role } = found
    return {
      decision: publicationAccess(row, await this.readerOf(viewer, row)),
      onFullRead: role === 'file' ? this.downloadCounter(viewer, row) : undefined,
    }
  }

  /** Counts a download of the item, unless its owner reads it. */
  private downloadCounter(viewer: Viewer, row: PublicationRow): (() => Promise<void>) | undefined {
    if (viewer?.id === row.ownerId) return undefined
    return () => countDownload(this.deps.db, row.id)
  }

  private async extrasOf(
    viewer: Viewer,
    row: PublicationRow,
    loaded?: Parameters<typeof hydratePublications>[3],
  ): Promise<PublicationExtras> {
    const extras = (await hydratePublications(this.deps, viewer?.id ?? null, [row], loaded)).get(row.id)
    if (!extras) throw new NotFoundError('publications.notFound')
    return extras
  }
}
