import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import { useTranslation } from 'react-i18next'
import { Link as RoutedLink } from 'react-router'
import { logoutDialogOpener } from '../../features/auth/LogoutDialog'
import { useLogoutDialog } from '../../features/auth/logoutDialog.store'
import { useDeviceStore } from '../../features/device/device.store'
import { LanguageSwitch } from '../../features/preferences/LanguageSwitch'
import { ThemeToggle } from '../../features/preferences/ThemeToggle'
import { Brand } from '../../shared/Brand'
import { HOME_FOR_USER } from '../../shared/paths'
import { HEADER_HEIGHT } from '../../shared/sizes'
import { Tooltip } from '../../shared/Tooltip'
import { LayoutMenu } from './LayoutMenu'
import { mobileMenuOpener } from './MobileMenu'

type Props = {
  mobile: boolean
  /** Sign out sits in the navigation; the header offers it only when no navigation is on screen. */
  withLogout: boolean
}

/** The header: menu button on a phone, the brand (home link), language, theme, layout, sign out. */
export const AppHeader = ({ mobile, withLogout }: Props) => {
  const { t } = useTranslation()
  const menuOpen = useDeviceStore((s) => s.mobileMenuOpen)
  const setMenuOpen = useDeviceStore((s) => s.setMobileMenuOpen)
  const showLogout = useLogoutDialog((s) => s.show)
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 1 }} disableGutters>
        <Box sx={{ pl: { xs: 1, sm: 3 }, display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
          {mobile && (
            <IconButton
              color="inherit"
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              {...mobileMenuOpener}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RoutedLink}
            to={HOME_FOR_USER}
            color="inherit"
            underline="none"
            aria-label={t('app.name')}
          >
            <Brand />
          </Link>
        </Box>
        <Box sx={{ pr: { xs: 1, sm: 2 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {!mobile && <LanguageSwitch />}
          <ThemeToggle />
          <LayoutMenu />
          {withLogout && (
            <Tooltip title={t('nav.logout')}>
              <IconButton
                color="inherit"
                aria-label={t('nav.logout')}
                {...logoutDialogOpener}
                onClick={showLogout}
              >
                <LogoutOutlined />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  )
}
