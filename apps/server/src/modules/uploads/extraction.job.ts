import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ExtractionStatus, type PublicationDraft, suggestionAsDraft } from '@nauka/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../platform/jobs/job-queue'
import type { JobContext } from '../../platform/jobs/queue-worker'
import type { Storage } from '../../platform/storage'
import type { FileRow } from '../files/files.queries'
import { renderCover } from '../publications/pdf/pdf-cover'
import { PdfUnreadable } from '../publications/pdf/pdf-errors'
import { suggestMetadata } from '../publications/pdf/pdf-metadata'
import { readPdfText } from '../publications/pdf/pdf-text'
import { setCoverOfContent } from '../publications/publications.write.queries'
import { reindexPublicationsOfFile } from '../search/search.index.queries'
import {
  afterFailure,
  coverKeyOf,
  EXTRACTION_RETRIES,
  EXTRACTION_STALE_MS,
  failureText,
} from './extraction.model'
import { findExtraction, findPendingSince, updateExtraction } from './extraction.queries'

const EXTRACT = 'uploads.extract'

declare module '../../platform/jobs/job-queue' {
  interface JobMap {
    [EXTRACT]: { fileId: string }
  }
}

export interface ExtractionDeps {
  db: Db
  jobs: Pick<JobQueue, 'define' | 'send'>
  storage: Storage
  findFiles(ids: string[]): Promise<FileRow[]>
  /** Where a PDF is copied to be read (the readers open a path; the bytes may be in S3). */
  workDir: string
  log: FastifyBaseLogger
}

/** What the readers made of a PDF: its text by page, the form it suggests, its cover if drawn. */
interface Extracted {
  pages: string[]
  pageCount: number | null
  suggestion: PublicationDraft | null
  cover: Buffer | null
}

/** A reader that may fail on its part alone (the suggestion, the cover) without failing the rest. */
async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof PdfUnreadable) return null
    throw error
  }
}

/**
 * Issue 14: a PDF that joins an item is read in the background, never in the request: its text
 * (for full-text search), the form it suggests (`POST /metadata/extract/{file_id}`) and a cover of
 * its first page. One job per file, retried with backoff; the row says where it stands.
 */
export class ExtractionJob {
  constructor(private readonly deps: ExtractionDeps) {
    deps.jobs.define(EXTRACT, ({ fileId }, job) => this.run(fileId, job), {
      retryLimit: EXTRACTION_RETRIES,
      oncePerKey: true,
    })
  }

  /** Sends the jobs of files whose extraction waits (their rows say pending); a failure is logged. */
  async send(fileIds: string[]): Promise<void> {
    for (const fileId of fileIds) {
      try {
        await this.deps.jobs.send(EXTRACT, { fileId }, { singletonKey: fileId })
      } catch (err) {
        this.deps.log.warn({ err, fileId }, 'extraction job not sent')
      }
    }
  }

  /**
   * Sends again the jobs of extractions pending for longer than `EXTRACTION_STALE_MS` (a send that
   * failed leaves its row pending and nothing else would); run by the hourly cleanup.
   */
  async resendStale(now = new Date()): Promise<void> {
    await this.send(await findPendingSince(this.deps.db, new Date(now.getTime() - EXTRACTION_STALE_MS)))
  }

  /** One attempt: reads the file and records what it read; a failure is retried until spent. */
  async run(fileId: string, job: Pick<JobContext, 'attempt'>): Promise<void> {
    const { db } = this.deps
    const [file] = await this.deps.findFiles([fileId])
    const row = await findExtraction(db, fileId)
    // Deleted meanwhile, or done by an earlier attempt: nothing left to do.
    if (!file || row?.status !== ExtractionStatus.Pending) return
    await updateExtraction(db, fileId, { attempts: job.attempt })
    try {
      const extracted = await this.extract(file)
      const coverKey = extracted.cover ? coverKeyOf(fileId) : null
      if (extracted.cover && coverKey) await this.deps.storage.put(coverKey, extracted.cover, 'image/webp')
      // One transaction: whoever sees the extraction done also finds the item by its words. A
      // published item's text is searchable once read (issue 15), not only after its next publish.
      await db.transaction(async (tx) => {
        await updateExtraction(tx, fileId, {
          status: ExtractionStatus.Done,
          error: null,
          text: extracted.pages.join('\f'),
          pages: extracted.pageCount,
          suggestion: extracted.suggestion,
          coverKey,
        })
        if (coverKey) await setCoverOfContent(tx, fileId, coverKey)
        await reindexPublicationsOfFile(tx, fileId)
      })
    } catch (error) {
      if (afterFailure(error, job.attempt) === 'retry') throw error
      await updateExtraction(db, fileId, { status: ExtractionStatus.Failed, error: failureText(error) })
    }
  }

  /** Copies the bytes to a file of its own (the readers open a path), reads them, removes the copy. */
  private async extract(file: FileRow): Promise<Extracted> {
    const bytes = await this.deps.storage.openRead(file.storageKey)
    if (!bytes) throw new Error(`no bytes stored under ${file.storageKey}`)
    await mkdir(this.deps.workDir, { recursive: true })
    const path = join(this.deps.workDir, `${randomUUID()}.pdf`)
    try {
      await pipeline(bytes, createWriteStream(path))
      const text = await readPdfText(path)
      const suggestion = await optional(suggestMetadata(path))
      const cover = await optional(renderCover(path))
      return {
        pages: text.pages,
        pageCount: text.pageCount,
        suggestion: suggestion ? suggestionAsDraft(suggestion) : null,
        cover,
      }
    } finally {
      await rm(path, { force: true })
    }
  }
}
