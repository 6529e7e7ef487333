import { useLang } from '../../../shared/locale'
import { useCatalogueEntry } from '../../catalog/catalog.queries'

/** The name of a catalogue reference in the interface language (null until known, or for none). */
export const useTerm = (cls: number, ref: string | null | undefined): string | null =>
  useCatalogueEntry(cls, ref ?? null, useLang())?.term ?? null
