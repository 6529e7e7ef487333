import MoreVert from '@mui/icons-material/MoreVert'
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import PushPin from '@mui/icons-material/PushPin'
import PushPinOutlined from '@mui/icons-material/PushPinOutlined'
import Search from '@mui/icons-material/Search'
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type Dialog, DialogType } from '@nauka/contracts'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CallRecordingsDialog } from '../../calls/CallRecordingsDialog'
import { useDialogAction } from '../chats.queries'

type Props = {
  dialog: Dialog
  onSearch: () => void
  /** On a phone the three actions share one menu, leaving the header's width to the name. */
  compact: boolean
}

type Action = { key: string; label: string; icon: ReactNode; pressed?: boolean; run: () => void }

/** The open dialog's actions: search in it, pin it, mute it, and a group's call recordings. */
export const DialogHeaderActions = ({ dialog, onSearch, compact }: Props) => {
  const { t } = useTranslation()
  const action = useDialogAction()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const [recordings, setRecordings] = useState(false)
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
    // Issue 17: a group's calls may be recorded (through the media server), so a group lists them.
    ...(dialog.dialogType === DialogType.Group
      ? [
          {
            key: 'recordings',
            label: t('calls.records.open'),
            icon: <VideoLibraryOutlined />,
            run: () => setRecordings(true),
          },
        ]
      : []),
  ]
  const recordingsDialog = (
    <CallRecordingsDialog dialog={dialog} open={recordings} onClose={() => setRecordings(false)} />
  )

  if (!compact)
    return (
      <>
        {actions.map((item) => (
          <IconButton
            key={item.key}
            aria-label={item.label}
            aria-pressed={item.pressed}
            disabled={item.pressed !== undefined && action.isPending}
            onClick={item.run}
          >
            {item.icon}
          </IconButton>
        ))}
        {recordingsDialog}
      </>
    )

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
      {recordingsDialog}
    </>
  )
}
