import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { SIDEBAR_WIDTH } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '../../features/preferences/LanguageSwitch'
import { Brand } from '../../shared/Brand'
import { NavList } from './NavList'

type Props = { open: boolean; onClose: () => void }

/** Below 768 the navigation lives in this drawer, opened from the header's menu button. */
export const MobileMenuDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation()
  return (
    <Drawer
      id="mobile-menu"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH.left + 21 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Brand />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList onNavigate={onClose} />
      </Box>
      <Box sx={{ p: 2 }}>
        <LanguageSwitch size="medium" />
      </Box>
    </Drawer>
  )
}
