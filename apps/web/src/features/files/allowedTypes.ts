import {
  type AllowedFileTypes,
  type ClsItem,
  Dictionary,
  type FileMeta,
  fileExtension,
  normalizeExtension,
} from '@nauka/contracts'
import { useLang } from '../../shared/locale'
import { useCatalogue } from '../catalog/catalog.queries'

/** What a picked file may be, as catalogues 58 and 60 list it, plus each extension's mime type. */
export type UploadRules = AllowedFileTypes & {
  /** Extension (lower case, no dot) → the mime type catalogue 60 gives it. */
  mimeOfExtension: ReadonlyMap<string, string>
}

const aliasesOf = (item: ClsItem): string[] => {
  const aliases = item.other?.aliases
  return Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string') : []
}

/**
 * SPEC 5: the allowed lists from catalogue 58 (mime types, with their aliases) and catalogue 60
 * (extensions, each naming its mime type in `other.mime`).
 */
export const uploadRulesOf = (
  mimeItems: readonly ClsItem[],
  extensionItems: readonly ClsItem[],
): UploadRules => {
  const mimeTypes = mimeItems.flatMap((item) => (item.code ? [item.code, ...aliasesOf(item)] : []))
  const mimeOfExtension = new Map<string, string>()
  for (const item of extensionItems) {
    const mime = item.other?.mime
    if (item.code && typeof mime === 'string') mimeOfExtension.set(normalizeExtension(item.code), mime)
  }
  return { mimeTypes, extensions: [...mimeOfExtension.keys()], mimeOfExtension }
}

/**
 * What the limits check knows of a picked file. Browsers report no type for many research formats
 * (.bib, .ris, .tex); the type catalogue 60 gives the extension stands in, and the server judges
 * the bytes anyway.
 */
export const fileMetaOf = (file: Pick<File, 'name' | 'type' | 'size'>, rules: UploadRules): FileMeta => ({
  name: file.name,
  type: file.type || (rules.mimeOfExtension.get(fileExtension(file.name)) ?? ''),
  size: file.size,
})

/** The upload rules, once both catalogues have loaded (null before, or when they failed). */
export const useUploadRules = (): { rules: UploadRules | null; failed: boolean } => {
  const lang = useLang()
  const mimes = useCatalogue(Dictionary.uploadFileMime, lang)
  const extensions = useCatalogue(Dictionary.uploadFileExt, lang)
  const rules =
    mimes.data && extensions.data ? uploadRulesOf(mimes.data.elements, extensions.data.elements) : null
  return { rules, failed: mimes.isError || extensions.isError }
}
