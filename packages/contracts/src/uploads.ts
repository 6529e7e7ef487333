import { z } from 'zod'
import { text } from './primitives'
import { PUBLICATION_LIMITS, UPLOADS_PAGE_SIZE } from './publication-constants'
import { PublicationDraft, PublicationMeta } from './publications'
import { UploadItemType, UploadType } from './upload-constants'
import { IsoDate } from './validation/dates'
import { PublicationMessage } from './validation/keys'

/** SPEC 3, 7 "Uploads": an upload holds one item (126:1) or a package of items (126:2). */

const L = PUBLICATION_LIMITS

/** Where text and metadata extraction of a file stands (a background job, never the request). */
export const ExtractionStatus = {
  Pending: 'pending',
  Done: 'done',
  Failed: 'failed',
  Skipped: 'skipped',
} as const
export const ExtractionStatusSchema = z.enum(['pending', 'done', 'failed', 'skipped'])
export type ExtractionStatus = z.infer<typeof ExtractionStatusSchema>

/** A file of an upload item; `id` is the link's (`DELETE /upload/item/file/{id}`), `fileId` the file's. */
export const UploadItemFile = z.object({
  id: z.guid(),
  fileId: z.guid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mime: z.string(),
  ord: z.number().int(),
  url: z.string(),
  extraction: ExtractionStatusSchema,
})
export type UploadItemFile = z.infer<typeof UploadItemFile>

/** SPEC 3: an item: its type, whether it is published, its metadata and files. */
export const UploadItem = z.object({
  id: z.guid(),
  uref: z.string(),
  rUpload: z.string(),
  cType: z.enum([UploadItemType.Publication]),
  published: z.boolean(),
  /** When it was first published; null for a draft. */
  publishedAt: z.string().nullable(),
  metadata: PublicationDraft,
  files: z.array(UploadItemFile),
  /** Created and last modified (the original's `sd` and `ed`). */
  sd: z.string(),
  ed: z.string(),
  /** Views and downloads of the published item (zeros for a draft). */
  meta: PublicationMeta,
  /** The public page, once published. */
  link: z.string().nullable(),
})
export type UploadItem = z.infer<typeof UploadItem>

export const Upload = z.object({
  id: z.guid(),
  uref: z.string(),
  cType: z.enum([UploadType.Single, UploadType.Package]),
  /** True when every item is published. */
  published: z.boolean(),
  sd: z.string(),
  ed: z.string(),
  items: z.array(UploadItem),
})
export type Upload = z.infer<typeof Upload>

const NewItem = z.object({
  cType: z.enum([UploadItemType.Publication]).default(UploadItemType.Publication),
  metadata: PublicationDraft.default({}),
})

/** `POST /upload`: a single upload gets one item; a package one or more. Items start as drafts. */
export const UploadCreate = z
  .object({
    cType: z.enum([UploadType.Single, UploadType.Package]).default(UploadType.Single),
    items: z.array(NewItem).max(L.packageItemsMax).optional(),
  })
  .superRefine((upload, ctx) => {
    if (upload.cType === UploadType.Single && (upload.items?.length ?? 1) !== 1)
      ctx.addIssue({ code: 'custom', path: ['items'], message: PublicationMessage.singleItem })
  })
export type UploadCreate = z.input<typeof UploadCreate>

/** `PUT /upload/item`: the item's metadata, replaced whole (a published item must stay publishable). */
export const UploadItemUpdate = z.object({ id: z.guid(), metadata: PublicationDraft })
export type UploadItemUpdate = z.input<typeof UploadItemUpdate>

/** `POST /upload/item/{id}/file`: files the author uploaded (`POST /files` or tus) join the item. */
export const UploadItemFilesAdd = z.object({
  files: z
    .array(z.guid())
    .min(1)
    .max(L.itemFilesMax)
    .refine((ids) => new Set(ids).size === ids.length, { message: PublicationMessage.duplicateFile }),
})
export type UploadItemFilesAdd = z.infer<typeof UploadItemFilesAdd>

/**
 * A metadata filter of `POST /upload/find`: an SQL/JSON path over the items' metadata, with its
 * variables as a JSON object text. An upload matches when the path selects something in one of its
 * items (`$.keywords[*] ? (@ == $k)` with `{"k":"graphs"}`) or, for a predicate, when it is true
 * (`$.year > $y` with `{"y":2000}`). PostgreSQL takes `like_regex` patterns as literals only:
 * `$.title like_regex "graph" flag "i"`.
 */
export const UploadFilter = z.object({
  jsonPath: text().trim().min(1).max(L.jsonPathMax),
  jsonParams: text().max(L.jsonPathMax).optional(),
})
export type UploadFilter = z.infer<typeof UploadFilter>

/** `POST /upload/find`: the author's uploads, newest change first; pages count from 1. */
export const UploadFind = z.object({
  filters: z.array(UploadFilter).max(L.findFiltersMax).default([]),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(UPLOADS_PAGE_SIZE),
  /** true: only published uploads; false: only those with a draft; absent: all. */
  published: z.boolean().optional(),
  /** The number of the item type (129:n), e.g. 1 for publications. */
  uploadItemType: z.number().int().positive().optional(),
  /** The list's filters (SPEC 3 "Upload list fields"): content, files count, modify date. */
  content: text().trim().max(L.shortTextMax).optional(),
  filesMin: z.number().int().min(0).max(1000).optional(),
  filesMax: z.number().int().min(0).max(1000).optional(),
  modifiedFrom: IsoDate.optional(),
  modifiedTo: IsoDate.optional(),
})
export type UploadFind = z.input<typeof UploadFind>

export const UploadPage = z.object({ count: z.number().int(), elements: z.array(Upload) })
export type UploadPage = z.infer<typeof UploadPage>

export const UploadIdParams = z.object({ id: z.guid() })
export type UploadIdParams = z.infer<typeof UploadIdParams>

/**
 * `POST /metadata/extract/{file_id}`: what the PDF suggests for the form, once its extraction job
 * has run (`pending` until then; the form asks again). The author confirms before anything is saved.
 */
export const MetadataExtraction = z.object({
  status: ExtractionStatusSchema,
  suggestion: PublicationDraft.nullable(),
})
export type MetadataExtraction = z.infer<typeof MetadataExtraction>

export const FileIdPathParams = z.object({ file_id: z.guid() })
