import Box from '@mui/material/Box'
import { SIDEBAR_WIDTH } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { SettingsSectionsNav } from '../../features/settings/SettingsSectionsNav'
import { PATHS } from '../../shared/paths'
import { HEADER_HEIGHT } from '../../shared/sizes'
import { Shortcuts } from './Shortcuts'

/** The right bar (230px): the settings sections on /settings (SPEC 2), shortcuts elsewhere. */
export const RightBar = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const onSettings = pathname === PATHS.settings
  return (
    <Box
      component="aside"
      aria-label={onSettings ? t('settings.sectionsLabel') : t('layout.asideLabel')}
      sx={{
        width: SIDEBAR_WIDTH.right,
        flexShrink: 0,
        position: 'sticky',
        top: HEADER_HEIGHT,
        alignSelf: 'flex-start',
        maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        p: 2,
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      {onSettings ? <SettingsSectionsNav /> : <Shortcuts />}
    </Box>
  )
}
