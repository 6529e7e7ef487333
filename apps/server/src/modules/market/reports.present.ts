import type { ListingCard, ListingReport, ReportReason, ReportResolution } from '@nauka/contracts'
import type { UserSummary } from '../follow/follow.present'
import { presentAuthor } from '../posts/posts.present'
import type { ReportRow } from './reports.queries'

/** A report as the moderators (and, on creating it, its reporter) see it. */
export function presentReport(
  row: ReportRow,
  listing: ListingCard,
  reporter: UserSummary | undefined,
): ListingReport {
  return {
    id: row.id,
    listing,
    reporter: presentAuthor(row.reporterId, reporter),
    // The table's checks hold reason and resolution to the contract's values.
    reason: row.reason as ReportReason,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution === null ? null : (row.resolution as ReportResolution),
  }
}
