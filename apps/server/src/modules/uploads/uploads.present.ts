import {
  Dictionary,
  ExtractionStatus,
  ExtractionStatusSchema,
  fileUrl,
  formatRef,
  type PublicationDraft,
  publicationPath,
  refId,
  type Upload,
  type UploadItem,
  type UploadItemFile,
  UploadItemType,
  UploadType,
} from '@nauka/contracts'
import type { FileRow } from '../files/files.queries'
import type { PublicationCounters } from '../publications/publications.write.queries'
import type { ExtractionRow, ItemRow, LinkRow, UploadRow } from './uploads.queries'

/** The number of an upload type (126:n) as the table stores it. */
export const uploadTypeNumber = (type: UploadType): number => refId(type, Dictionary.uploadType) ?? 0

/** Only PDFs are read by the extraction job. */
export const isPdf = (file: Pick<FileRow, 'mime'>): boolean => file.mime === 'application/pdf'

/** A file of an item with what the presenter needs of it. */
export interface ItemFileView {
  link: LinkRow
  file: FileRow
  extraction: ExtractionRow | undefined
}

/** An item with its files and, once published, its publication's counters. */
export interface ItemView {
  row: ItemRow
  files: ItemFileView[]
  counters: PublicationCounters | undefined
}

/** Where the file's extraction stands: its row's status; without a row, a PDF waits and others never will. */
export const extractionOf = (file: Pick<FileRow, 'mime'>, row: ExtractionRow | undefined): ExtractionStatus =>
  ExtractionStatusSchema.catch(isPdf(file) ? ExtractionStatus.Pending : ExtractionStatus.Skipped).parse(
    row?.status,
  )

const presentFile = ({ link, file, extraction }: ItemFileView): UploadItemFile => ({
  id: link.id,
  fileId: file.id,
  fileName: file.name,
  fileSize: file.size,
  mime: file.mime,
  ord: link.ord,
  url: fileUrl(file.id),
  extraction: extractionOf(file, extraction),
})

export function presentItem({ row, files, counters }: ItemView): UploadItem {
  const published = row.publishedAt !== null
  return {
    id: row.id,
    uref: formatRef(Dictionary.uploadItem, row.id),
    rUpload: formatRef(Dictionary.upload, row.uploadId),
    cType: UploadItemType.Publication,
    published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // Stored only after PublicationDraft accepted it.
    metadata: row.metadata as PublicationDraft,
    files: files.map(presentFile),
    sd: row.createdAt.toISOString(),
    ed: row.updatedAt.toISOString(),
    meta: { view_count: counters?.viewCount ?? 0, download_count: counters?.downloadCount ?? 0 },
    link: published ? publicationPath(row.id) : null,
  }
}

export function presentUpload(row: UploadRow, items: ItemView[]): Upload {
  const presented = items.map(presentItem)
  return {
    id: row.id,
    uref: formatRef(Dictionary.upload, row.id),
    cType: row.type === uploadTypeNumber(UploadType.Package) ? UploadType.Package : UploadType.Single,
    published: presented.length > 0 && presented.every((item) => item.published),
    sd: row.createdAt.toISOString(),
    ed: row.updatedAt.toISOString(),
    items: presented,
  }
}
