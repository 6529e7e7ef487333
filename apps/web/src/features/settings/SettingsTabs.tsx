import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { sectionHref, useSettingsSections } from './useSettingsSections'

/** The settings sections when the right bar is not on screen (phone, tablet, or hidden). */
export const SettingsTabs = () => {
  const { t } = useTranslation()
  const { sections, current } = useSettingsSections()
  const value = sections.some((s) => s.name === current) ? current : false
  return (
    <nav aria-label={t('settings.sectionsLabel')}>
      <Tabs value={value} variant="scrollable" scrollButtons="auto">
        {sections.map((section) => (
          <Tab
            key={section.name}
            value={section.name}
            label={section.title}
            component={Link}
            to={sectionHref(section.name)}
            aria-current={section.name === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </nav>
  )
}
