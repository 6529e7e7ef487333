import { ExtractionStatus, type MetadataExtraction, PublicationDraft } from '@nauka/contracts'
import type { Db } from '../../db/client'
import type { RequestUser } from '../../platform/auth-guard'
import { NotFoundError } from '../../platform/errors'
import type { FileRow } from '../files/files.queries'
import { extractionOf } from './uploads.present'
import { findExtractions } from './uploads.queries'

/** `POST /metadata/extract/{file_id}`: what the extraction job read out of one of the author's files. */
export class ExtractionReader {
  constructor(
    private readonly db: Db,
    private readonly findFiles: (ids: string[]) => Promise<FileRow[]>,
  ) {}

  /** The owner's file only: anyone else learns nothing of it (404, as for a missing one). */
  async read(viewer: Pick<RequestUser, 'id'>, fileId: string): Promise<MetadataExtraction> {
    const [file] = await this.findFiles([fileId])
    if (!file || file.ownerId !== viewer.id) throw new NotFoundError('uploads.fileNotFound')
    const [row] = await findExtractions(this.db, [fileId])
    const status = extractionOf(file, row)
    const suggestion = status === ExtractionStatus.Done ? PublicationDraft.safeParse(row?.suggestion) : null
    return { status, suggestion: suggestion?.success ? suggestion.data : null }
  }
}
