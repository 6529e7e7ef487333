import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import { Tooltip } from '../../shared/Tooltip'
import { useThemeMode } from './useThemeMode'

/** One press flips light and dark; MUI remembers the choice (SPEC 1: light and dark themes). */
export const ThemeToggle = () => {
  const { t } = useTranslation()
  const { mode, toggle } = useThemeMode()
  const label = mode === 'dark' ? t('preferences.theme.toLight') : t('preferences.theme.toDark')
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} color="inherit">
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  )
}
