import type { Publication } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/locale'
import { displayTitle } from './model'

/** A publication's title as a list shows it: in the interface language, else "untitled". */
export const useTitleOf = () => {
  const { t, i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  return (publication: Publication): string => displayTitle(publication, locale) || t('publication.untitled')
}
