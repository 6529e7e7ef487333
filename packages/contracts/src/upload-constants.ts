import { Dictionary } from './dictionaries'
import { formatRef } from './ref-format'
import type { ValueOf } from './types'

/** SPEC 3: an upload holds one item or a package of items. */
export const UploadType = {
  Single: formatRef(Dictionary.uploadType, 1),
  Package: formatRef(Dictionary.uploadType, 2),
} as const
export type UploadType = ValueOf<typeof UploadType>

/** SPEC 3: what an uploaded item is. */
export const UploadItemType = { Publication: formatRef(Dictionary.uploadItemType, 1) } as const
export type UploadItemType = ValueOf<typeof UploadItemType>
