import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import { logoutDialogOpener } from '../../features/auth/LogoutDialog'
import { useLogoutDialog } from '../../features/auth/logoutDialog.store'
import { UnreadBadge } from '../../features/chats/UnreadBadge'
import { unreadLabel, useUnreadTotal } from '../../features/chats/unread'
import { BRAND_COLOR } from '../../shared/brand'
import { NAV_SECTIONS, type NavSection, SETTINGS_SECTION, sectionOfPath } from '../../shared/navigation'
import { Tooltip } from '../../shared/Tooltip'

type Props = {
  /** Icons only, each named by its tooltip and aria-label. */
  compact?: boolean
  /** Called after a choice, e.g. to close the drawer. */
  onNavigate?: () => void
}

/** The navigation sections (SPEC 1) plus settings and sign out; the current one is marked. */
export const NavList = ({ compact = false, onNavigate }: Props) => {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const showLogout = useLogoutDialog((s) => s.show)
  const current = sectionOfPath(pathname)?.key
  const unread = useUnreadTotal()

  const item = (section: NavSection) => {
    const label =
      section.key === 'chats'
        ? unreadLabel(t('nav.chats'), unread, (count) => t('nav.unread', { count }))
        : t(`nav.${section.key}`)
    const Icon = section.icon
    const selected = current === section.key
    const button = (
      <ListItemButton
        component={NavLink}
        to={section.path}
        selected={selected}
        aria-label={compact || label !== t(`nav.${section.key}`) ? label : undefined}
        onClick={onNavigate}
        sx={{
          borderRadius: 2,
          mx: 1,
          my: 0.25,
          justifyContent: compact ? 'center' : 'flex-start',
          // The base colour marks the current section; 3:1 is enough for a non-text indicator.
          '&.Mui-selected': { boxShadow: `inset 3px 0 0 ${BRAND_COLOR}` },
        }}
      >
        <ListItemIcon sx={{ minWidth: compact ? 0 : 40, color: selected ? 'primary.main' : 'inherit' }}>
          {section.key === 'chats' ? (
            <UnreadBadge total={unread}>
              <Icon />
            </UnreadBadge>
          ) : (
            <Icon />
          )}
        </ListItemIcon>
        {!compact && <ListItemText primary={t(`nav.${section.key}`)} />}
      </ListItemButton>
    )
    return (
      <li key={section.key}>
        {compact ? (
          <Tooltip title={label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </li>
    )
  }

  const logoutLabel = t('nav.logout')
  const logout = (
    <ListItemButton
      {...logoutDialogOpener}
      onClick={() => {
        onNavigate?.()
        showLogout()
      }}
      aria-label={compact ? logoutLabel : undefined}
      sx={{ borderRadius: 2, mx: 1, my: 0.25, justifyContent: compact ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: compact ? 0 : 40, color: 'inherit' }}>
        <LogoutOutlined />
      </ListItemIcon>
      {!compact && <ListItemText primary={logoutLabel} />}
    </ListItemButton>
  )

  return (
    <>
      <List disablePadding>{NAV_SECTIONS.map(item)}</List>
      <Divider sx={{ my: 1 }} />
      <List disablePadding>
        {item(SETTINGS_SECTION)}
        <li>
          {compact ? (
            <Tooltip title={logoutLabel} placement="right">
              {logout}
            </Tooltip>
          ) : (
            logout
          )}
        </li>
      </List>
    </>
  )
}
