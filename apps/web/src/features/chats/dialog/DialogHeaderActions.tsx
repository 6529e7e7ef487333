import MoreVert from '@mui/icons-material/MoreVert'
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import PushPin from '@mui/icons-material/PushPin'
import PushPinOutlined from '@mui/icons-material/PushPinOutlined'
import Search from '@mui/icons-material/Search'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { Dialog } from '@nauka/contracts'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDialogAction } from '../chats.queries'

type Props = {
  dialog: Dialog
  onSearch: () => void
  /** On a phone the three actions share one menu, leaving the header's width to the name. */
  compact: boolean
}

type Action = { key: string; label: string; icon: ReactNode; pressed?: boolean; run: () => void }

/** The open dialog's actions: search in it, pin it, mute it. */
export const DialogHeaderActions = ({ dialog, onSearch, compact }: Props) => {
  const { t } = useTranslation()
  const action = useDialogAction()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const run = (name: 'pin' | 'unpin' | 'mute' | 'unmute') =>
    action.mutate({ action: name, dialogId: dialog.dialogId })
  const actions: Action[] = [
    { key: 'search', label: t('chatDialog.search.open'), icon: <Search />, run: onSearch },
    {
      key: 'pin',
      label: t(dialog.isPinned ? 'chatDialog.header.unpin' : 'chatDialog.header.pin'),
      icon: dialog.isPinned ? <PushPin /> : <PushPinOutlined />,
      pressed: dialog.isPinned,
      run: () => run(dialog.isPinned ? 'unpin' : 'pin'),
    },
    {
      key: 'mute',
      label: t(dialog.notificationsDisable ? 'chatDialog.header.unmute' : 'chatDialog.header.mute'),
      icon: dialog.notificationsDisable ? <NotificationsOffOutlined /> : <NotificationsOutlined />,
      pressed: dialog.notificationsDisable,
      run: () => run(dialog.notificationsDisable ? 'unmute' : 'mute'),
    },
  ]

  if (!compact)
    return actions.map((item) => (
      <IconButton
        key={item.key}
        aria-label={item.label}
        aria-pressed={item.pressed}
        disabled={item.pressed !== undefined && action.isPending}
        onClick={item.run}
      >
        {item.icon}
      </IconButton>
    ))

  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        aria-label={t('chatDialog.header.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((item) => (
          <MenuItem
            key={item.key}
            disabled={item.pressed !== undefined && action.isPending}
            onClick={() => {
              close()
              item.run()
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
