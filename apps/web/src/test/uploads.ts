import type { PublicationDraft, Upload, UploadItem, UploadItemFile } from '@nauka/contracts'

/** A UUID whose last digits are `n`, so tests can name uploads, items and files by number. */
export const uuid = (n: number, prefix = '0') =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(11, '0')}`

/** A file of an item (contracts UploadItemFile): `id` the link's, `fileId` the file's. */
export const itemFileOf = (n: number, overrides: Partial<UploadItemFile> = {}): UploadItemFile => ({
  id: uuid(n, 'f'),
  fileId: uuid(n, 'e'),
  fileName: `paper-${n}.pdf`,
  fileSize: 1024 * n,
  mime: 'application/pdf',
  ord: n,
  url: `/api/core/file/${uuid(n, 'e')}`,
  extraction: 'done',
  ...overrides,
})

/** A draft item of upload `uploadN` (contracts UploadItem). */
export const itemOf = (
  n: number,
  metadata: PublicationDraft = {},
  overrides: Partial<UploadItem> = {},
  uploadN = n,
): UploadItem => ({
  id: uuid(n, 'b'),
  uref: `128:${uuid(n, 'b')}`,
  rUpload: `125:${uuid(uploadN, 'a')}`,
  cType: '129:1',
  published: false,
  publishedAt: null,
  metadata,
  files: [],
  sd: '2026-01-01T10:00:00.000Z',
  ed: '2026-01-02T10:00:00.000Z',
  meta: { view_count: 0, download_count: 0 },
  link: null,
  ...overrides,
})

/** A single upload holding `items` (one draft item by default). */
export const uploadOf = (n: number, items?: UploadItem[], overrides: Partial<Upload> = {}): Upload => {
  const list = items ?? [itemOf(n, { title: `Работа ${n}` })]
  return {
    id: uuid(n, 'a'),
    uref: `125:${uuid(n, 'a')}`,
    cType: list.length > 1 ? '126:2' : '126:1',
    published: list.every((item) => item.published),
    sd: '2026-01-01T10:00:00.000Z',
    ed: '2026-01-02T10:00:00.000Z',
    items: list,
    ...overrides,
  }
}

/** Metadata with every field SPEC 5 asks for before publishing. */
export const PUBLISHABLE: PublicationDraft = {
  cType: '39:1',
  cLang: '2:1',
  cAccessLevel: '59:1',
  title: 'Графы',
  place: 'Москва',
  keywords: ['графы'],
  authors: [{ lastName: 'Кюри', firstName: 'Мария', shortForm: 'Кюри М.' }],
}
