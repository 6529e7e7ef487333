import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { sectionHref, useSettingsSections } from './useSettingsSections'

/** SPEC 2: the settings page's right sidebar, listing its sections. */
export const SettingsSectionsNav = () => {
  const { t } = useTranslation()
  const { sections, current } = useSettingsSections()
  return (
    <nav aria-labelledby="settings-sections-title">
      <Typography id="settings-sections-title" variant="overline" component="h2" color="text.secondary">
        {t('settings.sectionsLabel')}
      </Typography>
      <List disablePadding>
        {sections.map((section) => (
          <li key={section.name}>
            <ListItemButton
              component={Link}
              to={sectionHref(section.name)}
              selected={section.name === current}
              aria-current={section.name === current ? 'page' : undefined}
              sx={{ borderRadius: 2 }}
            >
              <ListItemText primary={section.title} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </nav>
  )
}
