import {
  GeneralErrorCode,
  hasMore,
  type ListingReport,
  type ListingReportCreate,
  type ListingReportPage,
  type ListingReportResolve,
  type ListingReportsQuery,
  ListingStatus,
  ReportResolution,
} from '@nauka/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors'
import type { UserSummary } from '../follow/follow.present'
import { findListings, setListingStatus } from './listings.queries'
import type { ListingsService } from './listings.service'
import { MarketRule } from './market.policy'
import { presentReport } from './reports.present'
import { findReport, insertReport, listReports, type ReportRow, resolveOpenReports } from './reports.queries'

export interface ReportsDeps {
  db: Db
  listings: Pick<ListingsService, 'readable' | 'cards' | 'isModerator'>
  summaries: (ids: number[]) => Promise<Map<number, UserSummary>>
}

const conflict = (messageKey: string) => new AppError(GeneralErrorCode.Conflict, { messageKey })

/**
 * Reports of listings: a reader reports one once, never their own; the moderators go through the
 * open ones and hide the listing or keep it, which settles every open report of it.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsDeps) {}

  /** `POST /market/listings/{id}/reports`: 404 when the reader may not read it, 403 for their own, 409 twice. */
  async report(
    reader: RequestUser,
    listingId: number,
    body: z.output<typeof ListingReportCreate>,
  ): Promise<ListingReport> {
    const listing = await this.deps.listings.readable(reader, listingId)
    if (listing.authorId === reader.id) throw new ForbiddenError(MarketRule.reportOwn)
    const row = await insertReport(this.deps.db, {
      listingId,
      reporterId: reader.id,
      reason: body.reason,
      comment: body.comment,
    })
    if (!row) throw conflict(MarketRule.reportedAlready)
    const [report] = await this.present([row])
    if (!report) throw new Error('a presented report went missing')
    return report
  }

  /** `GET /market/reports`: moderators only. */
  async list(reader: RequestUser, query: z.output<typeof ListingReportsQuery>): Promise<ListingReportPage> {
    this.requireModerator(reader)
    const offset = (query.page - 1) * query.pageSize
    const { rows, count } = await listReports(this.deps.db, {
      resolved: query.resolved,
      limit: query.pageSize,
      offset,
    })
    return {
      count,
      elements: await this.present(rows),
      hasMore: hasMore(rows.length, query.pageSize) && offset + rows.length < count,
    }
  }

  /**
   * `PATCH /market/reports/{id}`: hiding the listing or keeping it settles every open report of it
   * with that decision; a report already settled is 409.
   */
  async resolve(
    reader: RequestUser,
    id: number,
    body: z.output<typeof ListingReportResolve>,
  ): Promise<ListingReport> {
    this.requireModerator(reader)
    const { db } = this.deps
    const row = await db.transaction(async (tx) => {
      const report = await findReport(tx, id)
      if (!report) throw new NotFoundError(MarketRule.reportNotFound)
      if (report.resolvedAt !== null) throw conflict(MarketRule.reportResolved)
      const settled = await resolveOpenReports(tx, report.listingId, {
        resolution: body.resolution,
        resolvedBy: reader.id,
      })
      // Another moderator settled it between the read and the write.
      if (settled === 0) throw conflict(MarketRule.reportResolved)
      if (body.resolution === ReportResolution.Hidden)
        await setListingStatus(tx, report.listingId, ListingStatus.Hidden)
      return findReport(tx, id)
    })
    if (!row) throw new NotFoundError(MarketRule.reportNotFound)
    const [report] = await this.present([row])
    if (!report) throw new Error('a presented report went missing')
    return report
  }

  private requireModerator(reader: RequestUser): void {
    if (!this.deps.listings.isModerator(reader)) throw new ForbiddenError(MarketRule.notModerator)
  }

  /** Reports with their listings and reporters, each looked up in one batch. */
  private async present(rows: ReportRow[]): Promise<ListingReport[]> {
    const listingRows = await findListings(this.deps.db, [...new Set(rows.map((row) => row.listingId))])
    const cards = new Map((await this.deps.listings.cards(listingRows)).map((card) => [card.id, card]))
    const reporters = await this.deps.summaries([...new Set(rows.map((row) => row.reporterId))])
    return rows.flatMap((row) => {
      const listing = cards.get(row.listingId)
      return listing ? [presentReport(row, listing, reporters.get(row.reporterId))] : []
    })
  }
}
