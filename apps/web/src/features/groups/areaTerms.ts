import { Dictionary } from '@nauka/contracts'
import { useLang } from '../../shared/locale'
import { useCatalogue } from '../catalog/catalog.queries'

/**
 * The science areas' terms in the interface language: one catalogue read (40) for a whole list of
 * groups, rather than a lookup per card. Null until the catalogue is in, or for no area.
 */
export const useAreaTerms = (): ((ref: string | null) => string | null) => {
  const areas = useCatalogue(Dictionary.scienceArea, useLang())
  return (ref) => (ref ? (areas.data?.elements.find((item) => item.uref === ref)?.term ?? null) : null)
}
