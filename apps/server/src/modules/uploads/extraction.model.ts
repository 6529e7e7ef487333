import { ExtractionStatus } from '@nauka/contracts'
import type { FileRow } from '../files/files.queries'
import { PdfUnreadable } from '../publications/pdf/pdf-errors'
import { PDF_LIMITS } from '../publications/pdf/pdf-limits'
import { isPdf } from './uploads.present'

/** Where a file's first-page cover is stored. */
export const coverKeyOf = (fileId: string): string => `covers/${fileId}.webp`

/** Retries of an extraction after its first attempt (the queue's backoff spaces them). */
export const EXTRACTION_RETRIES = 3

/**
 * How long an extraction may stay pending before the hourly sweep sends its job again (its first
 * send failed, the queue away). Half an hour: each attempt touches the row when it starts and may
 * run up to the queue's 15 minutes, with a backoff of seconds between attempts, so a row older than
 * that has no job running for it; a job still waiting keeps its key, and the queue drops the resend.
 */
export const EXTRACTION_STALE_MS = 30 * 60 * 1000

/** Where a file starts when it joins an item: a PDF the readers can open waits for its job. */
export const extractionOnJoin = (file: Pick<FileRow, 'mime' | 'size'>): ExtractionStatus =>
  isPdf(file) && file.size <= PDF_LIMITS.maxBytes ? ExtractionStatus.Pending : ExtractionStatus.Skipped

/**
 * What a failed attempt leaves: the queue tries again until its retries are spent, then the file's
 * extraction has failed. A PDF the readers cannot use (damaged, encrypted…) fails at once: reading
 * it again would give the same answer.
 */
export function afterFailure(
  error: unknown,
  attempt: number,
  retries = EXTRACTION_RETRIES,
): 'retry' | 'failed' {
  if (error instanceof PdfUnreadable) return 'failed'
  return attempt > retries ? 'failed' : 'retry'
}

/** What the failure is called in the row (never a stack: a reason or a message). */
export const failureText = (error: unknown): string =>
  error instanceof PdfUnreadable ? error.reason : error instanceof Error ? error.message : String(error)
