import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { sectionHref, useSettingsSections } from './useSettingsSections'

/**
 * The settings sections when the right bar is not on screen (phone, tablet, or hidden). They wrap
 * onto a second row rather than scroll: on a phone a scrolled strip hid "Privacy" and
 * "Notifications" past the edge with nothing to say they were there. The selected one is marked
 * on itself, since the sliding indicator of a single row cannot follow a tab onto another row.
 */
export const SettingsTabs = () => {
  const { t } = useTranslation()
  const { sections, current } = useSettingsSections()
  const value = sections.some((s) => s.name === current) ? current : false
  return (
    <nav aria-label={t('settings.sectionsLabel')}>
      <Tabs
        value={value}
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        sx={{
          '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
          '& .MuiTab-root': { borderBottom: 2, borderColor: 'transparent', minWidth: 0 },
          '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
        }}
      >
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
