import { useTranslation } from 'react-i18next'
import { EmptyState } from './EmptyState'
import { type SectionKey, sectionByKey } from './navigation'
import { SectionPage } from './SectionPage'

// Profile and followers have their own pages now; the others keep their empty state until they land.
type EmptyKey = Exclude<SectionKey, 'help' | 'settings' | 'profile' | 'followers'>

/** A section with nothing in it yet: its title and its own empty state ('<key>.empty.*'). */
export const EmptySection = ({ section }: { section: EmptyKey }) => {
  const { t } = useTranslation()
  const Icon = sectionByKey(section).icon
  return (
    <SectionPage title={t(`${section}.title`)}>
      <EmptyState icon={<Icon />} title={t(`${section}.empty.title`)} hint={t(`${section}.empty.hint`)} />
    </SectionPage>
  )
}
