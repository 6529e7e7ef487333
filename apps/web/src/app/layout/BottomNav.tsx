import MoreHoriz from '@mui/icons-material/MoreHoriz'
import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import Paper from '@mui/material/Paper'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import { UnreadBadge } from '../../features/chats/UnreadBadge'
import { unreadLabel, useUnreadTotal } from '../../features/chats/unread'
import { useDeviceStore } from '../../features/device/device.store'
import { BOTTOM_SECTIONS, sectionByKey, sectionOfPath } from '../../shared/navigation'
import { BOTTOM_NAV_HEIGHT } from '../../shared/sizes'
import { useToastObstacle } from '../../shared/toasts/useToastObstacle'
import { mobileMenuOpener } from './MobileMenu'

const MORE = 'more'

/** The footer navbar on a phone: the main sections, and "more" for the drawer with the rest. */
export const BottomNav = () => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const openMenu = useDeviceStore((s) => s.setMobileMenuOpen)
  const current = sectionOfPath(pathname)?.key
  const unread = useUnreadTotal()
  // A section kept in the drawer is behind "more"; a page of no section highlights nothing.
  const value = current === undefined ? null : BOTTOM_SECTIONS.includes(current) ? current : MORE
  // Toasts rise above it rather than cover it.
  const ref = useRef<HTMLElement>(null)
  useToastObstacle(ref)
  return (
    <Paper
      ref={ref}
      component="nav"
      aria-label={t('layout.footer')}
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation
        value={value}
        showLabels
        sx={{ height: BOTTOM_NAV_HEIGHT, pb: 'env(safe-area-inset-bottom)' }}
      >
        {BOTTOM_SECTIONS.map((key) => {
          const section = sectionByKey(key)
          const Icon = section.icon
          return (
            <BottomNavigationAction
              key={key}
              value={key}
              label={t(`nav.${key}`)}
              aria-label={
                key === 'chats'
                  ? unreadLabel(t('nav.chats'), unread, (count) => t('nav.unread', { count }))
                  : undefined
              }
              icon={
                key === 'chats' ? (
                  <UnreadBadge total={unread}>
                    <Icon />
                  </UnreadBadge>
                ) : (
                  <Icon />
                )
              }
              component={NavLink}
              to={section.path}
            />
          )
        })}
        <BottomNavigationAction
          value={MORE}
          label={t('nav.more')}
          icon={<MoreHoriz />}
          aria-haspopup="dialog"
          aria-controls="mobile-menu"
          {...mobileMenuOpener}
          onClick={() => openMenu(true)}
        />
      </BottomNavigation>
    </Paper>
  )
}
