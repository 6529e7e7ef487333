import { z } from 'zod'
import { text } from '../primitives'

/** What a form knows of a picked file before upload (the fields of a browser `File`). */
export const FileMeta = z.object({
  name: text(),
  /** The mime type the browser reports; empty when it does not know. */
  type: text(),
  size: z.number().int().nonnegative(),
})
export type FileMeta = z.infer<typeof FileMeta>

/** The lower-case extension of a file name without the dot; empty when there is none. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.')
  // A leading dot (".env") names a hidden file, not an extension.
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Normalises an extension as catalogues may list it (".PDF", "pdf") to "pdf". */
export const normalizeExtension = (extension: string): string =>
  extension.trim().replace(/^\./, '').toLowerCase()
