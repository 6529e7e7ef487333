import { Dictionary } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale, useLang } from '../../shared/locale'
import { useCatalogue } from '../catalog/catalog.queries'
import { browserZone } from './zoned'

/** The reader's language and zone, which every date of an event is worded in. */
export const useReader = () => {
  const { i18n } = useTranslation()
  return { locale: currentLocale(i18n.language), zone: browserZone() }
}

/** The term of a science area reference in the interface language (the catalogue loads once). */
export const useAreaTerm = (ref: string | null): string | null => {
  const areas = useCatalogue(ref ? Dictionary.scienceArea : null, useLang())
  if (!ref) return null
  return areas.data?.elements.find((item) => item.uref === ref)?.term ?? null
}
