import type { ClsItem } from '@nauka/contracts'
import { useLang } from '../../shared/locale'
import { useCatalogue } from '../catalog/catalog.queries'

/** A catalogue's entries in the interface language (types 39, science areas 40, languages 2). */
export const useCatalogueItems = (cls: number): readonly ClsItem[] =>
  useCatalogue(cls, useLang()).data?.elements ?? []

/** The term of a catalogue number, or the number itself until the catalogue is in. */
export const termOf = (items: readonly ClsItem[], num: number): string =>
  items.find((item) => item.num === num)?.term ?? String(num)
